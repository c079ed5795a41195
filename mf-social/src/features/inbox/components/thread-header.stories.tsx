import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { AGENT, ME, NOW, sampleConversations } from '../testing/fixtures';
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
    assignee: { mode: 'anyone', myUserId: ME.userId, members: [ME, AGENT], saving: false, onAssign: fn() },
  },
};
export default meta;

export const Desktop: StoryObj<typeof ThreadHeader> = {};
/** The phone layout: a way back to the list. */
export const Phone: StoryObj<typeof ThreadHeader> = { args: { onBack: fn() }, decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>] };
export const Group: StoryObj<typeof ThreadHeader> = { args: { conversation: sampleConversations[2], contactOpen: true } };
/** An AGENT: no picker; they take an unassigned conversation themselves. */
export const AgentUnassigned: StoryObj<typeof ThreadHeader> = { args: { assignee: { mode: 'self', myUserId: AGENT.userId, saving: false, onAssign: fn() } } };
/** An AGENT's own conversation: they can give it up. */
export const AgentOwn: StoryObj<typeof ThreadHeader> = {
  args: {
    conversation: { ...sampleConversations[1], assignee: { id: AGENT.userId, email: AGENT.email } },
    assignee: { mode: 'self', myUserId: AGENT.userId, saving: false, onAssign: fn() },
  },
};
/** The owner's view of a conversation someone handles. */
export const AssignedToAgent: StoryObj<typeof ThreadHeader> = { args: { conversation: { ...sampleConversations[1], assignee: { id: AGENT.userId, email: AGENT.email } } } };
