import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react';
import { DEFAULT_OPT_OUT_WORDS, DNC_PAGE_SIZE, queryKeys, type WorkspaceRole } from 'shared-sdk';
import { seededClient, withAppProviders } from 'shared-sdk/testing/data';
import { countsOf, pageOf, sampleEntries } from '../testing/fixtures';
import { DoNotContactPage } from './do-not-contact-page';

/** A cache already holding the first page, the counts and the words, so the page draws without any request. */
function seeded(items = sampleEntries, role?: WorkspaceRole) {
  return seededClient([
    ...(role
      ? [[queryKeys.auth.me(), { user: { id: 'u-1', email: 'lan.cskh@example.com' }, workspace: { id: 'w-1', name: 'Shop Hoa Tươi', role, accountIds: [] } }] as [QueryKey, unknown]]
      : []),
    [queryKeys.doNotContact.list({ page: 1, limit: DNC_PAGE_SIZE, search: undefined, source: undefined }), pageOf(items)],
    [queryKeys.doNotContact.counts(), countsOf(items)],
    [queryKeys.doNotContact.settings(), { optOutWords: [...DEFAULT_OPT_OUT_WORDS] }],
  ]);
}

const meta: Meta<typeof DoNotContactPage> = {
  title: 'Jobs/DoNotContactPage',
  component: DoNotContactPage,
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof DoNotContactPage>;

const withCache = (client: QueryClient): Story['decorators'] => [withAppProviders(client)];

export const WithEntries: Story = { decorators: withCache(seeded()) };
export const Empty: Story = { decorators: withCache(seeded([])) };
/** An AGENT adds and imports; removing and the words are the OWNER's and ADMINs'. */
export const AsAgent: Story = { decorators: withCache(seeded(sampleEntries, 'AGENT')) };
