import type { Account, JobStats, ProxyStats } from 'shared-sdk';

/** The numbers of the five stat cards; a part is absent while it loads or when it failed. */
export interface DashboardStats {
  accounts?: { total: number; active: number };
  bots?: { running: number; active: number };
  jobs?: { total: number; pending: number; completed: number };
  proxies?: { total: number; active: number };
}

export type StatPart = keyof DashboardStats;

export interface StatSources {
  accounts?: Account[];
  bots?: { running: number; active: number };
  jobStats?: JobStats;
  proxyStats?: ProxyStats;
}

export function toDashboardStats({ accounts, bots, jobStats, proxyStats }: StatSources): DashboardStats {
  return {
    accounts: accounts && { total: accounts.length, active: accounts.filter((account) => account.status === 'ACTIVE').length },
    bots,
    jobs: jobStats && {
      total: jobStats.totalJobs,
      pending: jobStats.byStatus?.PENDING ?? 0,
      completed: jobStats.byStatus?.COMPLETED ?? 0,
    },
    proxies: proxyStats && { total: proxyStats.total, active: proxyStats.active },
  };
}
