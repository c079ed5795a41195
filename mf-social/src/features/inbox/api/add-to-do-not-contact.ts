import { inboxApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /conversations/{id}/do-not-contact: the chat's contact, friend or stranger, leaves every future job of the user. */
export const addToDoNotContact = (conversationId: string) => inboxApi.addToDoNotContact(conversationId);

export const useAddToDoNotContact = () =>
  useApiMutation(addToDoNotContact, {
    invalidates: [
      queryKeys.doNotContact.all(),
      // The contact panels say the person is listed now.
      queryKeys.inbox.contacts(),
    ],
    on: 'success',
  });
