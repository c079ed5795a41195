import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DataProviders, proxiesApi } from 'shared-sdk';
import { pageOf, sampleProxies } from '../testing/fixtures';
import { useActiveProxies } from './get-active-proxies';

test('the account dropdown asks for up to 100 active proxies and gets the items', async () => {
  const active = sampleProxies.filter((proxy) => proxy.isActive);
  const list = jest.spyOn(proxiesApi, 'list').mockResolvedValue(pageOf(active, 1, 100));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <DataProviders queryClient={client}>{children}</DataProviders>;
  const { result } = renderHook(() => useActiveProxies(), { wrapper });
  await waitFor(() => expect(result.current.data).toEqual(active));
  expect(list).toHaveBeenCalledWith({ isActive: true, page: 1, limit: 100 });
});
