import { groupsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /accounts/{id}/groups/sync for each account in turn; the list reloads afterwards, whatever happened. */
export const useSyncGroups = () =>
  useApiMutation(
    async (accountIds: string[]) => {
      let total = 0;
      for (const accountId of accountIds) total += (await groupsApi.sync(accountId)).total;
      return total;
    },
    { invalidates: [queryKeys.groups.all()], on: 'settled' },
  );
