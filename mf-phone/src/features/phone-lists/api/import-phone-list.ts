import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PhoneImportInput, phoneListsApi, queryKeys } from 'shared-sdk';

/** POST /phone-lists/import (multipart): the file, listName and an optional description. */
export const importPhoneList = (input: PhoneImportInput) => phoneListsApi.importList(input);

export const useImportPhoneList = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importPhoneList, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.phoneLists.all() }) });
};
