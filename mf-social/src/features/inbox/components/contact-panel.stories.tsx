import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { withFrame, withRouter } from 'shared-sdk/testing/data';
import { friendOf, sampleConversations, sampleTags } from '../testing/fixtures';
import { ContactPanel } from './contact-panel';

const meta: Meta<typeof ContactPanel> = {
  title: 'mf-social/Inbox/ContactPanel',
  component: ContactPanel,
  decorators: [withFrame({ width: 300 }), withRouter()],
  args: {
    conversation: sampleConversations[0],
    friend: friendOf(),
    allTags: sampleTags,
    onToggleTag: fn(),
    jobs: [{ jobId: 'j-1', at: '2026-03-11T08:00:00Z', text: 'Chào chị Lan, shop có hoa mới về ạ' }],
    onDoNotContact: fn(),
    addingDoNotContact: false,
  },
};
export default meta;

export const Friend: StoryObj<typeof ContactPanel> = {};
export const Stranger: StoryObj<typeof ContactPanel> = { args: { friend: null, jobs: [] } };
export const Group: StoryObj<typeof ContactPanel> = { args: { conversation: sampleConversations[2], friend: null } };
/** The friend is on the do-not-contact list already (by hand, or after an opt-out word): said instead of offered. */
export const OnDoNotContactList: StoryObj<typeof ContactPanel> = { args: { onDoNotContactList: true } };
