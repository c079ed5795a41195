import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from 'shared-sdk/testing';
import { type PlanUsage, PlanUsageView } from './plan-usage-view';
import { USAGE_COLORS } from './usage-bar';

const usage = (overrides: Partial<PlanUsage> = {}): PlanUsage => ({
  planDisplayName: 'Plus',
  accountsUsed: 3,
  accountLimit: 10,
  jobsUsedToday: 5,
  dailyJobLimit: 50,
  ...overrides,
});

function renderView(props: Parameters<typeof PlanUsageView>[0]) {
  return renderWithApp(<PlanUsageView {...props} />);
}

const bar = (label: string) => screen.getByTestId(`usage-${label}`);

test('both bars below the warning ratio, with a link to /subscription', () => {
  renderView({ usage: usage() });
  expect(screen.getByText('Plus')).toBeInTheDocument();
  expect(within(bar('Tài khoản')).getByText('3 / 10')).toBeInTheDocument();
  expect(within(bar('Công việc hôm nay')).getByText('5 / 50')).toBeInTheDocument();
  expect(bar('Tài khoản')).toHaveAttribute('data-warning', 'false');
  expect(bar('Công việc hôm nay')).toHaveAttribute('data-warning', 'false');
  expect(within(bar('Tài khoản')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
  expect(screen.queryByText('Sắp đạt giới hạn')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Xem gói dịch vụ' })).toHaveAttribute('href', '/subscription');
});

test('the warning colour starts at 80 % of the limit', () => {
  renderView({ usage: usage({ accountsUsed: 8, jobsUsedToday: 39 }) });
  expect(bar('Tài khoản')).toHaveAttribute('data-warning', 'true');
  expect(within(bar('Tài khoản')).getByText('Sắp đạt giới hạn')).toBeInTheDocument();
  expect(bar('Công việc hôm nay')).toHaveAttribute('data-warning', 'false');
  expect(bar('Tài khoản').innerHTML).toContain(hexToRgb(USAGE_COLORS.warning));
  expect(bar('Công việc hôm nay').innerHTML).toContain(hexToRgb(USAGE_COLORS.normal));
});

test('at the limit (3/3) the badge says the limit is reached, not that it is near', () => {
  renderView({ usage: usage({ accountsUsed: 3, accountLimit: 3, jobsUsedToday: 12, dailyJobLimit: 10 }) });
  for (const label of ['Tài khoản', 'Công việc hôm nay']) {
    expect(within(bar(label)).getByText('Đã đạt giới hạn')).toBeInTheDocument();
    expect(within(bar(label)).queryByText('Sắp đạt giới hạn')).not.toBeInTheDocument();
    expect(bar(label)).toHaveAttribute('data-reached', 'true');
    expect(bar(label).innerHTML).toContain(hexToRgb(USAGE_COLORS.reached));
  }
});

test('-1 reads ∞ without a bar; a daily limit of 0 hides the job counter', () => {
  const { unmount } = renderView({ usage: usage({ accountLimit: -1, accountsUsed: 40, dailyJobLimit: -1, jobsUsedToday: 300 }) });
  expect(within(bar('Tài khoản')).getByText('40 / ∞')).toBeInTheDocument();
  expect(within(bar('Công việc hôm nay')).getByText('300 / ∞')).toBeInTheDocument();
  expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
  expect(bar('Tài khoản')).toHaveAttribute('data-warning', 'false');
  unmount();

  renderView({ usage: usage({ dailyJobLimit: 0 }) });
  expect(screen.queryByTestId('usage-Công việc hôm nay')).not.toBeInTheDocument();
  expect(screen.getAllByRole('progressbar')).toHaveLength(1);
});

test('errors read "Lỗi tải dữ liệu" / "Không thể tải thông tin sử dụng" with a retry', async () => {
  const onRetry = jest.fn();
  renderView({ error: true, onRetry });
  expect(screen.getByText('Lỗi tải dữ liệu')).toBeInTheDocument();
  expect(screen.getByText('Không thể tải thông tin sử dụng')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Thử lại/ }));
  expect(onRetry).toHaveBeenCalled();
});

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

test('a paid plan says its days left; an expired one says what stops and offers renewal', () => {
  const now = Date.parse('2026-03-10T03:00:00Z');
  const { unmount } = renderWithApp(<PlanUsageView usage={usage({ status: 'ACTIVE', endDate: '2026-03-22T03:00:00Z' })} now={now} />);
  expect(screen.getByText('còn 12 ngày (đến 22/03/2026)')).toBeInTheDocument();
  unmount();
  renderWithApp(<PlanUsageView usage={usage({ status: 'EXPIRED', endDate: '2026-03-01T03:00:00Z' })} now={now} />);
  expect(screen.getByText('Đã hết hạn')).toBeInTheDocument();
  expect(screen.getByText(/^Gói dịch vụ đã hết hạn/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Gia hạn' })).toHaveAttribute('href', '/subscription');
});

test('a member who is not the owner sees the plan and its limits, no way to the plans, and who chooses them', () => {
  const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();
  renderView({ usage: usage({ status: 'TRIAL', endDate: soon }), canBuy: false });
  expect(within(bar('Tài khoản')).getByText('3 / 10')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Xem gói dịch vụ' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Chọn gói' })).not.toBeInTheDocument();
  expect(screen.getByText('Chủ sở hữu không gian làm việc chọn và gia hạn gói.')).toBeInTheDocument();
});
