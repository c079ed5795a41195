import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AccountHealth, accountHealthApi, queryKeys, type SendingWindowInput } from 'shared-sdk';

/** PUT /accounts/{id}/sending-window: the account's own window, or off. */
export const setSendingWindow = ({ accountId, input }: { accountId: string; input: SendingWindowInput }) => accountHealthApi.setWindow(accountId, input);

/** Puts the answer in the health list at once (the other accounts are unchanged). */
export function replaceHealth(list: AccountHealth[] | undefined, health: AccountHealth): AccountHealth[] | undefined {
  return list?.map((entry) => (entry.accountId === health.accountId ? health : entry));
}

export const useSetSendingWindow = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSendingWindow,
    onSuccess: (health) => queryClient.setQueryData<AccountHealth[]>(queryKeys.accounts.health(), (list) => replaceHealth(list, health)),
  });
};
