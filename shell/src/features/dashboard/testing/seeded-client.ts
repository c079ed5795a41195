import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { type Account, ApiError, DASHBOARD_RECENT_JOBS, JOB_ACTIVITY_DAYS, type JobDailyActivity, type JobList, type JobStats, type ProxyStats, queryKeys } from 'shared-sdk';
import { seededClient } from 'shared-sdk/testing/data';

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
  const entries: Array<[QueryKey, unknown]> = [
    [queryKeys.accounts.list(), seed.accounts],
    ...(seed.accounts ?? [])
      .filter((account) => account.status === 'ACTIVE')
      .map((account): [QueryKey, unknown] => [queryKeys.bots.status(account.id), { isRunning: seed.runningBots?.includes(account.id) ?? false }]),
    [queryKeys.jobs.list({ page: 1, limit: DASHBOARD_RECENT_JOBS }), seed.jobs],
    [queryKeys.jobs.stats(), seed.jobStats],
    [queryKeys.jobs.daily(JOB_ACTIVITY_DAYS), seed.activity],
    [queryKeys.proxies.stats(), seed.proxyStats],
  ];
  const client = seededClient(
    entries.filter(([, data]) => data !== undefined),
    { disabled: true },
  );
  if (seed.accountsFailed) {
    const query = client.getQueryCache().build(client, { queryKey: queryKeys.accounts.list() });
    query.setState({ ...query.state, status: 'error', error: new ApiError('Failed to load accounts', 500), errorUpdatedAt: Date.now() });
  }
  return client;
}
