export { createSocialModule, type SocialSelections } from './module';
export type { SelectedGroupRow } from './groups/repo';
export { type FriendIdentity, friendByRowId, friendIdentities, storedFriendsSql, syncedGroupsAmong } from './stored-people';
export { friendCounts, friendRowSql, isFriendSql } from './friends/friend-reads';
export { createStoredGroups, type GroupRef, groupTagNames, storedGroupNames, type StoredGroups } from './groups/stored-groups';
export { createFriendsRepo, type FriendsListed } from './friends/repo';
