import { QueryClient, type QueryKey } from '@tanstack/react-query';

/** A fresh cache for one test: no retries, so a failing request shows its error at once. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * A query cache filled in advance, for stories and tests: nothing is fetched on mount. The data is marked
 * as fetched far in the future, so even queries with `staleTime: 0` take it as fresh; nothing touches the
 * network until someone presses a button. `disabled` turns every query off: nothing is ever fetched, an
 * absent answer stays loading.
 */
export function seededClient(entries: Array<[QueryKey, unknown]>, options: { disabled?: boolean } = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, ...(options.disabled && { enabled: false }) } },
  });
  const farFuture = Date.now() + 365 * 24 * 3_600_000;
  for (const [key, data] of entries) client.setQueryData(key, data, { updatedAt: farFuture });
  return client;
}
