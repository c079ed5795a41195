import { useMutation, useQueryClient } from '@tanstack/react-query';
import { botsApi, queryKeys } from 'shared-sdk';

/** POST /bots/{id}/start: only for an ACTIVE account. */
export const startBot = (accountId: string) => botsApi.start(accountId);

export const useStartBot = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBot,
    // A start can also find the session expired, which changes the account's status.
    onSettled: (_data, _error, accountId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bots.status(accountId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.accounts.list() }),
      ]),
  });
};
