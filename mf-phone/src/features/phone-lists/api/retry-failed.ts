import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phoneListsApi, queryKeys } from 'shared-sdk';

/** POST /phone-lists/{id}/retry-failed: FAILED numbers go back to be distributed; answers totalDistributed. */
export const retryFailed = (id: string) => phoneListsApi.retryFailed(id);

export const useRetryFailed = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryFailed, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.phoneLists.all() }) });
};
