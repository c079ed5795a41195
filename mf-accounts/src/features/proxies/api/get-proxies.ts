import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PROXY_PAGE_SIZE, type ProxyListParams, proxiesApi, queryKeys } from 'shared-sdk';

/** GET /proxies?isActive&page&limit: one page of the user's proxies, newest first. */
export const getProxies = (params: ProxyListParams) => proxiesApi.list(params);

export const proxiesQueryOptions = (params: ProxyListParams = {}) => {
  const normalized: ProxyListParams = { page: params.page ?? 1, limit: params.limit ?? PROXY_PAGE_SIZE, isActive: params.isActive };
  return queryOptions({
    queryKey: queryKeys.proxies.list(normalized),
    queryFn: () => getProxies(normalized),
    // Paging keeps the current cards on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
};

export const useProxies = (params: ProxyListParams = {}) => useQuery(proxiesQueryOptions(params));
