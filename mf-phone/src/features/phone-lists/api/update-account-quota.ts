import { type PhoneQuotaInput, phoneListsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** PATCH /phone-lists/accounts/{id}/quota: an account's daily friend-request (dailyLimit) and/or message quota. */
export const updateAccountQuota = ({ accountId, ...quota }: { accountId: string } & PhoneQuotaInput) => phoneListsApi.updateAccountQuota(accountId, quota);

export const useUpdateAccountQuota = () => useApiMutation(updateAccountQuota, { invalidates: [queryKeys.phoneLists.accountQuotas()], on: 'success' });
