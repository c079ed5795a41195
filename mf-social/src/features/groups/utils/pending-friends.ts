import { type PendingFriend, type PendingFriendsResponse, type SaveMembersRequest, saveMembersOfPending } from 'shared-sdk';

export const pendingKey = (friend: Pick<PendingFriend, 'sourceAccountId' | 'id'>) => `${friend.sourceAccountId}:${friend.id}`;

export interface PendingOverview {
  friends: PendingFriend[];
  accounts: Array<{ id: string; displayName: string }>;
  pending: number;
  existing: number;
  unavailable: string[];
}

/** The answers of every account put together. */
export function mergePending(answers: PendingFriendsResponse[]): PendingOverview {
  return {
    friends: answers.flatMap((answer) => answer.pendingFriends),
    accounts: answers.map((answer) => answer.account),
    pending: answers.reduce((sum, answer) => sum + answer.summary.totalPendingFriends, 0),
    existing: answers.reduce((sum, answer) => sum + answer.summary.existingFriends, 0),
    unavailable: [...new Set(answers.flatMap((answer) => answer.unavailableGroups))],
  };
}

/** Friend-request calls of one account: its chosen people by group (POST …/groups/{g}/friend-requests). */
export function friendRequestsByGroup(friends: PendingFriend[], accountId: string): Map<string, string[]> {
  const byGroup = new Map<string, string[]>();
  for (const friend of friends) {
    if (friend.sourceAccountId !== accountId) continue;
    byGroup.set(friend.groupId, [...(byGroup.get(friend.groupId) ?? []), friend.id]);
  }
  return byGroup;
}

/** 'Kho chung' saves: one per source account. */
export function saveRequests(friends: PendingFriend[]): SaveMembersRequest[] {
  const byAccount = new Map<string, PendingFriend[]>();
  for (const friend of friends) {
    const pending = byAccount.get(friend.sourceAccountId) ?? [];
    pending.push(friend);
    byAccount.set(friend.sourceAccountId, pending);
  }
  // Through the contract's mapping: it keeps each member's globalId, which another account needs to find them.
  return [...byAccount].map(([sourceAccountId, pending]) => saveMembersOfPending(sourceAccountId, pending));
}
