import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AntdProviders } from 'shared-sdk/react';
import { accountHealthOf } from '../testing/fixtures';
import { AccountHealthPanel, type AccountHealthPanelProps } from './account-health-panel';

const NOW = Date.parse('2026-11-25T03:00:00Z'); // 10:00 in Vietnam

/** The panel unfolded ('Xem chi tiết'), unless `folded`. */
function renderPanel(props: Partial<AccountHealthPanelProps> = {}, { folded = false } = {}) {
  const handlers = { onSaveWindow: jest.fn(), onResume: jest.fn() };
  render(
    <AntdProviders>
      <AccountHealthPanel health={accountHealthOf()} now={NOW} {...handlers} {...props} />
    </AntdProviders>,
  );
  const panel = screen.getByRole('region', { name: 'Sức khỏe gửi' });
  if (!folded) fireEvent.click(within(panel).getByRole('button', { name: 'Xem chi tiết' }));
  return { ...handlers, panel };
}

test('folded, it is one line (a short card): messages today and strangers left; the breaker still shows', () => {
  const breaker = { open: true, reason: 'Tạm dừng gửi: 5 lần thất bại liên tiếp', until: null, failStreak: 5, recentFailures: 5, recentAttempts: 5 };
  const { panel } = renderPanel({ health: accountHealthOf({ breaker }) }, { folded: true });
  expect(within(panel).getByTestId('health-summary')).toHaveTextContent('Tin nhắn hôm nay 120/2.000 · Người lạ còn 25/40');
  expect(within(panel).queryByText('Lời mời kết bạn hôm nay')).toBeNull();
  expect(within(panel).getByText('Tạm dừng gửi: 5 lần thất bại liên tiếp')).toBeInTheDocument();
  fireEvent.click(within(panel).getByRole('button', { name: 'Xem chi tiết' }));
  expect(within(panel).getByText('Lời mời kết bạn hôm nay')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Thu gọn' })).toHaveAttribute('aria-expanded', 'true');
});

test("Zalo's codes stay out of the main lines: the rate limit's and a breaker reason's go to a detail line", () => {
  const breaker = { open: true, reason: 'Người lạ không thể nhận tin nhắn (Code: 123)', until: null, failStreak: 5, recentFailures: 5, recentAttempts: 5 };
  const { panel } = renderPanel({ health: accountHealthOf({ breaker, rateLimit: { at: '2026-11-25T01:00:00.000Z', until: '2026-11-25T01:15:00.000Z' } }) });
  expect(within(panel).getByText('Người lạ không thể nhận tin nhắn')).toBeInTheDocument();
  expect(within(panel).getByText('Mã lỗi Zalo: 123')).toBeInTheDocument();
  expect(within(panel).getByText('Zalo giới hạn tốc độ')).toBeInTheDocument();
  expect(within(panel).getByText('Mã lỗi Zalo: 221')).toBeInTheDocument();
  expect(panel.textContent).not.toMatch(/\(221\)|Code/);
});

const rowOf = (panel: HTMLElement, label: string) => within(panel).getByText(label).parentElement as HTMLElement;

test("shows today's use against the caps, what is left of the daily limits, friends of 1,000 and the open window", () => {
  const { panel } = renderPanel();
  expect(within(rowOf(panel, 'Tin nhắn hôm nay')).getByText('120/2.000')).toBeInTheDocument();
  expect(within(rowOf(panel, 'Lời mời kết bạn hôm nay')).getByText('12/100')).toBeInTheDocument();
  expect(within(rowOf(panel, 'Người lạ còn nhắn được')).getByText('25/40')).toBeInTheDocument();
  expect(within(rowOf(panel, 'Tra cứu SĐT còn lại')).getByText('70/100')).toBeInTheDocument();
  expect(within(rowOf(panel, 'Bạn bè')).getByText('640/1.000')).toBeInTheDocument();
  expect(within(panel).getByText('Khung giờ gửi: 08:00–21:00 (mặc định)')).toBeInTheDocument();
  expect(within(panel).getByTestId('window-state')).toHaveTextContent('Đang mở, đóng lúc 21:00');
  expect(within(panel).getByTestId('rate-limit')).toHaveTextContent('Chưa gặp');
  expect(within(panel).getByText('Thất bại gần đây: 2/20')).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Tiếp tục gửi' })).toBeNull();
});

test('an open breaker says why and until when, and offers to resume', async () => {
  const breaker = { open: true, reason: 'Tạm dừng gửi: 5 lần thất bại liên tiếp', until: '2026-11-25T04:00:00.000Z', failStreak: 0, recentFailures: 0, recentAttempts: 0 };
  const { panel, onResume } = renderPanel({ health: accountHealthOf({ breaker }) });
  expect(within(panel).getByText('Tạm dừng gửi: 5 lần thất bại liên tiếp')).toBeInTheDocument();
  expect(within(panel).getByText(/Tự tiếp tục lúc 11:00 25\/11/)).toBeInTheDocument();
  await userEvent.click(within(panel).getByRole('button', { name: 'Tiếp tục gửi' }));
  expect(onResume).toHaveBeenCalledTimes(1);
});

test('a closed window says when it opens; the warm-up and the last rate limit are shown', () => {
  const { panel } = renderPanel({
    health: accountHealthOf({
      window: { enabled: true, start: '22:00', end: '06:00', custom: true, open: false, opensAt: '2026-11-25T15:00:00.000Z', closesAt: null },
      warmUp: { day: 2, days: 7 },
      rateLimit: { at: '2026-11-25T02:50:00.000Z', until: '2026-11-25T03:05:00.000Z' },
    }),
  });
  expect(within(panel).getByText('Khung giờ gửi: 22:00–06:00')).toBeInTheDocument();
  expect(within(panel).getByTestId('window-state')).toHaveTextContent('Ngoài khung giờ gửi, mở lúc 22:00 25/11');
  expect(within(panel).getByText('Tài khoản mới: ngày 2/7 làm nóng, giới hạn thấp hơn')).toBeInTheDocument();
  expect(within(panel).getByTestId('rate-limit')).toHaveTextContent('Lúc 09:50 25/11, hết lúc 10:05 25/11');
});

test('a rate limit that has lifted says so', () => {
  const { panel } = renderPanel({ health: accountHealthOf({ rateLimit: { at: '2026-11-25T01:00:00.000Z', until: '2026-11-25T01:15:00.000Z' } }) });
  expect(within(panel).getByTestId('rate-limit')).toHaveTextContent('Lần cuối lúc 08:00 25/11, đã hết');
});

test('the window is edited in place: on/off, start and end', async () => {
  const user = userEvent.setup();
  const { panel, onSaveWindow } = renderPanel();
  await user.click(within(panel).getByRole('button', { name: 'Sửa khung giờ' }));
  const form = within(panel).getByTestId('window-form');
  const start = within(form).getByLabelText('Từ');
  await user.clear(start);
  await user.type(start, '22:00');
  const end = within(form).getByLabelText('Đến');
  await user.clear(end);
  await user.type(end, '06:30');
  await user.click(within(form).getByRole('button', { name: 'Lưu' }));
  expect(onSaveWindow).toHaveBeenCalledWith({ enabled: true, start: '22:00', end: '06:30' });

  await user.click(within(panel).getByRole('button', { name: 'Sửa khung giờ' }));
  await user.click(within(panel).getByRole('switch', { name: 'Chỉ gửi trong khung giờ' }));
  await user.click(within(panel).getByRole('button', { name: 'Lưu' }));
  expect(onSaveWindow).toHaveBeenLastCalledWith({ enabled: false, start: '08:00', end: '21:00' });
});

test("shows today's logins of the day's maximum, without a warning while under it", () => {
  const { panel } = renderPanel();
  expect(within(rowOf(panel, 'Đăng nhập hôm nay')).getByTestId('logins-today')).toHaveTextContent('1/10');
  expect(within(panel).queryByTestId('logins-capped')).toBeNull();
});

test('at the maximum of logins, a warning says why automatic re-logins stopped, folded or not', () => {
  const reason =
    'Tài khoản đã đăng nhập 10 lần hôm nay, mức tối đa mỗi ngày: hệ thống tạm dừng tự đăng nhập lại đến 0 giờ để tránh bị Zalo khóa tài khoản. Bạn vẫn có thể tự đăng nhập bằng mã QR hoặc cookie.';
  const health = accountHealthOf({ logins: { today: 10, max: 10, capped: true, reason } });
  const { panel } = renderPanel({ health }, { folded: true });
  const warning = within(panel).getByTestId('logins-capped');
  expect(warning).toHaveTextContent('Đã tạm dừng tự đăng nhập lại đến 0 giờ');
  expect(warning).toHaveTextContent(reason);
  fireEvent.click(within(panel).getByRole('button', { name: 'Xem chi tiết' }));
  expect(within(rowOf(panel, 'Đăng nhập hôm nay')).getByTestId('logins-today')).toHaveTextContent('10/10');
});
