import { useQuery } from '@tanstack/react-query';
import { queryKeys, sharedListsApi } from 'shared-sdk';

/** GET /shared-pending/lists/{id}/senders: the user's accounts and which members each can reach, the source first. */
export const useListSenders = (listId: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.sharedLists.senders(listId),
    queryFn: () => sharedListsApi.senders(listId).then((data) => data.senders),
    enabled,
    // A login or a group sync elsewhere changes who can send: each opening reads it again.
    staleTime: 0,
    refetchOnMount: 'always',
  });
