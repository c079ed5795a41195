import { everyFriendOf, friendIdsOrSelection, friendKey, groupByAccount, isFriendSelected, itemsOfFriends, selectedCount, withFriends } from './friend-selection';
import { filteredOf, friendOf } from '../testing/fixtures';

test('a friend is keyed by account and user id: the same uid under two accounts is two friends', () => {
  expect(friendKey({ accountId: 'a', userId: 'u1' })).not.toBe(friendKey({ accountId: 'b', userId: 'u1' }));
  expect(friendKey({ accountId: 'a', userId: 'u1' })).toBe(friendKey({ accountId: 'a', userId: 'u1' }));
});

test('the selection grouped by account, accounts in the order first selected', () => {
  const groups = groupByAccount([
    { id: 'f1', accountId: 'b', userId: 'u1', displayName: 'An' },
    { id: 'f2', accountId: 'a', userId: 'u1', displayName: 'Bình' },
    { id: 'f3', accountId: 'b', userId: 'u2', displayName: 'Cường' },
  ]);
  expect([...groups.keys()]).toEqual(['b', 'a']);
  expect(groups.get('b')?.map((f) => f.userId)).toEqual(['u1', 'u2']);
});

test('picked friends go by their stored ids; a select-all by its filter, minus the friends unticked since', () => {
  const picked = itemsOfFriends([{ id: 'f1', accountId: 'a', userId: 'u1', displayName: 'An' }]);
  expect(friendIdsOrSelection(picked)).toEqual({ friendIds: ['f1'] });
  const shown = friendOf(3);
  let all = everyFriendOf({ tagIds: [] }, { ...filteredOf([shown], 12_345), byAccount: [{ accountId: shown.accountId, count: 12_345 }] });
  expect(selectedCount(all)).toBe(12_345);
  expect(isFriendSelected(all, shown)).toBe(true);
  all = withFriends(all, [{ id: shown.id, accountId: shown.accountId, userId: shown.userId, displayName: shown.displayName }], false);
  expect(isFriendSelected(all, shown)).toBe(false);
  expect(selectedCount(all)).toBe(12_344);
  expect(friendIdsOrSelection(all)).toEqual({ selection: { filter: { tagIds: [] }, excludeIds: [shown.id] } });
});
