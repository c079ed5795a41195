import { accountsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** DELETE /accounts/{id}: the server stops the account's bot first. */
export const deleteAccount = (id: string) => accountsApi.remove(id);

export const useDeleteAccount = () =>
  useApiMutation(deleteAccount, {
    // Not awaited: the card that asked is gone once the list is back, and it still has to say so.
    invalidates: [queryKeys.accounts.all(), queryKeys.subscription.all(), queryKeys.proxies.all()],
    on: 'settled',
    wait: false,
  });
