import { accountsApi, queryKeys, type UpdateAccountInput } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** PATCH /accounts/{id}: any subset of displayName, autoStart, autoJoinByLink, proxyId (null clears it). */
export const updateAccount = ({ id, input }: { id: string; input: UpdateAccountInput }) => accountsApi.update(id, input);

export const useUpdateAccount = () =>
  useApiMutation(updateAccount, {
    // The proxies list which accounts use them.
    invalidates: [queryKeys.accounts.all(), queryKeys.proxies.all()],
    on: 'settled',
  });
