import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from 'shared-sdk';

/** Tag changes reload the tags, their stats and the group cards (which show tags). */
export function useRefreshGroupTags() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: queryKeys.groupTags.all() }), client.invalidateQueries({ queryKey: queryKeys.groups.all() })]);
}
