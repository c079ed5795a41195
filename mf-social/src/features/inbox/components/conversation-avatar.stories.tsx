import type { Meta, StoryObj } from '@storybook/react';
import { sampleConversations } from '../testing/fixtures';
import { ConversationAvatar } from './conversation-avatar';

const meta: Meta<typeof ConversationAvatar> = {
  title: 'mf-social/Inbox/ConversationAvatar',
  component: ConversationAvatar,
  args: { conversation: sampleConversations[0] },
};
export default meta;

export const Initials: StoryObj<typeof ConversationAvatar> = {};
export const Group: StoryObj<typeof ConversationAvatar> = { args: { conversation: sampleConversations[2] } };
export const Large: StoryObj<typeof ConversationAvatar> = { args: { size: 64 } };
