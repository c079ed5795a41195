export { createSocialModule, type SocialSelections } from './module';
export type { SelectedGroupRow } from './groups/repo';
export { friendCounts, friendRowSql } from './friends/friend-reads';
