import { errorMessage, type FriendTagRef, type StoredFriend } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useAddToDoNotContact } from '../api/add-to-do-not-contact';
import { useToggleFriendTag } from '../api/toggle-friend-tag';
import { INBOX_TEXTS } from '../texts';

/** The contact panel's actions with their toasts: a friend's tags, and the do-not-contact list (friend or stranger). */
export function useContactActions(accountId: string) {
  const toasts = useToasts();
  const toggleTag = useToggleFriendTag();
  const doNotContact = useAddToDoNotContact();
  return {
    toggleTag: (friend: StoredFriend, tag: FriendTagRef, add: boolean) =>
      toggleTag.mutate(
        { accountId, friendId: friend.id, tag, add },
        {
          onSuccess: () => toasts.success(add ? INBOX_TEXTS.tagAdded : INBOX_TEXTS.tagRemoved),
          onError: (error) => toasts.error(errorMessage(error, add ? INBOX_TEXTS.tagAddFailed : INBOX_TEXTS.tagRemoveFailed)),
        },
      ),
    addToDoNotContact: (conversationId: string) =>
      doNotContact.mutate(conversationId, {
        onSuccess: (result) => (result.added > 0 ? toasts.success(INBOX_TEXTS.doNotContactAdded) : toasts.info(INBOX_TEXTS.doNotContactAlready)),
        onError: (error) => toasts.error(errorMessage(error, INBOX_TEXTS.doNotContactFailed)),
      }),
    addingDoNotContact: doNotContact.isPending,
  };
}
