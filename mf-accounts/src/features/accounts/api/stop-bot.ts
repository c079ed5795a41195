import { useMutation, useQueryClient } from '@tanstack/react-query';
import { botsApi, queryKeys } from 'shared-sdk';

/** POST /bots/{id}/stop. */
export const stopBot = (accountId: string) => botsApi.stop(accountId);

export const useStopBot = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopBot,
    onSettled: (_data, _error, accountId) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.bots.status(accountId) }),
  });
};
