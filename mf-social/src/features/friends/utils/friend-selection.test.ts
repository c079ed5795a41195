import { friendKey, groupByAccount } from './friend-selection';

test('a friend is keyed by account and user id: the same uid under two accounts is two friends', () => {
  expect(friendKey({ accountId: 'a', userId: 'u1' })).not.toBe(friendKey({ accountId: 'b', userId: 'u1' }));
  expect(friendKey({ accountId: 'a', userId: 'u1' })).toBe(friendKey({ accountId: 'a', userId: 'u1' }));
});

test('the selection grouped by account, accounts in the order first selected', () => {
  const groups = groupByAccount([
    { accountId: 'b', userId: 'u1', displayName: 'An' },
    { accountId: 'a', userId: 'u1', displayName: 'Bình' },
    { accountId: 'b', userId: 'u2', displayName: 'Cường' },
  ]);
  expect([...groups.keys()]).toEqual(['b', 'a']);
  expect(groups.get('b')?.map((f) => f.userId)).toEqual(['u1', 'u2']);
});
