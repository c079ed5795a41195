import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROXY_DROPDOWN_LIMIT, type ProxyItem, type ProxyPage, proxiesApi, queryKeys } from 'shared-sdk';

const ALL_PROXIES = { page: 1, limit: PROXY_DROPDOWN_LIMIT };

/**
 * GET /proxies?page=1&limit=100: the user's proxies, on or off, so a card can name the proxy its account uses (the
 * first characters of its id when it is not among them). Invalidated with every other proxy query.
 */
export const accountProxiesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.proxies.list(ALL_PROXIES), queryFn: () => proxiesApi.list(ALL_PROXIES) });

const byId = (page: ProxyPage) => new Map<string, ProxyItem>(page.items.map((proxy) => [proxy.id, proxy]));

/** `enabled` false for an AGENT: proxies are the OWNER's and ADMINs' (the server answers 403). */
export const useAccountProxies = (enabled = true) => useQuery({ ...accountProxiesQueryOptions(), select: byId, enabled });
