import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { DEFAULT_QUERY_RETRY, DEFAULT_STALE_TIME_MS } from '../constants';

/** General query cache rules: stale 5 minutes, 1 retry, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: DEFAULT_QUERY_RETRY, refetchOnWindowFocus: false },
    },
  });
}

let sharedQueryClient: QueryClient | null = null;
function defaultQueryClient(): QueryClient {
  sharedQueryClient ??= createQueryClient();
  return sharedQueryClient;
}

export interface DataProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  store?: ReturnType<typeof createStore>;
}

/**
 * react-query with the page's one QueryClient (or `queryClient`). The shell mounts it only around what is loaded
 * after sign-in (the signed-in area, the public remote pages), so /login does not download react-query; every
 * mount shares the same client, so the cache outlives a remount.
 */
export function QueryProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return <QueryClientProvider client={queryClient ?? defaultQueryClient()}>{children}</QueryClientProvider>;
}

/**
 * react-query and jotai: the state every page shares, for a remote's standalone dev frame, Storybook and tests.
 * The shell mounts jotai's Provider at its root and `QueryProvider` only after sign-in.
 */
export function DataProviders({ children, queryClient, store }: DataProvidersProps) {
  return (
    <QueryProvider queryClient={queryClient}>
      <JotaiProvider store={store}>{children}</JotaiProvider>
    </QueryProvider>
  );
}
