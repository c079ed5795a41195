import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupTagsApi, queryKeys } from 'shared-sdk';

/** GET /group-tags/colors: fetched once and kept; the palette stands in when it fails. */
export const getGroupTagColors = () => groupTagsApi.colors();

export const groupTagColorsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.groupTags.colors(), queryFn: getGroupTagColors, staleTime: Infinity, gcTime: Infinity });

export const useGroupTagColors = () => useQuery(groupTagColorsQueryOptions());
