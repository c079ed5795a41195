import type { Meta, StoryObj } from '@storybook/react';
import { seededClient, withAppProviders, withFrame, withRouter } from 'shared-sdk/testing/data';
import { fn } from 'storybook/test';
import { inboxCacheEntries, NOW, sampleAccounts, sampleConversations } from '../testing/fixtures';
import { ThreadPanel } from './thread-panel';

const cache = seededClient(inboxCacheEntries());

const meta: Meta<typeof ThreadPanel> = {
  title: 'mf-social/Inbox/ThreadPanel',
  component: ThreadPanel,
  decorators: [withFrame({ height: 640, maxWidth: 760, border: '1px solid #f0f0f0' }), withRouter(), withAppProviders(cache)],
  args: { conversation: sampleConversations[0], account: sampleAccounts[0], running: true, contactOpen: false, onToggleContact: fn(), now: NOW },
};
export default meta;

export const WithAContact: StoryObj<typeof ThreadPanel> = {};
export const AiPausedAfterAReply: StoryObj<typeof ThreadPanel> = { args: { conversation: sampleConversations[1] } };
export const Group: StoryObj<typeof ThreadPanel> = { args: { conversation: sampleConversations[2], account: sampleAccounts[1] } };
export const AccountNotRunning: StoryObj<typeof ThreadPanel> = { args: { running: false } };
