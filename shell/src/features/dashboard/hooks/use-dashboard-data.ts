import { useMemo } from 'react';
import { JOB_ACTIVITY_DAYS, useAccounts, useJobStats, useProxyStats } from 'shared-sdk';
import { useWorkspaceAccess } from 'shared-sdk/react';
import { useAccountHealth } from '../api/get-account-health';
import { useRunningBots } from '../api/get-bot-statuses';
import { useDailyActivity } from '../api/get-daily-activity';
import { useRecentJobs } from '../api/get-recent-jobs';
import { activityWindow, recentReplyRate } from '../utils/activity';
import { toDashboardStats } from '../utils/dashboard-stats';
import { gettingStartedSteps } from '../utils/getting-started';

/** Every dashboard query, and what the widgets draw from them. */
export function useDashboardData() {
  const accounts = useAccounts();
  const bots = useRunningBots(accounts.data);
  const recentJobs = useRecentJobs();
  const jobStats = useJobStats();
  // Proxies and adding accounts are the OWNER's and ADMINs' (an AGENT's dashboard has neither).
  const { canManage } = useWorkspaceAccess();
  const proxyStats = useProxyStats({ enabled: canManage });
  const activity = useDailyActivity();
  const health = useAccountHealth((accounts.data?.length ?? 0) > 0);

  const botCount = accounts.data && !bots.pending ? { running: bots.running, active: bots.active } : undefined;
  const activityDays = useMemo(() => activityWindow(activity.data, JOB_ACTIVITY_DAYS), [activity.data]);
  // The last 7 days of the 14 the chart reads: no call of its own.
  const replies = activity.data ? recentReplyRate(activityDays) : undefined;
  const stats = toDashboardStats({ accounts: accounts.data, bots: botCount, jobStats: jobStats.data, proxyStats: proxyStats.data, replies });
  // Shown once what it reads has loaded (a failed health read leaves the sync step unticked).
  const checklistReady = accounts.data !== undefined && jobStats.data !== undefined && (accounts.data.length === 0 || !health.isPending);
  const gettingStarted = checklistReady
    ? gettingStartedSteps({ accounts: accounts.data ?? [], health: health.data, totalJobs: jobStats.data?.totalJobs ?? 0 }).filter(
        (step) => canManage || step.key !== 'account',
      )
    : undefined;

  return {
    canManage,
    accounts,
    recentJobs,
    stats,
    statsLoading: {
      accounts: accounts.isPending,
      bots: accounts.isPending || bots.pending,
      jobs: jobStats.isPending,
      proxies: canManage && proxyStats.isPending,
      replies: activity.isPending,
    },
    activity,
    activityDays,
    /** The first steps while any is left to do; undefined while loading or once all are done. */
    gettingStarted: gettingStarted?.some((step) => !step.done) ? gettingStarted : undefined,
    /** The dashboard's calls; the chart shows its own failure. */
    failed: [accounts, recentJobs, jobStats, ...(canManage ? [proxyStats] : [])].some((query) => query.isError),
  };
}
