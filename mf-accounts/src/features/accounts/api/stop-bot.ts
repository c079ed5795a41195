import { botsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /bots/{id}/stop. */
export const stopBot = (accountId: string) => botsApi.stop(accountId);

export const useStopBot = () => useApiMutation(stopBot, { invalidates: (accountId) => [queryKeys.bots.status(accountId)], on: 'settled' });
