import { QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A query cache filled in advance, for stories: nothing is fetched on mount. The data is marked as fetched far
 * in the future, so even the queries with `staleTime: 0` take it as fresh.
 */
export function seededClient(entries: Array<[QueryKey, unknown]>): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const farFuture = Date.now() + 365 * 24 * 3_600_000;
  for (const [key, data] of entries) client.setQueryData(key, data, { updatedAt: farFuture });
  return client;
}
