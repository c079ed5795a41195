import { screen, within } from '@testing-library/react';
import { subscriptionApi } from 'shared-sdk';
import { renderWithApp } from 'shared-sdk/testing';
import { plans, subscriptionOf } from '../../../testing/fixtures';
import { PlanUsagePanel } from './plan-usage-panel';

const plus = plans[1];

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

test('any failed call shows the error box', async () => {
  jest.spyOn(subscriptionApi, 'planLimits').mockRejectedValue(new Error('down'));
  jest.spyOn(subscriptionApi, 'current').mockResolvedValue(subscriptionOf(plus));
  jest.spyOn(subscriptionApi, 'jobLimits').mockResolvedValue({ canCreate: true, limit: 50, used: 1, concurrentLimit: 3, running: 0 });
  renderWithApp(<PlanUsagePanel />);
  expect(await screen.findByText('Không thể tải thông tin sử dụng')).toBeInTheDocument();
  expect(screen.getByText('Lỗi tải dữ liệu')).toBeInTheDocument();
});
