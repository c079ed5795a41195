import type { Meta, StoryObj } from '@storybook/react';
import { withFrame, withRouter } from 'shared-sdk/testing/data';
import { InboxEmptyState } from './inbox-empty-state';

const meta: Meta<typeof InboxEmptyState> = {
  title: 'mf-social/Inbox/InboxEmptyState',
  component: InboxEmptyState,
  decorators: [withFrame({ width: 340 }), withRouter()],
  args: { reason: 'empty' },
};
export default meta;

export const NoConversationYet: StoryObj<typeof InboxEmptyState> = {};
export const NoAccount: StoryObj<typeof InboxEmptyState> = { args: { reason: 'no-accounts' } };
export const NoneLoggedIn: StoryObj<typeof InboxEmptyState> = { args: { reason: 'none-active' } };
export const NoneRunning: StoryObj<typeof InboxEmptyState> = { args: { reason: 'none-running' } };
export const AllRead: StoryObj<typeof InboxEmptyState> = { args: { reason: 'all-read' } };
