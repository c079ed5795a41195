import { queryOptions, useQuery } from '@tanstack/react-query';
import { proxiesApi, queryKeys } from 'shared-sdk';

/** GET /proxies/stats/summary: total, active, inactive. */
export const getProxyStats = () => proxiesApi.stats();

export const proxyStatsQueryOptions = () => queryOptions({ queryKey: queryKeys.proxies.stats(), queryFn: getProxyStats });

export const useProxyStats = () => useQuery(proxyStatsQueryOptions());
