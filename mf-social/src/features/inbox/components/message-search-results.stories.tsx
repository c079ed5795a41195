import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { messageOf, NOW, sampleConversations } from '../testing/fixtures';
import { MessageSearchResults } from './message-search-results';

const hits = [
  { message: messageOf({ id: 'h-1', text: 'Xin chào shop, hoa hồng còn không ạ?' }), conversation: sampleConversations[0] },
  { message: messageOf({ id: 'h-2', fromMe: true, text: 'Xin chào anh, shop gửi anh báo giá ạ', at: '2026-03-10T02:00:00Z' }), conversation: sampleConversations[1] },
];

const meta: Meta<typeof MessageSearchResults> = {
  title: 'mf-social/Inbox/MessageSearchResults',
  component: MessageSearchResults,
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
  args: {
    pages: [{ hits, pagination: { page: 1, limit: 20, total: 2, totalPages: 1 } }],
    loading: false,
    error: null,
    hasMore: false,
    loadingMore: false,
    onLoadMore: fn(),
    showAccount: true,
    onOpen: fn(),
    now: NOW,
  },
};
export default meta;

export const Hits: StoryObj<typeof MessageSearchResults> = {};
export const NoHit: StoryObj<typeof MessageSearchResults> = { args: { pages: [{ hits: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } }] } };
export const Searching: StoryObj<typeof MessageSearchResults> = { args: { pages: undefined, loading: true } };
