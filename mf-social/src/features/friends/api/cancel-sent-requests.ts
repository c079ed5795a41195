import { useMutation, useQueryClient } from '@tanstack/react-query';
import { friendsApi, queryKeys } from 'shared-sdk';

/** DELETE /accounts/{id}/sent-friend-requests with userIds. */
export const cancelSentRequests = ({ accountId, userIds }: { accountId: string; userIds: string[] }) => friendsApi.cancelSentRequests(accountId, userIds);

/** One call per account, each settled on its own (the tab says what each did); the sent requests reload afterwards. */
export const useCancelSentRequests = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (byAccount: [accountId: string, userIds: string[]][]) =>
      Promise.allSettled(byAccount.map(([accountId, userIds]) => cancelSentRequests({ accountId, userIds }))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.friends.allSentRequests() }),
  });
};
