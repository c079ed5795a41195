import type { Meta, StoryObj } from '@storybook/react';
import { seededClient, withAppProviders } from 'shared-sdk/testing/data';
import { PHONE_EXECUTIONS_PAGE_SIZE, queryKeys } from 'shared-sdk';
import { executionOf, phoneListOf } from '../testing/fixtures';
import { ExecutionsTab } from './executions-tab';

const list = phoneListOf();
const runs = [
  executionOf({ id: 'e-0', kind: 'friend-request', status: 'RUNNING', pendingNumbers: 12, totalProcessed: 8, successfulMessages: 7, failedMessages: 1, blockedMessages: 0, errorMessage: null }),
  executionOf({ notStarted: [{ accountId: 'a-3', accountName: 'Shop Cây Cảnh', numbers: 40, reason: 'Đã đạt giới hạn 20 jobs hôm nay' }] }),
  executionOf({ id: 'e-2', status: 'SUCCESS', errorMessage: null, failedMessages: 0, blockedMessages: 0, successfulMessages: 50 }),
  executionOf({ id: 'e-3', status: 'FAILED', successfulMessages: 0, failedMessages: 50, blockedMessages: 0, errorMessage: 'Session expired (Code: 102)', schedule: null }),
];

const meta: Meta<typeof ExecutionsTab> = {
  title: 'Phone lists/Detail/ExecutionsTab',
  component: ExecutionsTab,
  args: { listId: list.id },
  decorators: [
    withAppProviders(
      seededClient([
        [queryKeys.phoneLists.executions(list.id, { page: 1, limit: PHONE_EXECUTIONS_PAGE_SIZE }), { executions: runs, pagination: { page: 1, limit: 20, total: 4, totalPages: 1 } }],
      ]),
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof ExecutionsTab>;

/** A run under way, then Một phần (with an account not started), Thành công and Thất bại runs. */
export const Default: Story = {};
