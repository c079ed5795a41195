import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupTagsApi, queryKeys } from 'shared-sdk';

/** GET /group-tags/stats. */
export const getGroupTagStats = () => groupTagsApi.stats();

export const groupTagStatsQueryOptions = () => queryOptions({ queryKey: queryKeys.groupTags.stats(), queryFn: getGroupTagStats });

export const useGroupTagStats = () => useQuery(groupTagStatsQueryOptions());
