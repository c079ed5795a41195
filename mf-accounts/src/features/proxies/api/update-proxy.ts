import { useMutation, useQueryClient } from '@tanstack/react-query';
import { proxiesApi, queryKeys, type UpdateProxyInput } from 'shared-sdk';

/** PATCH /proxies/{id}: any subset of the fields, including isActive. */
export const updateProxy = ({ id, input }: { id: string; input: UpdateProxyInput }) => proxiesApi.update(id, input);

export const useUpdateProxy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProxy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.proxies.all() }),
  });
};
