import { useMutation, useQueryClient } from '@tanstack/react-query';
import { proxiesApi, queryKeys } from 'shared-sdk';

/** POST /proxies/{id}/test: resolves for a working proxy, rejects with the reason otherwise. */
export const testProxy = (id: string) => proxiesApi.test(id);

/** The server keeps the result on the proxy: the cards are read again to show it. */
export const useTestProxy = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: testProxy, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.proxies.all() }) });
};
