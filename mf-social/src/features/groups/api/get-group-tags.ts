import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupTagsApi, queryKeys } from 'shared-sdk';

/** GET /group-tags. */
export const getGroupTags = () => groupTagsApi.list();

export const groupTagsQueryOptions = () => queryOptions({ queryKey: queryKeys.groupTags.list(), queryFn: getGroupTags });

export const useGroupTags = () => useQuery(groupTagsQueryOptions());
