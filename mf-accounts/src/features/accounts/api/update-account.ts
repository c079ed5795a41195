import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApi, queryKeys, type UpdateAccountInput } from 'shared-sdk';

/** PATCH /accounts/{id}: any subset of displayName, autoStart, autoJoinByLink, proxyId (null clears it). */
export const updateAccount = ({ id, input }: { id: string; input: UpdateAccountInput }) => accountsApi.update(id, input);

export const useUpdateAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    // The proxies list which accounts use them.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.accounts.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.proxies.all() }),
      ]),
  });
};
