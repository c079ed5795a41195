import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { withFrame, withRouter } from 'shared-sdk/testing/data';
import { NOW, sampleConversations } from '../testing/fixtures';
import { ConversationList } from './conversation-list';
import { InboxEmptyState } from './inbox-empty-state';

const meta: Meta<typeof ConversationList> = {
  title: 'mf-social/Inbox/ConversationList',
  component: ConversationList,
  decorators: [withFrame({ width: 340 }), withRouter()],
  args: {
    conversations: sampleConversations,
    selectedId: sampleConversations[0].id,
    showAccount: true,
    onOpen: fn(),
    loading: false,
    error: null,
    onRetry: fn(),
    hasMore: true,
    loadingMore: false,
    onLoadMore: fn(),
    empty: <InboxEmptyState reason="empty" />,
    now: NOW,
  },
};
export default meta;

export const WithMore: StoryObj<typeof ConversationList> = {};
export const Loading: StoryObj<typeof ConversationList> = { args: { loading: true } };
export const LoadFailed: StoryObj<typeof ConversationList> = { args: { conversations: [], error: 'Không thể tải danh sách hội thoại' } };
export const Empty: StoryObj<typeof ConversationList> = { args: { conversations: [], hasMore: false } };
