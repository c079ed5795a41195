import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { PHONE_LIST_PAGE_SIZE, type PhoneList, queryKeys } from 'shared-sdk';
import { AppProviders } from 'shared-sdk/react';
import { seededClient } from 'shared-sdk/testing/data';
import { listsInEveryState, pageOf, sampleAccounts } from '../testing/fixtures';
import { PhoneListsPage } from './phone-lists-page';

const lists = listsInEveryState(new Date(Date.now() + 2 * 3_600_000).toISOString());

/** The first page and the accounts already in the cache, nothing refetched: the page draws without a server. */
const withCache = (phoneLists: PhoneList[], total = phoneLists.length): Meta<typeof PhoneListsPage>['decorators'] => [
  (Story) => (
    <AppProviders
      queryClient={seededClient([
        [queryKeys.phoneLists.list({ page: 1, limit: PHONE_LIST_PAGE_SIZE }), pageOf(phoneLists, 1, total)],
        [queryKeys.accounts.list(), sampleAccounts],
      ])}
    >
      <MemoryRouter initialEntries={['/phone-lists']}>
        <Story />
      </MemoryRouter>
    </AppProviders>
  ),
];

const meta: Meta<typeof PhoneListsPage> = { title: 'Phone lists/PhoneListsPage', component: PhoneListsPage };
export default meta;

type Story = StoryObj<typeof PhoneListsPage>;

/** Lists in every state over three pages (the PROCESSING one would reload every 10 s against a server). */
export const WithData: Story = { decorators: withCache(Object.values(lists), 30) };
export const Empty: Story = { decorators: withCache([]) };
