import { queryOptions, useQuery } from '@tanstack/react-query';
import { friendTagsApi, queryKeys } from 'shared-sdk';

/** GET /friend-tags: every friend tag of the user, for the contact panel's 'Thêm tag'. */
export const getFriendTags = () => friendTagsApi.list();

export const friendTagsQueryOptions = () => queryOptions({ queryKey: queryKeys.friends.tags(), queryFn: getFriendTags });

export const useFriendTags = (enabled = true) => useQuery({ ...friendTagsQueryOptions(), enabled });
