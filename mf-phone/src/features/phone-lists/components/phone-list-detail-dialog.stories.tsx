import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { AppProviders } from 'shared-sdk/react';
import { seededClient } from 'shared-sdk/testing/data';
import { EXECUTIONS_PAGE_SIZE } from '../api/get-message-executions';
import { PHONE_NUMBERS_PAGE_SIZE } from '../api/get-phone-numbers';
import { phoneListKeys } from '../api/keys';
import { executionOf, listsInEveryState, sampleEntries, scheduleOf, statsOf } from '../testing/fixtures';
import { PhoneListDetailDialog } from './phone-list-detail-dialog';

const { processing } = listsInEveryState();
const pagination = (total: number, limit: number) => ({ page: 1, limit, total, totalPages: 1 });

/** Every tab's answer already in the cache: the tabs draw without a server. */
const cache = seededClient([
  [phoneListKeys.stats(processing.id), statsOf()],
  [phoneListKeys.schedules(processing.id), { friendRequests: [scheduleOf()], messages: [scheduleOf({ id: 's-2', nextRunAt: '2026-03-05T23:30:00.000Z' })] }],
  [phoneListKeys.numbers(processing.id, { page: 1, limit: PHONE_NUMBERS_PAGE_SIZE }), { phoneNumbers: sampleEntries, pagination: pagination(4, 100) }],
  [
    phoneListKeys.messageExecutions(processing.id, { page: 1, limit: EXECUTIONS_PAGE_SIZE }),
    { executions: [executionOf(), executionOf({ id: 'e-2', status: 'SUCCESS', errorMessage: null, failedMessages: 0, blockedMessages: 0 })], pagination: pagination(2, 20) },
  ],
]);

const meta: Meta<typeof PhoneListDetailDialog> = {
  title: 'Phone lists/PhoneListDetailDialog',
  component: PhoneListDetailDialog,
  args: { open: true, list: processing, onClose: fn() },
  decorators: [
    (Story) => (
      <AppProviders queryClient={cache}>
        <Story />
      </AppProviders>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof PhoneListDetailDialog>;

/** Overview first; the other four tabs hold the histories, the run summaries and the per-account distribution. */
export const Default: Story = {};
