import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { NOW, sampleConversations } from '../testing/fixtures';
import { ConversationItem } from './conversation-item';

const meta: Meta<typeof ConversationItem> = {
  title: 'mf-social/Inbox/ConversationItem',
  component: ConversationItem,
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
  args: { conversation: sampleConversations[0], selected: false, showAccount: true, onOpen: fn(), now: NOW },
};
export default meta;

export const Unread: StoryObj<typeof ConversationItem> = {};
export const Selected: StoryObj<typeof ConversationItem> = { args: { selected: true } };
/** The account answered last and the AI is paused here. */
export const RepliedAiPaused: StoryObj<typeof ConversationItem> = { args: { conversation: sampleConversations[1] } };
export const GroupWithPhoto: StoryObj<typeof ConversationItem> = { args: { conversation: sampleConversations[2] } };
/** Someone of the team handles it. */
export const Assigned: StoryObj<typeof ConversationItem> = {
  args: { conversation: { ...sampleConversations[0], assignee: { id: '77777777-7777-4777-8777-000000000007', email: 'lan.cskh@example.com' } } },
};
