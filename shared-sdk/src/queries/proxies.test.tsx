/** @jest-environment jsdom */
import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { proxiesApi } from '../api/proxies';
import { DataProviders } from '../react/data-providers';
import type { ProxyItem } from '../schemas';
import { useActiveProxies } from './proxies';

const proxy = (id: string, isActive: boolean): ProxyItem => ({
  id,
  name: `Proxy ${id}`,
  scheme: 'http',
  host: '103.145.22.10',
  port: 8080,
  username: null,
  maskedUsername: null,
  hasPassword: false,
  isActive,
  lastTest: null,
  accounts: [],
  maxAccounts: 5,
  createdAt: '2026-03-15T02:30:00.000Z',
  updatedAt: '2026-03-15T02:30:00.000Z',
});

test('the account dropdown asks for up to 100 active proxies and gets the items', async () => {
  const active = [proxy('1', true), proxy('2', true)];
  const list = jest.spyOn(proxiesApi, 'list').mockResolvedValue({ items: active, pagination: { page: 1, limit: 100, total: 2, totalPages: 1 } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <DataProviders queryClient={client}>{children}</DataProviders>;
  const { result } = renderHook(() => useActiveProxies(), { wrapper });
  await waitFor(() => expect(result.current.data).toEqual(active));
  expect(list).toHaveBeenCalledWith({ isActive: true, page: 1, limit: 100 });
});
