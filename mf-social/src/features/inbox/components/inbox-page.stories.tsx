import type { Meta, StoryObj } from '@storybook/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from 'shared-sdk/react';
import { seededClient } from 'shared-sdk/testing/data';
import { inboxCacheEntries, NOW, sampleConversations } from '../testing/fixtures';
import { InboxPage } from './inbox-page';

const meta: Meta<typeof InboxPage> = {
  title: 'mf-social/Inbox/InboxPage',
  component: InboxPage,
  parameters: { layout: 'fullscreen' },
  args: { now: NOW },
};
export default meta;

function withCache(url: string, entries = inboxCacheEntries()) {
  const cache = seededClient(entries);
  return [
    (Story: () => ReactElement) => (
      <AppProviders queryClient={cache}>
        <MemoryRouter initialEntries={[url]}>
          <div style={{ padding: 24 }}>{Story()}</div>
        </MemoryRouter>
      </AppProviders>
    ),
  ];
}

/** Every account's conversations; none open yet. */
export const List: StoryObj<typeof InboxPage> = { decorators: withCache('/inbox') };
/** A conversation open with its contact panel (at 1200 px and wider). */
export const ConversationOpen: StoryObj<typeof InboxPage> = { decorators: withCache(`/inbox?c=${sampleConversations[0].id}`) };
/** Accounts exist but no session runs: the list says messages arrive only while one does. */
export const NoSessionRunning: StoryObj<typeof InboxPage> = { decorators: withCache('/inbox', inboxCacheEntries({ conversations: [], running: false })) };
