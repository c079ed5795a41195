import type { Meta, StoryObj } from '@storybook/react';
import { seededClient, withAppProviders, withFrame, withRouter } from 'shared-sdk/testing/data';
import { fn } from 'storybook/test';
import { conversationsOf, useConversations } from '../api/get-conversations';
import { inboxCacheEntries, NOW, sampleAccounts, sampleConversations, unreadOf } from '../testing/fixtures';
import { ConversationColumn } from './conversation-column';

const cache = seededClient(inboxCacheEntries());

/** The column over the cached unfiltered list. */
function Column({ selectedId }: { selectedId: string | null }) {
  const conversations = useConversations({});
  return (
    <ConversationColumn
      accounts={sampleAccounts}
      running={new Set(sampleAccounts.map((account) => account.id))}
      unread={unreadOf({ [sampleAccounts[0].id]: 2, [sampleAccounts[1].id]: 5 })}
      accountId={undefined}
      onAccountChange={fn()}
      read="all"
      onReadChange={fn()}
      assignee="all"
      onAssigneeChange={fn()}
      search=""
      onSearchChange={fn()}
      query=""
      conversations={conversations}
      items={conversationsOf(conversations.data?.pages)}
      selectedId={selectedId}
      onOpen={fn()}
      now={NOW}
    />
  );
}

const meta: Meta<typeof Column> = {
  title: 'mf-social/Inbox/ConversationColumn',
  component: Column,
  decorators: [withFrame({ width: 340, height: 600, display: 'flex', flexDirection: 'column', border: '1px solid #f0f0f0' }), withRouter(), withAppProviders(cache)],
  args: { selectedId: sampleConversations[0].id },
};
export default meta;

export const EveryAccount: StoryObj<typeof Column> = {};
