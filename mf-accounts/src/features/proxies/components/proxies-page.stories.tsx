import type { Meta, StoryObj } from '@storybook/react';
import { PROXY_PAGE_SIZE, queryKeys } from 'shared-sdk';
import { seededClient, withAppProviders } from 'shared-sdk/testing/data';
import { pageOf, sampleProxies, statsOf } from '../testing/fixtures';
import { ProxiesPage } from './proxies-page';

/** A cache already holding the first page and the stats, so the page draws without any request. */
function seeded(items = sampleProxies) {
  return seededClient([
    [queryKeys.proxies.list({ page: 1, limit: PROXY_PAGE_SIZE, isActive: undefined }), pageOf(items)],
    [queryKeys.proxies.stats(), statsOf(items)],
  ]);
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
