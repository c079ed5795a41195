import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AccountHealth, accountHealthApi, queryKeys } from 'shared-sdk';
import { replaceHealth } from './set-sending-window';

/** POST /accounts/{id}/sending/resume: closes the account's breaker; its jobs go on. */
export const resumeSending = (accountId: string) => accountHealthApi.resume(accountId);

export const useResumeSending = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSending,
    onSuccess: (health) => {
      queryClient.setQueryData<AccountHealth[]>(queryKeys.accounts.health(), (list) => replaceHealth(list, health));
      return queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all() });
    },
  });
};
