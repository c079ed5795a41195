import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phoneListsApi } from './client';
import type { PhoneImportInput } from './contract';
import { invalidatePhoneLists } from './invalidate';

/** POST /phone-lists/import (multipart): the file, listName and an optional description. */
export const importPhoneList = (input: PhoneImportInput) => phoneListsApi.importList(input);

export const useImportPhoneList = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importPhoneList, onSettled: () => void invalidatePhoneLists(queryClient) });
};
