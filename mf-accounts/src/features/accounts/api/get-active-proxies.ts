import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROXY_DROPDOWN_LIMIT, proxiesApi, queryKeys } from 'shared-sdk';

const ACTIVE_FOR_DROPDOWN = { isActive: true, page: 1, limit: PROXY_DROPDOWN_LIMIT };

/** GET /proxies?isActive=true&limit=100: the proxies an account can use (spec part 1 §9). */
export const getActiveProxies = () => proxiesApi.list(ACTIVE_FOR_DROPDOWN);

/** The same key as the proxies screen's list query with these parameters, so both share one cache entry. */
export const activeProxiesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.proxies.list(ACTIVE_FOR_DROPDOWN), queryFn: getActiveProxies });

export const useActiveProxies = () => useQuery(activeProxiesQueryOptions());
