import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PhoneQuotaInput, phoneListsApi, queryKeys } from 'shared-sdk';

/** PATCH /phone-lists/accounts/{id}/quota: an account's daily friend-request (dailyLimit) and/or message quota. */
export const updateAccountQuota = ({ accountId, ...quota }: { accountId: string } & PhoneQuotaInput) => phoneListsApi.updateAccountQuota(accountId, quota);

export const useUpdateAccountQuota = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAccountQuota, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.phoneLists.accountQuotas() }) });
};
