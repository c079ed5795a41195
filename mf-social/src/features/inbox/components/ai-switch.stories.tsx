import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { NOW, sampleConversations } from '../testing/fixtures';
import { AiSwitch } from './ai-switch';

const meta: Meta<typeof AiSwitch> = {
  title: 'mf-social/Inbox/AiSwitch',
  component: AiSwitch,
  args: { conversation: sampleConversations[0], accountAutoReply: true, onChange: fn(), saving: false, now: NOW },
};
export default meta;

export const Answering: StoryObj<typeof AiSwitch> = {};
export const PausedAfterAReply: StoryObj<typeof AiSwitch> = { args: { conversation: sampleConversations[1] } };
export const OffHere: StoryObj<typeof AiSwitch> = { args: { conversation: { ...sampleConversations[0], aiPaused: true } } };
export const OffForTheAccount: StoryObj<typeof AiSwitch> = { args: { accountAutoReply: false } };
