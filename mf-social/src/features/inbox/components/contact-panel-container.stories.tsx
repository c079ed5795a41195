import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from 'shared-sdk/react';
import { seededClient } from 'shared-sdk/testing/data';
import { inboxCacheEntries, sampleConversations } from '../testing/fixtures';
import { ContactPanelContainer } from './contact-panel-container';

const cache = seededClient(inboxCacheEntries());

const meta: Meta<typeof ContactPanelContainer> = {
  title: 'mf-social/Inbox/ContactPanelContainer',
  component: ContactPanelContainer,
  decorators: [
    (Story) => (
      <AppProviders queryClient={cache}>
        <MemoryRouter>
          <div style={{ width: 300 }}>{Story()}</div>
        </MemoryRouter>
      </AppProviders>
    ),
  ],
  args: { conversation: sampleConversations[0] },
};
export default meta;

/** A friend of the account, with a tag and the job that reached her. */
export const Friend: StoryObj<typeof ContactPanelContainer> = {};
