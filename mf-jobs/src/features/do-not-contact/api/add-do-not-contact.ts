import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddDoNotContactInput, doNotContactApi, queryKeys } from 'shared-sdk';

/** POST /do-not-contact: one phone number or one stored friend, by hand. */
export const addDoNotContact = (input: AddDoNotContactInput) => doNotContactApi.add(input);

/** Reloads the list and its counts. */
export const useAddDoNotContact = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addDoNotContact, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.doNotContact.all() }) });
};
