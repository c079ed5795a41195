import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupsApi, queryKeys } from 'shared-sdk';

/** POST /accounts/{id}/groups/sync for each account in turn; the list reloads afterwards, whatever happened. */
export const useSyncGroups = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (accountIds: string[]) => {
      let total = 0;
      for (const accountId of accountIds) total += (await groupsApi.sync(accountId)).total;
      return total;
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.groups.all() }),
  });
};
