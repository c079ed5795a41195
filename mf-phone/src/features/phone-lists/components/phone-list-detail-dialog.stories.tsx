import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { seededClient, withAppProviders } from 'shared-sdk/testing/data';
import { PHONE_EXECUTIONS_PAGE_SIZE, PHONE_NUMBERS_PAGE_SIZE, queryKeys } from 'shared-sdk';
import { executionOf, listsInEveryState, sampleEntries, scheduleOf, statsOf } from '../testing/fixtures';
import { PhoneListDetailDialog } from './phone-list-detail-dialog';

const { processing } = listsInEveryState();
const pagination = (total: number, limit: number) => ({ page: 1, limit, total, totalPages: 1 });

/** Every tab's answer already in the cache: the tabs draw without a server. */
const cache = seededClient([
  [queryKeys.phoneLists.detail(processing.id), processing],
  [queryKeys.phoneLists.stats(processing.id), statsOf()],
  [queryKeys.phoneLists.friendRequestSchedules(processing.id), [scheduleOf({ kind: 'friend-request', scheduleTimes: ['09:00', '14:00'], timezone: 'Asia/Ho_Chi_Minh' })]],
  [
    queryKeys.phoneLists.messageSchedules(processing.id),
    [scheduleOf({ id: 's-2', kind: 'message', isActive: false, nextRunAt: null, scheduleTimes: ['20:00'], timezone: 'Asia/Ho_Chi_Minh' })],
  ],
  [queryKeys.phoneLists.numbers(processing.id, { page: 1, limit: PHONE_NUMBERS_PAGE_SIZE }), { phoneNumbers: sampleEntries, pagination: pagination(4, 100) }],
  [
    queryKeys.phoneLists.executions(processing.id, { page: 1, limit: PHONE_EXECUTIONS_PAGE_SIZE }),
    { executions: [executionOf(), executionOf({ id: 'e-2', status: 'SUCCESS', errorMessage: null, failedMessages: 0, blockedMessages: 0 })], pagination: pagination(2, 20) },
  ],
]);

const meta: Meta<typeof PhoneListDetailDialog> = {
  title: 'Phone lists/PhoneListDetailDialog',
  component: PhoneListDetailDialog,
  args: { open: true, list: processing, onClose: fn() },
  decorators: [withAppProviders(cache)],
};
export default meta;

type Story = StoryObj<typeof PhoneListDetailDialog>;

/** Overview first; the other four tabs hold the histories, the run summaries and the per-account distribution. */
export const Default: Story = {};
