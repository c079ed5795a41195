import type { FilteredFriends, FriendTag, FriendTagRef, StoredFriend } from 'shared-sdk';
import { accountOf } from 'shared-sdk/testing/data';

/** Fixtures of the friends feature, for its tests and stories. */

export const SHOP_HN = accountOf({ id: '0b6f1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', displayName: 'Shop Hà Nội' });
export const SHOP_SG = accountOf({ id: '1c7a2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e', displayName: 'Shop Sài Gòn' });
export const sampleAccounts = [SHOP_HN, SHOP_SG];
/** The accounts' names by id, as the friends page hands them to its lists. */
export const sampleAccountNames = new Map(sampleAccounts.map((account) => [account.id, account.displayName]));

export const VIP: FriendTagRef = { id: '7d0c8f3e-6a8b-4a3e-9d5e-1f2a3b4c5d6e', name: 'VIP', color: '#10B981' };
export const NEW_CUSTOMER: FriendTagRef = { id: '8e1d9a4f-7b9c-4b4f-8e6f-2a3b4c5d6e7f', name: 'Khách mới', color: '#F59E0B' };

export const tagOf = (ref: FriendTagRef, friendCount = 1): FriendTag => ({ ...ref, description: null, friendCount, accountCount: 1, createdAt: '2026-11-20T03:00:00.000Z' });

const NAMES = ['Nguyễn Văn An', 'Trần Thị Bình', 'Lê Hoàng Cường', 'Phạm Minh Dũng', 'Hoàng Thu Hà', 'Vũ Đức Long'];

/** Friend `n` of an account: uid `uid-n` (the same uid may exist under another account: another person). */
export function friendOf(n: number, overrides: Partial<StoredFriend> = {}): StoredFriend {
  return {
    id: `f-${overrides.accountId ?? SHOP_HN.id}-${n}`,
    userId: `uid-${n}`,
    globalId: `G${n}`,
    accountId: SHOP_HN.id,
    displayName: `${NAMES[n % NAMES.length]} ${n}`,
    zaloName: null,
    avatar: null,
    phone: null,
    isActive: n % 3 !== 0,
    lastSyncAt: '2026-11-23T03:00:00.000Z',
    tags: [],
    ...overrides,
  };
}

/** One answer of GET /friend-tags/filtered-friends with the given page of friends. */
export function filteredOf(friends: StoredFriend[], total = friends.length, totalAll = total): FilteredFriends {
  return { friends, total, totalAll, activeCount: friends.filter((f) => f.isActive).length, accountCount: new Set(friends.map((f) => f.accountId)).size };
}

export const sampleFriends = [
  friendOf(1, { tags: [VIP] }),
  friendOf(2, { tags: [VIP, NEW_CUSTOMER] }),
  friendOf(3),
  friendOf(4, { accountId: SHOP_SG.id, tags: [NEW_CUSTOMER] }),
];
