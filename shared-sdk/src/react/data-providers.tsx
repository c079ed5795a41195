import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { DEFAULT_QUERY_RETRY, DEFAULT_STALE_TIME_MS } from '../constants';

/** General query cache rules of spec part 1 §9: stale 5 minutes, 1 retry, no refetch on focus. */
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
 * react-query and jotai: the state every page shares. No UI library here, so the sign-in pages
 * can start without downloading antd.
 */
export function DataProviders({ children, queryClient, store }: DataProvidersProps) {
  return (
    <QueryClientProvider client={queryClient ?? defaultQueryClient()}>
      <JotaiProvider store={store}>{children}</JotaiProvider>
    </QueryClientProvider>
  );
}
