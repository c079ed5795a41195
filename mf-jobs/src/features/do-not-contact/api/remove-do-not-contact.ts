import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doNotContactApi, queryKeys } from 'shared-sdk';

/** DELETE /do-not-contact/{id}. */
export const removeDoNotContact = (id: string) => doNotContactApi.remove(id);

/** Reloads the list and its counts. */
export const useRemoveDoNotContact = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeDoNotContact, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.doNotContact.all() }) });
};
