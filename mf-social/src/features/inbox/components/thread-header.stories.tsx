import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { NOW, sampleConversations } from '../testing/fixtures';
import { ThreadHeader } from './thread-header';

const meta: Meta<typeof ThreadHeader> = {
  title: 'mf-social/Inbox/ThreadHeader',
  component: ThreadHeader,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  args: {
    conversation: sampleConversations[1],
    contactOpen: false,
    onToggleContact: fn(),
    ai: { accountAutoReply: true, onChange: fn(), saving: false, now: NOW },
  },
};
export default meta;

export const Desktop: StoryObj<typeof ThreadHeader> = {};
/** The phone layout: a way back to the list. */
export const Phone: StoryObj<typeof ThreadHeader> = { args: { onBack: fn() }, decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>] };
export const Group: StoryObj<typeof ThreadHeader> = { args: { conversation: sampleConversations[2], contactOpen: true } };
