import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { withFrame, withRouter } from 'shared-sdk/testing/data';
import { messageOf, sampleMessages } from '../testing/fixtures';
import { MessageBubble } from './message-bubble';

const meta: Meta<typeof MessageBubble> = {
  title: 'mf-social/Inbox/MessageBubble',
  component: MessageBubble,
  decorators: [withFrame({ width: 520 }), withRouter()],
  args: { message: sampleMessages[6], showSender: false, onResend: fn(), resending: false },
};
export default meta;

export const Received: StoryObj<typeof MessageBubble> = {};
export const FromAJob: StoryObj<typeof MessageBubble> = { args: { message: sampleMessages[0] } };
export const FromTheAi: StoryObj<typeof MessageBubble> = { args: { message: sampleMessages[2] } };
export const FromThePhone: StoryObj<typeof MessageBubble> = { args: { message: sampleMessages[4] } };
export const Failed: StoryObj<typeof MessageBubble> = { args: { message: sampleMessages[5] } };
export const Sending: StoryObj<typeof MessageBubble> = { args: { message: messageOf({ fromMe: true, source: 'inbox', status: 'PENDING', text: 'Dạ em gửi ngay ạ' }) } };
export const OptOut: StoryObj<typeof MessageBubble> = { args: { message: messageOf({ text: 'hủy', optOut: true }) } };
export const InAGroup: StoryObj<typeof MessageBubble> = { args: { showSender: true, message: messageOf({ senderName: 'Lê Hoàng', text: 'Có size 42 không?' }) } };
export const FileReceived: StoryObj<typeof MessageBubble> = { args: { message: sampleMessages[3] } };
