import { queryOptions, useQuery } from '@tanstack/react-query';
import { proxiesApi, queryKeys } from 'shared-sdk';

/** GET /proxies/{id}. */
export const getProxy = (id: string) => proxiesApi.get(id);

export const proxyQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.proxies.detail(id), queryFn: () => getProxy(id) });

export const useProxy = (id: string | undefined) => useQuery({ ...proxyQueryOptions(id ?? ''), enabled: Boolean(id) });
