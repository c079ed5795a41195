import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, sharedListsApi } from 'shared-sdk';

/** GET /shared-pending/lists: the lists the user may manage (an ADMIN sees every list). */
export const sharedListsQueryOptions = () =>
  // Counts and PROCESSING follow running jobs: the page shows them fresh each time it opens.
  queryOptions({ queryKey: queryKeys.sharedLists.list(), queryFn: () => sharedListsApi.list().then((data) => data.lists), staleTime: 0 });

export const useSharedLists = () => useQuery(sharedListsQueryOptions());
