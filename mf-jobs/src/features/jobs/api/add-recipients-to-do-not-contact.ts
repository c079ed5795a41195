import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DoNotContactFromJobInput, doNotContactApi, queryKeys } from 'shared-sdk';

/** POST /do-not-contact/from-job: the chosen recipients of a job (their position in it) go on the do-not-contact list. */
export const addRecipientsToDoNotContact = (input: DoNotContactFromJobInput) => doNotContactApi.fromJob(input);

export const useAddRecipientsToDoNotContact = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addRecipientsToDoNotContact, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.doNotContact.all() }) });
};
