import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phoneListsApi, queryKeys } from 'shared-sdk';

/** DELETE /phone-lists/{id}: only a list that is not PROCESSING. */
export const deletePhoneList = (id: string) => phoneListsApi.remove(id);

export const useDeletePhoneList = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePhoneList, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.phoneLists.all() }) });
};
