import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupTagsApi, queryKeys } from 'shared-sdk';

/** GET /group-tags. */
export const groupTagsQueryOptions = () => queryOptions({ queryKey: queryKeys.groupTags.list(), queryFn: () => groupTagsApi.list() });
export const useGroupTags = () => useQuery(groupTagsQueryOptions());

/** GET /group-tags/stats. */
export const groupTagStatsQueryOptions = () => queryOptions({ queryKey: queryKeys.groupTags.stats(), queryFn: () => groupTagsApi.stats() });
export const useGroupTagStats = () => useQuery(groupTagStatsQueryOptions());

/** GET /group-tags/colors: fetched once and kept (spec part 2 §9); the palette stands in when it fails. */
export const groupTagColorsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.groupTags.colors(), queryFn: () => groupTagsApi.colors(), staleTime: Infinity, gcTime: Infinity });
export const useGroupTagColors = () => useQuery(groupTagColorsQueryOptions());
