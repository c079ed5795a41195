import { botsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /bots/{id}/start: only for an ACTIVE account. */
export const startBot = (accountId: string) => botsApi.start(accountId);

export const useStartBot = () =>
  useApiMutation(startBot, {
    // A start can also find the session expired, which changes the account's status.
    invalidates: (accountId) => [queryKeys.bots.status(accountId), queryKeys.accounts.list()],
    on: 'settled',
  });
