import { useMutation, useQueryClient } from '@tanstack/react-query';
import { proxiesApi, queryKeys } from 'shared-sdk';

/** DELETE /proxies/{id}. */
export const deleteProxy = (id: string) => proxiesApi.remove(id);

export const useDeleteProxy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProxy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.proxies.all() }),
  });
};
