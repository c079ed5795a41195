import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateProxyInput, proxiesApi, queryKeys } from 'shared-sdk';

/** POST /proxies. */
export const createProxy = (input: CreateProxyInput) => proxiesApi.create(input);

export const useCreateProxy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProxy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.proxies.all() }),
  });
};
