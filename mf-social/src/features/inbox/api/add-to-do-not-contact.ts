import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxApi, queryKeys } from 'shared-sdk';

/** POST /conversations/{id}/do-not-contact: the chat's contact, friend or stranger, leaves every future job of the user. */
export const addToDoNotContact = (conversationId: string) => inboxApi.addToDoNotContact(conversationId);

export const useAddToDoNotContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToDoNotContact,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.doNotContact.all() }),
        // The contact panels say the person is listed now.
        queryClient.invalidateQueries({ queryKey: queryKeys.inbox.contacts() }),
      ]),
  });
};
