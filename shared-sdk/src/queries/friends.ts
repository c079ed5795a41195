import { queryOptions, useQuery } from '@tanstack/react-query';
import { friendTagsApi } from '../api/friends';
import { queryKeys } from '../query-keys';

/** GET /friend-tags: every friend tag of the user (the friends page, and the inbox contact panel's 'Thêm tag'). */
export const friendTagsQueryOptions = () => queryOptions({ queryKey: queryKeys.friends.tags(), queryFn: () => friendTagsApi.list() });

export const useFriendTags = (enabled = true) => useQuery({ ...friendTagsQueryOptions(), enabled });
