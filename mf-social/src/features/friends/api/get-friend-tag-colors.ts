import { queryOptions, useQuery } from '@tanstack/react-query';
import { friendTagsApi, queryKeys } from 'shared-sdk';

/** GET /friend-tags/colors: fetched once and kept; the palette stands in until it answers. */
export const getFriendTagColors = () => friendTagsApi.colors();

export const friendTagColorsQueryOptions = () => queryOptions({ queryKey: queryKeys.friends.tagColors(), queryFn: getFriendTagColors, staleTime: Infinity });

export const useFriendTagColors = () => useQuery(friendTagColorsQueryOptions());
