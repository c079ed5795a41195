import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROXY_DROPDOWN_LIMIT, type ProxyPage, proxiesApi, queryKeys } from 'shared-sdk';

const ACTIVE_FOR_DROPDOWN = { isActive: true, page: 1, limit: PROXY_DROPDOWN_LIMIT };

/** GET /proxies?isActive=true&page=1&limit=100: the proxies a user can pick for an account (spec part 1 §9). */
export const getActiveProxies = () => proxiesApi.list(ACTIVE_FOR_DROPDOWN);

/**
 * The add-account dropdown's query: the same key as the list query with these parameters (one cache
 * entry, invalidated with every other proxy query); the hook hands out the items.
 */
export const activeProxiesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.proxies.list(ACTIVE_FOR_DROPDOWN), queryFn: getActiveProxies });

const itemsOf = (page: ProxyPage) => page.items;

export const useActiveProxies = () => useQuery({ ...activeProxiesQueryOptions(), select: itemsOf });
