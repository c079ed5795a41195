import type { Account, JobStats, ProxyStats } from 'shared-sdk';

/** The reply rate of the last 7 days: Σ replied ÷ Σ messages, null when no message was sent. */
export interface RecentReplies {
  replied: number;
  messages: number;
  rate: number | null;
}

/** The numbers of the six stat cards; a part is absent while it loads or when it failed. */
export interface DashboardStats {
  accounts?: { total: number; active: number };
  bots?: { running: number; active: number };
  jobs?: { total: number; pending: number; completed: number };
  proxies?: { total: number; active: number };
  replies?: RecentReplies;
}

export type StatPart = keyof DashboardStats;

export interface StatSources {
  accounts?: Account[];
  bots?: { running: number; active: number };
  jobStats?: JobStats;
  proxyStats?: ProxyStats;
  replies?: RecentReplies;
}

export function toDashboardStats({ accounts, bots, jobStats, proxyStats, replies }: StatSources): DashboardStats {
  return {
    accounts: accounts && { total: accounts.length, active: accounts.filter((account) => account.status === 'ACTIVE').length },
    bots,
    jobs: jobStats && {
      total: jobStats.totalJobs,
      pending: jobStats.byStatus?.PENDING ?? 0,
      completed: jobStats.byStatus?.COMPLETED ?? 0,
    },
    proxies: proxyStats && { total: proxyStats.total, active: proxyStats.active },
    replies,
  };
}
