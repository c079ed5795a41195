import { type Conversation, useFriendTags } from 'shared-sdk';
import { useAccountFriends } from '../api/get-account-friends';
import { useConversationContact } from '../api/get-contact';
import { threadOf, useMessages } from '../api/get-messages';
import { useContactActions } from '../hooks/use-contact-actions';
import { jobsInThread } from '../utils/conversation-text';
import { ContactPanel } from './contact-panel';

/**
 * The contact panel of the open conversation, with its data: the stored friend, the user's tags, the jobs that reached
 * this person and the do-not-contact state (GET /conversations/{id}/contact; until it answers, the loaded thread's jobs).
 */
export function ContactPanelContainer({ conversation }: { conversation: Conversation }) {
  const isUser = conversation.type === 'user';
  const friends = useAccountFriends(conversation.accountId, isUser);
  const tags = useFriendTags(isUser);
  const messages = useMessages(conversation.id);
  const contact = useConversationContact(conversation.id);
  const actions = useContactActions(conversation.accountId);
  // A failed friends load reads as a stranger: the panel still shows the rest.
  const friend = !isUser ? null : friends.data ? (friends.data.friends.find((f) => f.userId === conversation.threadId) ?? null) : friends.isError ? null : undefined;
  return (
    <ContactPanel
      conversation={conversation}
      friend={friend}
      allTags={tags.data?.tags ?? []}
      onToggleTag={(tag, add) => friend && actions.toggleTag(friend, tag, add)}
      jobs={contact.data?.jobs ?? jobsInThread(threadOf(messages.data?.pages))}
      onDoNotContactList={contact.data?.doNotContact ?? false}
      onDoNotContact={() => actions.addToDoNotContact(conversation.id)}
      addingDoNotContact={actions.addingDoNotContact}
    />
  );
}
