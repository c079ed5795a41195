export { createSocialModule, type SocialSelections } from './module';
export type { SelectedGroupRow } from './groups/repo';
export { type FriendIdentity, friendByRowId, friendIdentities, storedFriendsSql, syncedGroupsAmong } from './stored-people';
