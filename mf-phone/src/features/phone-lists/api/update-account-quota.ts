import { useMutation } from '@tanstack/react-query';
import { phoneListsApi } from './client';

/** PATCH /phone-lists/accounts/{id}/quota: an account's daily limit for phone-list work. */
export const updateAccountQuota = ({ accountId, dailyLimit }: { accountId: string; dailyLimit: number }) =>
  phoneListsApi.updateAccountQuota(accountId, { dailyLimit });

export const useUpdateAccountQuota = () => useMutation({ mutationFn: updateAccountQuota });
