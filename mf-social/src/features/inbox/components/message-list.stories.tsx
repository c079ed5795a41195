import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { withFrame, withRouter } from 'shared-sdk/testing/data';
import { NOW, sampleConversations, sampleMessages } from '../testing/fixtures';
import { MessageList } from './message-list';

const meta: Meta<typeof MessageList> = {
  title: 'mf-social/Inbox/MessageList',
  component: MessageList,
  decorators: [withFrame({ height: 520, display: 'flex', flexDirection: 'column', maxWidth: 720 }), withRouter()],
  args: {
    conversationId: sampleConversations[0].id,
    messages: sampleMessages,
    isGroup: false,
    loading: false,
    error: null,
    onRetry: fn(),
    hasOlder: true,
    loadingOlder: false,
    onLoadOlder: fn(),
    onResend: fn(),
    resendingId: null,
    now: NOW,
  },
};
export default meta;

export const TwoDays: StoryObj<typeof MessageList> = {};
export const WholeHistory: StoryObj<typeof MessageList> = { args: { hasOlder: false } };
export const Loading: StoryObj<typeof MessageList> = { args: { messages: [], loading: true } };
export const Empty: StoryObj<typeof MessageList> = { args: { messages: [], hasOlder: false } };
export const LoadFailed: StoryObj<typeof MessageList> = { args: { messages: [], error: 'Không thể tải tin nhắn' } };
