import { friendsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** DELETE /accounts/{id}/sent-friend-requests with userIds. */
export const cancelSentRequests = ({ accountId, userIds }: { accountId: string; userIds: string[] }) => friendsApi.cancelSentRequests(accountId, userIds);

/** One call per account, each settled on its own (the tab says what each did); the sent requests reload afterwards. */
export const useCancelSentRequests = () =>
  useApiMutation(
    (byAccount: [accountId: string, userIds: string[]][]) =>
      Promise.allSettled(byAccount.map(([accountId, userIds]) => cancelSentRequests({ accountId, userIds }))),
    { invalidates: [queryKeys.friends.allSentRequests()], on: 'settled' },
  );
