import type { Meta, StoryObj } from '@storybook/react';
import { AppProviders } from 'shared-sdk/react';
import { seededClient } from 'shared-sdk/testing/data';
import { EXECUTIONS_PAGE_SIZE } from '../api/get-message-executions';
import { phoneListKeys } from '../api/keys';
import { executionOf, phoneListOf } from '../testing/fixtures';
import { ExecutionsTab } from './executions-tab';

const list = phoneListOf();
const runs = [
  executionOf(),
  executionOf({ id: 'e-2', status: 'SUCCESS', errorMessage: null, failedMessages: 0, blockedMessages: 0, successfulMessages: 50 }),
  executionOf({ id: 'e-3', status: 'FAILED', successfulMessages: 0, failedMessages: 50, blockedMessages: 0, errorMessage: 'Session expired (Code: 102)', schedule: null }),
];

const meta: Meta<typeof ExecutionsTab> = {
  title: 'Phone lists/Detail/ExecutionsTab',
  component: ExecutionsTab,
  args: { listId: list.id },
  decorators: [
    (Story) => (
      <AppProviders
        queryClient={seededClient([
          [phoneListKeys.messageExecutions(list.id, { page: 1, limit: EXECUTIONS_PAGE_SIZE }), { executions: runs, pagination: { page: 1, limit: 20, total: 3, totalPages: 1 } }],
        ])}
      >
        <Story />
      </AppProviders>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof ExecutionsTab>;

/** Thành công, Một phần and Thất bại runs. */
export const Default: Story = {};
