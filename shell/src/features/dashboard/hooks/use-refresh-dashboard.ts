import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { queryKeys } from 'shared-sdk';

/** Everything the dashboard shows, the billing remote's usage panel included. */
const DASHBOARD_QUERY_KEYS = [
  queryKeys.accounts.all(),
  queryKeys.bots.all(),
  queryKeys.jobs.all(),
  queryKeys.proxies.stats(),
  queryKeys.subscription.all(),
];

/** 'Làm mới dữ liệu': marks the dashboard's queries stale and refetches the ones on screen. */
export function useRefreshDashboard() {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await Promise.all(DASHBOARD_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    } finally {
      setRefreshing(false);
    }
  }, [queryClient]);
  return { refresh, refreshing };
}
