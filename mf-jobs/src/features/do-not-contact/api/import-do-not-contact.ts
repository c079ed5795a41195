import { doNotContactApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /do-not-contact/import: column A of an .xlsx / .xls file. */
export const importDoNotContact = (file: File) => doNotContactApi.importFile(file, file.name);

/** Reloads the list and its counts. */
export const useImportDoNotContact = () => useApiMutation(importDoNotContact, { invalidates: [queryKeys.doNotContact.all()], on: 'success' });
