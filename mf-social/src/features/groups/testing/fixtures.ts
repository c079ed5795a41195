import type { FilteredGroups, GroupMembersResponse, GroupTag, PendingFriend, PendingFriendsResponse, StoredGroup } from 'shared-sdk';
import { ACCOUNT_ID, accountOf } from 'shared-sdk/testing/data';

/** Sample groups, tags and members for stories and tests (no network). */
export const SECOND_ACCOUNT_ID = '3f2a9c1e-7b4d-4e8a-9f10-2b3c4d5e6f71';
export const groupAccounts = [accountOf(), accountOf({ id: SECOND_ACCOUNT_ID, displayName: 'Shop Cây Cảnh' })];

export function tagFixture(overrides: Partial<GroupTag> = {}): GroupTag {
  return { id: 'tag-vip', name: 'VIP', color: '#EF4444', description: null, groupCount: 2, accountCount: 1, createdAt: '2026-03-01T02:00:00.000Z', ...overrides };
}

export const sampleTags: GroupTag[] = [
  tagFixture(),
  tagFixture({ id: 'tag-sale', name: 'Khách hàng thân thiết__acc', color: '#10B981', groupCount: 1 }),
  tagFixture({ id: 'tag-new', name: 'Mới', color: '#3B82F6', groupCount: 0, accountCount: 0 }),
];
const ref = (tag: GroupTag) => ({ id: tag.id, name: tag.name, color: tag.color });

export function groupFixture(overrides: Partial<StoredGroup> = {}): StoredGroup {
  return {
    id: 'row-1',
    groupId: 'g-100',
    name: 'Hội chợ Cây cảnh Sài Gòn',
    memberCount: 245,
    isCommunity: false,
    isActive: true,
    accountId: ACCOUNT_ID,
    accountName: 'Shop Hoa Tươi',
    tags: [ref(sampleTags[0])],
    lastSyncAt: '2026-03-05T02:15:00.000Z',
    ...overrides,
  };
}

export const sampleGroups: StoredGroup[] = [
  groupFixture(),
  groupFixture({ id: 'row-2', groupId: 'g-200', name: 'Cộng đồng Hoa lan', memberCount: 3200, isCommunity: true, tags: [] }),
  groupFixture({
    id: 'row-3',
    groupId: 'g-300',
    name: 'Khách sỉ miền Tây',
    memberCount: 58,
    isActive: false,
    accountId: SECOND_ACCOUNT_ID,
    accountName: 'Shop Cây Cảnh',
    tags: [ref(sampleTags[0]), ref(sampleTags[1]), ref(sampleTags[2]), { id: 't4', name: 'Sỉ', color: '#F59E0B' }, { id: 't5', name: 'Lẻ', color: '#8B5CF6' }],
  }),
];

export function filteredOf(groups: StoredGroup[], total = groups.length): FilteredGroups {
  return {
    groups,
    total,
    totalAll: Math.max(total, sampleGroups.length),
    activeCount: groups.filter((group) => group.isActive).length,
    communityCount: groups.filter((group) => group.isCommunity).length,
    accountCount: new Set(groups.map((group) => group.accountId)).size,
  };
}

export const sampleMembers = [
  { id: 'u1', displayName: 'Nguyễn Văn An', zaloName: 'An Nguyễn', avatar: null },
  { id: 'u2', displayName: 'Trần Thị Bình', zaloName: null, avatar: null },
  { id: 'u3', displayName: 'Lê Cường', zaloName: 'Cường Lê', avatar: null },
];

export function membersOf(members = sampleMembers, overrides: Partial<GroupMembersResponse> = {}): GroupMembersResponse {
  return {
    group: { groupId: 'g-100', name: 'Hội chợ Cây cảnh Sài Gòn', isCommunityGroup: false, memberCount: members.length, totalMembers: members.length },
    members,
    paging: { offset: 0, limit: 100, total: members.length, hasMore: false },
    ...overrides,
  };
}

export function pendingOf(accountId = ACCOUNT_ID, friends: Array<Partial<PendingFriend>> = [{ id: 'u1', displayName: 'Nguyễn Văn An' }, { id: 'u2', displayName: 'Trần Thị Bình' }]): PendingFriendsResponse {
  const pendingFriends = friends.map((friend) => ({
    id: 'u0',
    displayName: '',
    zaloName: null,
    avatar: null,
    groupId: 'g-100',
    groupName: 'Hội chợ Cây cảnh Sài Gòn',
    sourceAccountId: accountId,
    ...friend,
  }));
  return {
    pendingFriends,
    account: { id: accountId, displayName: accountId === ACCOUNT_ID ? 'Shop Hoa Tươi' : 'Shop Cây Cảnh' },
    summary: { totalPendingFriends: pendingFriends.length, existingFriends: 4, totalMembers: pendingFriends.length + 4, groupCount: 1 },
    unavailableGroups: [],
  };
}
