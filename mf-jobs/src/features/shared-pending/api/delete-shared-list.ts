import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, sharedListsApi } from 'shared-sdk';

/** DELETE /shared-pending/lists/{id} (its schedules go with it). */
export const useDeleteSharedList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sharedListsApi.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sharedLists.all() }),
  });
};
