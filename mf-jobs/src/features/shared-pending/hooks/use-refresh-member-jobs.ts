import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from 'shared-sdk';

/** A created member job changes the members' statuses as it runs: the lists and the jobs reload. */
export function useRefreshMemberJobs() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.sharedLists.all() }), queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all() })]);
}
