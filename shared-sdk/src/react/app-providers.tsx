import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
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

export const appTheme = {
  token: { colorPrimary: '#1677ff', borderRadius: 8, fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Arial, sans-serif" },
};

export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  store?: ReturnType<typeof createStore>;
}

/**
 * Everything a page needs around it: antd (vi_VN, theme, App for messages), react-query and jotai.
 * The shell renders it once; a remote's standalone dev frame renders the same providers.
 */
export function AppProviders({ children, queryClient, store }: AppProvidersProps) {
  return (
    <ConfigProvider locale={viVN} theme={appTheme}>
      <AntApp>
        <QueryClientProvider client={queryClient ?? defaultQueryClient()}>
          <JotaiProvider store={store}>{children}</JotaiProvider>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

let sharedQueryClient: QueryClient | null = null;
function defaultQueryClient(): QueryClient {
  sharedQueryClient ??= createQueryClient();
  return sharedQueryClient;
}
