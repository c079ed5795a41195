import type { Meta, StoryObj } from '@storybook/react';
import { seededClient, withAppProviders } from 'shared-sdk/testing/data';
import { PHONE_NUMBERS_PAGE_SIZE, queryKeys } from 'shared-sdk';
import { phoneListOf, sampleEntries } from '../testing/fixtures';
import { NumberHistoryTab } from './number-history-tab';

const list = phoneListOf();

const meta: Meta<typeof NumberHistoryTab> = {
  title: 'Phone lists/Detail/NumberHistoryTab',
  component: NumberHistoryTab,
  args: { listId: list.id, kind: 'friendRequest' },
  decorators: [
    withAppProviders(
      seededClient([
        [queryKeys.phoneLists.numbers(list.id, { page: 1, limit: PHONE_NUMBERS_PAGE_SIZE }), { phoneNumbers: sampleEntries, pagination: { page: 1, limit: 100, total: 4, totalPages: 1 } }],
      ]),
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof NumberHistoryTab>;

/** Every entry status; errors in Vietnamese with their platform code; a skipped number's reason in plain text. */
export const FriendRequests: Story = {};
export const Messages: Story = { args: { kind: 'message' } };
