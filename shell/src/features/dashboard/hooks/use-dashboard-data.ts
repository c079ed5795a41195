import { useMemo } from 'react';
import { JOB_ACTIVITY_DAYS, useAccounts, useJobStats, useProxyStats } from 'shared-sdk';
import { useRunningBots } from '../api/get-bot-statuses';
import { useDailyActivity } from '../api/get-daily-activity';
import { useRecentJobs } from '../api/get-recent-jobs';
import { activityWindow } from '../utils/activity';
import { toDashboardStats } from '../utils/dashboard-stats';

/** Every dashboard query, and what the widgets draw from them. */
export function useDashboardData() {
  const accounts = useAccounts();
  const bots = useRunningBots(accounts.data);
  const recentJobs = useRecentJobs();
  const jobStats = useJobStats();
  const proxyStats = useProxyStats();
  const activity = useDailyActivity();

  const botCount = accounts.data && !bots.pending ? { running: bots.running, active: bots.active } : undefined;
  const stats = toDashboardStats({ accounts: accounts.data, bots: botCount, jobStats: jobStats.data, proxyStats: proxyStats.data });
  const activityDays = useMemo(() => activityWindow(activity.data, JOB_ACTIVITY_DAYS), [activity.data]);

  return {
    accounts,
    recentJobs,
    stats,
    statsLoading: {
      accounts: accounts.isPending,
      bots: accounts.isPending || bots.pending,
      jobs: jobStats.isPending,
      proxies: proxyStats.isPending,
    },
    activity,
    activityDays,
    /** The calls of spec part 1 §7 "Dashboard"; the chart shows its own failure. */
    failed: [accounts, recentJobs, jobStats, proxyStats].some((query) => query.isError),
  };
}
