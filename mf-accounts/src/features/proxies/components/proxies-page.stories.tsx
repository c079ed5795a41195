import { QueryClient } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react';
import { PROXY_PAGE_SIZE, queryKeys } from 'shared-sdk';
import { withAppProviders } from 'shared-sdk/testing/data';
import { pageOf, sampleProxies, statsOf } from '../testing/fixtures';
import { ProxiesPage } from './proxies-page';

/** A cache already holding the first page and the stats, so the page draws without any request. */
function seeded(items = sampleProxies) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(queryKeys.proxies.list({ page: 1, limit: PROXY_PAGE_SIZE, isActive: undefined }), pageOf(items));
  client.setQueryData(queryKeys.proxies.stats(), statsOf(items));
  return client;
}

const withProxiesCache = seeded();
const emptyCache = seeded([]);

const meta: Meta<typeof ProxiesPage> = {
  title: 'Proxies/ProxiesPage',
  component: ProxiesPage,
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof ProxiesPage>;

export const WithProxies: Story = {
  decorators: [withAppProviders(withProxiesCache)],
};

export const Empty: Story = {
  decorators: [withAppProviders(emptyCache)],
};
