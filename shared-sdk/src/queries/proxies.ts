import { queryOptions, useQuery } from '@tanstack/react-query';
import { proxiesApi } from '../api/proxies';
import { PROXY_DROPDOWN_LIMIT } from '../constants';
import { queryKeys } from '../query-keys';
import type { ProxyPage } from '../schemas';

/** GET /proxies/stats/summary: total, active, inactive. */
export const proxyStatsQueryOptions = () => queryOptions({ queryKey: queryKeys.proxies.stats(), queryFn: () => proxiesApi.stats() });

/** `enabled: false` for a member who may not read proxies (an AGENT): no call is made. */
export const useProxyStats = (options: { enabled?: boolean } = {}) => useQuery({ ...proxyStatsQueryOptions(), enabled: options.enabled ?? true });

const ACTIVE_FOR_DROPDOWN = { isActive: true, page: 1, limit: PROXY_DROPDOWN_LIMIT };

/**
 * GET /proxies?isActive=true&page=1&limit=100, the proxies an account can use: the same key
 * as the proxies screen's list query with these parameters (one cache entry, invalidated with every other
 * proxy query); the hook hands out the items.
 */
export const activeProxiesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.proxies.list(ACTIVE_FOR_DROPDOWN), queryFn: () => proxiesApi.list(ACTIVE_FOR_DROPDOWN) });

const itemsOf = (page: ProxyPage) => page.items;

export const useActiveProxies = () => useQuery({ ...activeProxiesQueryOptions(), select: itemsOf });
