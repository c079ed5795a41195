import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, sharedListsApi } from 'shared-sdk';

/** GET /shared-pending/lists: the lists the user may manage (an ADMIN sees every list). */
export const sharedListsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.sharedLists.list(), queryFn: () => sharedListsApi.list().then((data) => data.lists) });

export const useSharedLists = () => useQuery(sharedListsQueryOptions());
