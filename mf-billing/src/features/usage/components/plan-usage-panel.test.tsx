import { screen, within } from '@testing-library/react';
import { authApi, subscriptionApi } from 'shared-sdk';
import { renderWithApp } from 'shared-sdk/testing';
import { plans, subscriptionOf } from '../../../testing/fixtures';
import { PlanUsagePanel } from './plan-usage-panel';

const plus = plans[1];

/** The person looking is the workspace's owner (billing is theirs). */
beforeEach(() => {
  jest.spyOn(authApi, 'me').mockResolvedValue({
    user: { id: 'u-1', email: 'chu@shop.vn' },
    workspace: { id: 'w-1', name: 'Shop Hoa', role: 'OWNER', accountIds: null },
  });
});
afterEach(() => jest.restoreAllMocks());

test('combines plan-limits, current and job-limits', async () => {
  jest.spyOn(subscriptionApi, 'planLimits').mockResolvedValue({
    planName: 'plus',
    accountLimit: 10,
    jobLimits: { daily: 50, concurrent: 3 },
    features: [],
  });
  jest.spyOn(subscriptionApi, 'current').mockResolvedValue(subscriptionOf(plus, { accountsUsed: 9 }));
  const jobLimits = jest
    .spyOn(subscriptionApi, 'jobLimits')
    .mockResolvedValue({ canCreate: true, limit: 50, used: 12, concurrentLimit: 3, running: 0 });
  renderWithApp(<PlanUsagePanel />);
  const accounts = await screen.findByTestId('usage-Tài khoản');
  expect(within(accounts).getByText('9 / 10')).toBeInTheDocument();
  expect(accounts).toHaveAttribute('data-warning', 'true');
  expect(within(screen.getByTestId('usage-Công việc hôm nay')).getByText('12 / 50')).toBeInTheDocument();
  expect(jobLimits).toHaveBeenCalledWith(undefined);
});

test('a new customer reads the trial and its days left', async () => {
  jest.spyOn(subscriptionApi, 'planLimits').mockResolvedValue({ planName: 'basic', accountLimit: 3, jobLimits: { daily: 20, concurrent: 1 }, features: [] });
  const endDate = new Date(Date.now() + 5 * 86_400_000 - 60_000).toISOString();
  jest.spyOn(subscriptionApi, 'current').mockResolvedValue(subscriptionOf(plans[0], { status: 'TRIAL', isTrial: true, endDate, accountsUsed: 0 }));
  jest.spyOn(subscriptionApi, 'jobLimits').mockResolvedValue({ canCreate: true, limit: 20, used: 0, concurrentLimit: 1, running: 0 });
  renderWithApp(<PlanUsagePanel />);
  const panel = await screen.findByTestId('plan-usage-panel');
  expect(await within(panel).findByText('Dùng thử')).toBeInTheDocument();
  expect(within(panel).getByText(/^Dùng thử miễn phí còn 5 ngày \(đến \d{2}\/\d{2}\/\d{4}\)\./)).toBeInTheDocument();
  expect(await within(panel).findByRole('link', { name: 'Chọn gói' })).toHaveAttribute('href', '/subscription');
});

test('any failed call shows the error box', async () => {
  jest.spyOn(subscriptionApi, 'planLimits').mockRejectedValue(new Error('down'));
  jest.spyOn(subscriptionApi, 'current').mockResolvedValue(subscriptionOf(plus));
  jest.spyOn(subscriptionApi, 'jobLimits').mockResolvedValue({ canCreate: true, limit: 50, used: 1, concurrentLimit: 3, running: 0 });
  renderWithApp(<PlanUsagePanel />);
  expect(await screen.findByText('Không thể tải thông tin sử dụng')).toBeInTheDocument();
  expect(screen.getByText('Lỗi tải dữ liệu')).toBeInTheDocument();
});
