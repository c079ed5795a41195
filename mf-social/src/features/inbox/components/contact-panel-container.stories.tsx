import type { Meta, StoryObj } from '@storybook/react';
import { seededClient, withAppProviders, withFrame, withRouter } from 'shared-sdk/testing/data';
import { inboxCacheEntries, sampleConversations } from '../testing/fixtures';
import { ContactPanelContainer } from './contact-panel-container';

const cache = seededClient(inboxCacheEntries());

const meta: Meta<typeof ContactPanelContainer> = {
  title: 'mf-social/Inbox/ContactPanelContainer',
  component: ContactPanelContainer,
  decorators: [withFrame({ width: 300 }), withRouter(), withAppProviders(cache)],
  args: { conversation: sampleConversations[0] },
};
export default meta;

/** A friend of the account, with a tag and the job that reached her. */
export const Friend: StoryObj<typeof ContactPanelContainer> = {};
