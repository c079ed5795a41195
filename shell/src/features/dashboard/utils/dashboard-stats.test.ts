import { accountOf, jobStatsOf, proxyStatsOf } from '../testing/fixtures';
import { toDashboardStats } from './dashboard-stats';

test('counts active accounts, pending and completed jobs, proxies', () => {
  const stats = toDashboardStats({
    accounts: [accountOf({ status: 'ACTIVE' }), accountOf({ status: 'PENDING' }), accountOf({ status: 'ACTIVE' })],
    bots: { running: 1, active: 2 },
    jobStats: jobStatsOf({ PENDING: 4, COMPLETED: 9, FAILED: 1 }),
    proxyStats: proxyStatsOf(6, 5),
    replies: { replied: 3, messages: 40, rate: 0.075 },
  });
  expect(stats).toEqual({
    accounts: { total: 3, active: 2 },
    bots: { running: 1, active: 2 },
    jobs: { total: 14, pending: 4, completed: 9 },
    proxies: { total: 6, active: 5 },
    replies: { replied: 3, messages: 40, rate: 0.075 },
  });
});

test('a part not loaded stays absent', () => {
  expect(toDashboardStats({})).toEqual({ accounts: undefined, bots: undefined, jobs: undefined, proxies: undefined, replies: undefined });
});
