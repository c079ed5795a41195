import { doNotContactApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** DELETE /do-not-contact/{id}. */
export const removeDoNotContact = (id: string) => doNotContactApi.remove(id);

/** Reloads the list and its counts. */
export const useRemoveDoNotContact = () => useApiMutation(removeDoNotContact, { invalidates: [queryKeys.doNotContact.all()], on: 'success' });
