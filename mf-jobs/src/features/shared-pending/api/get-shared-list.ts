import { useQuery } from '@tanstack/react-query';
import { queryKeys, sharedListsApi } from 'shared-sdk';

/** GET /shared-pending/lists/{id}: the list with its members. */
export const useSharedList = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.sharedLists.detail(id ?? ''),
    queryFn: () => sharedListsApi.get(id ?? '').then((data) => data.list),
    enabled: id !== null,
    // Members' statuses move with running jobs: each opening shows them fresh.
    staleTime: 0,
    refetchOnMount: 'always',
  });
