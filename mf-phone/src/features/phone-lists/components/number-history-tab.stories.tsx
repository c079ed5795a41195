import type { Meta, StoryObj } from '@storybook/react';
import { AppProviders } from 'shared-sdk/react';
import { seededClient } from 'shared-sdk/testing/data';
import { PHONE_NUMBERS_PAGE_SIZE } from '../api/get-phone-numbers';
import { phoneListKeys } from '../api/keys';
import { phoneListOf, sampleEntries } from '../testing/fixtures';
import { NumberHistoryTab } from './number-history-tab';

const list = phoneListOf();

const meta: Meta<typeof NumberHistoryTab> = {
  title: 'Phone lists/Detail/NumberHistoryTab',
  component: NumberHistoryTab,
  args: { listId: list.id, kind: 'friendRequest' },
  decorators: [
    (Story) => (
      <AppProviders
        queryClient={seededClient([
          [phoneListKeys.numbers(list.id, { page: 1, limit: PHONE_NUMBERS_PAGE_SIZE }), { phoneNumbers: sampleEntries, pagination: { page: 1, limit: 100, total: 4, totalPages: 1 } }],
        ])}
      >
        <Story />
      </AppProviders>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof NumberHistoryTab>;

/** Every entry status; errors in Vietnamese with their platform code. */
export const FriendRequests: Story = {};
export const Messages: Story = { args: { kind: 'message' } };
