import { queryOptions, useQuery } from '@tanstack/react-query';
import { friendsApi, queryKeys } from 'shared-sdk';

/** GET /friend-tags/filtered-friends?search&limit=20: the add dialog's friend picker. */
export const searchFriends = (search: string) => friendsApi.filtered({ search: search || undefined, limit: '20' });

export const friendPickerQueryOptions = (search: string) => queryOptions({ queryKey: queryKeys.doNotContact.friendPicker(search), queryFn: () => searchFriends(search) });

export const useFriendPicker = (search: string, enabled: boolean) => useQuery({ ...friendPickerQueryOptions(search), enabled });
