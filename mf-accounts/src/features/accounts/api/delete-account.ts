import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApi, queryKeys } from 'shared-sdk';

/** DELETE /accounts/{id}: the server stops the account's bot first. */
export const deleteAccount = (id: string) => accountsApi.remove(id);

export const useDeleteAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    // Not awaited: the card that asked is gone once the list is back, and it still has to say so.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.accounts.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscription.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.proxies.all() });
    },
  });
};
