import { type PhoneImportInput, phoneListsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /phone-lists/import (multipart): the file, listName and an optional description. */
export const importPhoneList = (input: PhoneImportInput) => phoneListsApi.importList(input);

export const useImportPhoneList = () => useApiMutation(importPhoneList, { invalidates: [queryKeys.phoneLists.all()], on: 'settled' });
