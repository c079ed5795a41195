import { QueryClient } from '@tanstack/react-query';
import { type Account, ApiError, DASHBOARD_RECENT_JOBS, JOB_ACTIVITY_DAYS, type JobDailyActivity, type JobList, type JobStats, type ProxyStats, queryKeys } from 'shared-sdk';

export interface DashboardSeed {
  accounts?: Account[];
  /** Ids of the ACTIVE accounts whose bot runs. */
  runningBots?: string[];
  jobs?: JobList;
  jobStats?: JobStats;
  activity?: JobDailyActivity;
  proxyStats?: ProxyStats;
  /** The accounts call failed. */
  accountsFailed?: boolean;
}

/**
 * A cache holding every dashboard answer, for stories: queries are disabled, so nothing is ever fetched
 * (not even by the refresh button); an absent answer stays loading, `accountsFailed` puts the accounts call in error.
 */
export function seededDashboardClient(seed: DashboardSeed): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  const set = (key: readonly unknown[], data: unknown) => data !== undefined && client.setQueryData(key, data);
  set(queryKeys.accounts.list(), seed.accounts);
  for (const account of seed.accounts ?? []) {
    if (account.status === 'ACTIVE') set(queryKeys.bots.status(account.id), { isRunning: seed.runningBots?.includes(account.id) ?? false });
  }
  set(queryKeys.jobs.list({ page: 1, limit: DASHBOARD_RECENT_JOBS }), seed.jobs);
  set(queryKeys.jobs.stats(), seed.jobStats);
  set(queryKeys.jobs.daily(JOB_ACTIVITY_DAYS), seed.activity);
  set(queryKeys.proxies.stats(), seed.proxyStats);
  if (seed.accountsFailed) {
    const query = client.getQueryCache().build(client, { queryKey: queryKeys.accounts.list() });
    query.setState({ ...query.state, status: 'error', error: new ApiError('Failed to load accounts', 500), errorUpdatedAt: Date.now() });
  }
  return client;
}
