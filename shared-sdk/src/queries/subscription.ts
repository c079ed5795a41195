import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscriptionApi } from '../api/subscription';
import { queryKeys } from '../query-keys';

/** GET /subscription/current. */
export const currentSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.subscription.current(), queryFn: () => subscriptionApi.current() });

export const useCurrentSubscription = () => useQuery(currentSubscriptionQueryOptions());

/** GET /subscription/plan-limits: the plan in force (its name tells whether it is Pro). */
export const planLimitsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.subscription.planLimits(), queryFn: () => subscriptionApi.planLimits() });

export const usePlanLimits = (enabled = true) => useQuery({ ...planLimitsQueryOptions(), enabled });

/**
 * GET /subscription/job-limits?jobType=: canCreate, reason, the plan's daily limit (-1 unlimited), today's count
 * and running jobs. Any job created anywhere changes it, so it is asked again on every visit.
 */
export const jobLimitsQueryOptions = (jobType?: string) =>
  queryOptions({ queryKey: queryKeys.subscription.jobLimits(jobType), queryFn: () => subscriptionApi.jobLimits(jobType), staleTime: 0 });

export const useJobLimits = (jobType?: string) => useQuery(jobLimitsQueryOptions(jobType));

/*
 * A plan change (a payment settled) reaches every open tab of this browser: the tab that learns it refreshes its
 * own subscription queries and tells the others through a BroadcastChannel (the storage event where there is
 * none); every tab also refreshes them when it gets the focus back, for a change made on another device.
 * Refreshing them is what opens a Pro gate or a feature gate by itself.
 */
const PLAN_CHANNEL = 'zalo-manager:plan-changed';
const PLAN_STORAGE_KEY = 'zalo-manager:plan-changed';

/** Refreshes this tab's subscription queries (current plan, limits, feature checks) that are on screen. */
export const refreshPlanQueries = (client: QueryClient) => client.invalidateQueries({ queryKey: queryKeys.subscription.all() });

/** Tells the other tabs that the plan changed. */
export function announcePlanChange(): void {
  try {
    if (typeof BroadcastChannel === 'function') {
      const channel = new BroadcastChannel(PLAN_CHANNEL);
      channel.postMessage({ at: Date.now() });
      channel.close();
    } else {
      localStorage.setItem(PLAN_STORAGE_KEY, String(Date.now()));
    }
  } catch {
    // A browser that refuses both: the other tabs still refresh when they get the focus back.
  }
}

/** The plan changed here: this tab refreshes, the other tabs are told. */
export function planChanged(client: QueryClient): Promise<void> {
  announcePlanChange();
  return refreshPlanQueries(client);
}

/** Mounted once per tab (the shell's signed-in area): refreshes the plan on another tab's news and on focus. */
export function usePlanSync(): void {
  const client = useQueryClient();
  useEffect(() => {
    let last = 0;
    const refresh = () => {
      last = Date.now();
      void refreshPlanQueries(client);
    };
    // Coming back to a tab fires both focus and visibilitychange: one refresh.
    const refreshOnReturn = () => Date.now() - last > 1000 && refresh();
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(PLAN_CHANNEL) : null;
    channel?.addEventListener('message', refresh);
    const onStorage = (event: StorageEvent) => event.key === PLAN_STORAGE_KEY && refresh();
    const onVisible = () => document.visibilityState === 'visible' && refreshOnReturn();
    window.addEventListener('storage', onStorage);
    window.addEventListener('focus', refreshOnReturn);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      channel?.close();
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('focus', refreshOnReturn);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [client]);
}
