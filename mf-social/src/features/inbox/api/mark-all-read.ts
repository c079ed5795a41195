import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxApi, queryKeys } from 'shared-sdk';

/** POST /conversations/read-all?accountId: every conversation of the account (or of every account) read. */
export const markAllRead = (accountId?: string) => inboxApi.readAll(accountId);

export const useMarkAllRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inbox.all() }),
  });
};
