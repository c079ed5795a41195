/** @jest-environment jsdom */
import { QueryClient, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import type { ReactNode } from 'react';
import { subscriptionApi } from '../api/subscription';
import { queryKeys } from '../query-keys';
import { DataProviders } from '../react/data-providers';
import type { CurrentSubscription, FeatureAccess } from '../schemas';
import { announcePlanChange, planChanged, useCurrentSubscription, usePlanSync } from './subscription';

const basic = { plan: { name: 'basic' } } as CurrentSubscription;
const pro = { plan: { name: 'pro' } } as CurrentSubscription;

/** One tab: the plan on screen and the sync mounted, with the default cache (stale after 5 minutes). */
function openTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 * 60_000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => <DataProviders queryClient={client}>{children}</DataProviders>;
  const tab = renderHook(
    () => {
      usePlanSync();
      return useCurrentSubscription();
    },
    { wrapper },
  );
  return { client, tab };
}

const realBroadcastChannel = globalThis.BroadcastChannel;
afterEach(() => {
  jest.restoreAllMocks();
  globalThis.BroadcastChannel = realBroadcastChannel;
});

describe('with BroadcastChannel', () => {
  beforeEach(() => {
    // jsdom has none; Node's delivers between the instances of one process, as a browser's does between tabs.
    globalThis.BroadcastChannel = NodeBroadcastChannel as unknown as typeof BroadcastChannel;
  });

  it('a plan paid in another tab reaches this one without a reload', async () => {
    const current = jest.spyOn(subscriptionApi, 'current').mockResolvedValueOnce(basic).mockResolvedValue(pro);
    const { tab } = openTab();
    await waitFor(() => expect(tab.result.current.data?.plan.name).toBe('basic'));

    announcePlanChange(); // the other tab
    await waitFor(() => expect(tab.result.current.data?.plan.name).toBe('pro'));
    expect(current).toHaveBeenCalledTimes(2);
    tab.unmount();
  });

  it('the tab that learns of the payment refreshes itself and tells the others', async () => {
    jest.spyOn(subscriptionApi, 'current').mockResolvedValueOnce(basic).mockResolvedValue(pro);
    const other = new NodeBroadcastChannel('zalo-manager:plan-changed');
    const told = new Promise((resolve) => other.addEventListener('message', resolve));
    const { client, tab } = openTab();
    await waitFor(() => expect(tab.result.current.data?.plan.name).toBe('basic'));
    await planChanged(client);
    await waitFor(() => expect(tab.result.current.data?.plan.name).toBe('pro'));
    await expect(told).resolves.toBeTruthy();
    other.close();
    tab.unmount();
  });
});

it('without BroadcastChannel, the storage event carries the news', async () => {
  // @ts-expect-error a browser without BroadcastChannel
  globalThis.BroadcastChannel = undefined;
  jest.spyOn(subscriptionApi, 'current').mockResolvedValueOnce(basic).mockResolvedValue(pro);
  const setItem = jest.spyOn(Storage.prototype, 'setItem');
  const { tab } = openTab();
  await waitFor(() => expect(tab.result.current.data?.plan.name).toBe('basic'));

  announcePlanChange();
  expect(setItem).toHaveBeenCalledWith('zalo-manager:plan-changed', expect.any(String));
  // A browser fires the storage event in the other tabs only: here it is dispatched by hand.
  window.dispatchEvent(new StorageEvent('storage', { key: 'zalo-manager:plan-changed', newValue: String(Date.now()) }));
  await waitFor(() => expect(tab.result.current.data?.plan.name).toBe('pro'));
  tab.unmount();
});

it('a tab that gets the focus back asks again (a plan paid on another device), once for focus and visibility together', async () => {
  const current = jest.spyOn(subscriptionApi, 'current').mockResolvedValueOnce(basic).mockResolvedValue(pro);
  const feature = jest
    .spyOn(subscriptionApi, 'feature')
    .mockResolvedValueOnce({ hasAccess: false } as FeatureAccess)
    .mockResolvedValue({ hasAccess: true });
  const { client, tab } = openTab();
  await waitFor(() => expect(tab.result.current.data?.plan.name).toBe('basic'));
  // A gate's check on screen in the same tab.
  const gate = renderHook(
    () => useQuery({ queryKey: queryKeys.subscription.feature('bulk_group_messaging'), queryFn: () => subscriptionApi.feature('bulk_group_messaging') }),
    { wrapper: ({ children }) => <DataProviders queryClient={client}>{children}</DataProviders> },
  );
  await waitFor(() => expect(gate.result.current.data).toEqual({ hasAccess: false }));

  window.dispatchEvent(new Event('focus'));
  document.dispatchEvent(new Event('visibilitychange'));
  await waitFor(() => expect(tab.result.current.data?.plan.name).toBe('pro'));
  expect(current).toHaveBeenCalledTimes(2);
  await waitFor(() => expect(gate.result.current.data).toEqual({ hasAccess: true }));
  expect(feature).toHaveBeenCalledTimes(2);
  gate.unmount();
  tab.unmount();
});
