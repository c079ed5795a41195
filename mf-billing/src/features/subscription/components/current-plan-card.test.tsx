import { render, screen, within } from '@testing-library/react';
import { plans, subscriptionOf } from '../../../testing/fixtures';
import { CurrentPlanCard, TRIAL_DAYS_KEPT_NOTE } from './current-plan-card';

const [basic, , pro] = plans;
const NOW = Date.parse('2026-03-10T05:00:00.000Z');
const DAY = 86_400_000;

const row = (label: string) => screen.getByText(label).closest('tr') as HTMLElement;

test.each([
  [NOW + 2 * DAY + 1, '3 ngày'],
  [NOW + 2 * DAY, '2 ngày'],
  [NOW + 1, '1 ngày'],
  [NOW, '0 ngày'],
  [NOW - 5 * DAY, '0 ngày'],
])('days left: ceil, never below 0 (end %p → %s)', (end, expected) => {
  render(<CurrentPlanCard subscription={subscriptionOf(basic, { endDate: new Date(end).toISOString(), daysLeft: 99 })} now={NOW} />);
  expect(within(row('Số ngày còn lại')).getByText(expected)).toBeInTheDocument();
});

test('name, accounts used of the limit and the expiry date in Asia/Ho_Chi_Minh', () => {
  render(
    <CurrentPlanCard
      subscription={subscriptionOf(basic, { accountsUsed: 2, accountLimit: 3, endDate: '2026-03-31T18:30:00.000Z' })}
      now={NOW}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Basic' })).toBeInTheDocument();
  expect(within(row('Tài khoản đã dùng')).getByText('2 / 3')).toBeInTheDocument();
  expect(within(row('Ngày hết hạn')).getByText('01/04/2026')).toBeInTheDocument();
  expect(screen.getByText('Đang hoạt động')).toBeInTheDocument();
});

test('trial, expired and unlimited', () => {
  const { rerender } = render(
    <CurrentPlanCard subscription={subscriptionOf(basic, { status: 'TRIAL', isTrial: true })} now={NOW} />,
  );
  expect(screen.getByText('Dùng thử')).toBeInTheDocument();
  expect(screen.getByText(TRIAL_DAYS_KEPT_NOTE)).toBeInTheDocument();
  rerender(<CurrentPlanCard subscription={subscriptionOf(pro, { status: 'EXPIRED', endDate: new Date(NOW - DAY).toISOString() })} now={NOW} />);
  expect(screen.getByText('Đã hết hạn')).toBeInTheDocument();
  expect(within(row('Tài khoản đã dùng')).getByText('1 / ∞')).toBeInTheDocument();
  expect(screen.queryByText(TRIAL_DAYS_KEPT_NOTE)).not.toBeInTheDocument();
});
