import type { Meta, StoryObj } from '@storybook/react';
import { ACCOUNT_ID } from 'shared-sdk/testing/data';
import { fn } from 'storybook/test';
import { SECOND_ACCOUNT_ID, sampleAccounts } from '../testing/fixtures';
import { ConversationFilters } from './conversation-filters';

const meta: Meta<typeof ConversationFilters> = {
  title: 'mf-social/Inbox/ConversationFilters',
  component: ConversationFilters,
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
  args: {
    accounts: sampleAccounts,
    unreadByAccount: new Map([
      [ACCOUNT_ID, 2],
      [SECOND_ACCOUNT_ID, 5],
    ]),
    accountId: undefined,
    onAccountChange: fn(),
    read: 'all',
    onReadChange: fn(),
    assignee: 'all',
    onAssigneeChange: fn(),
    search: '',
    onSearchChange: fn(),
    canMarkAllRead: true,
    markingAllRead: false,
    onMarkAllRead: fn(),
  },
};
export default meta;

export const AllAccounts: StoryObj<typeof ConversationFilters> = {};
export const OneAccountUnread: StoryObj<typeof ConversationFilters> = { args: { accountId: SECOND_ACCOUNT_ID, read: 'unread' } };
export const Searching: StoryObj<typeof ConversationFilters> = { args: { search: 'xin chao', canMarkAllRead: false } };
/** Only the conversations nobody handles yet. */
export const Unassigned: StoryObj<typeof ConversationFilters> = { args: { assignee: 'none' } };
