import { type AddDoNotContactInput, doNotContactApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /do-not-contact: one phone number or one stored friend, by hand. */
export const addDoNotContact = (input: AddDoNotContactInput) => doNotContactApi.add(input);

/** Reloads the list and its counts. */
export const useAddDoNotContact = () => useApiMutation(addDoNotContact, { invalidates: [queryKeys.doNotContact.all()], on: 'success' });
