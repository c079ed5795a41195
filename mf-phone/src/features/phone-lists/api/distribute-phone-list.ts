import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phoneListsApi, queryKeys } from 'shared-sdk';

/** POST /phone-lists/{id}/distribute: the unassigned pending numbers go round the ACTIVE accounts; answers totalDistributed. */
export const distributePhoneList = (id: string) => phoneListsApi.distribute(id);

export const useDistributePhoneList = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: distributePhoneList, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.phoneLists.all() }) });
};
