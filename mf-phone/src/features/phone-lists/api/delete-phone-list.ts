import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phoneListsApi } from './client';
import { invalidatePhoneLists } from './invalidate';

/** DELETE /phone-lists/{id}: only a list that is not PROCESSING. */
export const deletePhoneList = (id: string) => phoneListsApi.remove(id);

export const useDeletePhoneList = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePhoneList, onSettled: () => void invalidatePhoneLists(queryClient) });
};
