import { type DoNotContactFromJobInput, doNotContactApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /do-not-contact/from-job: the chosen recipients of a job (their position in it) go on the do-not-contact list. */
export const addRecipientsToDoNotContact = (input: DoNotContactFromJobInput) => doNotContactApi.fromJob(input);

export const useAddRecipientsToDoNotContact = () => useApiMutation(addRecipientsToDoNotContact, { invalidates: [queryKeys.doNotContact.all()], on: 'success' });
