import { filteredOf, groupFixture } from '../testing/fixtures';
import { everyGroupOf, groupKey, isGroupSelected, itemsOf, NO_GROUPS, rowIdsOrSelection, selectedCount, selectionByAccount, toggleGroup } from './selection';

test('the key is account plus group: the same platform group seen by two accounts is two selections', () => {
  const a = groupFixture({ accountId: 'a1', groupId: 'g1' });
  const b = groupFixture({ id: 'row2', accountId: 'a2', groupId: 'g1' });
  expect(groupKey(a)).toBe('a1:g1');
  let selection = toggleGroup(NO_GROUPS, a);
  selection = toggleGroup(selection, b);
  expect(selectedCount(selection)).toBe(2);
  expect(selectionByAccount(selection).map((share) => share.accountId)).toEqual(['a1', 'a2']);
  expect(selectedCount(toggleGroup(selection, a))).toBe(1);
  expect(rowIdsOrSelection(selection)).toEqual({ groupIds: ['row-1', 'row2'] });
});

test('a select-all is the filter itself: any number, minus the groups unticked since, split by account', () => {
  const shown = groupFixture({ accountId: 'a1', isCommunity: true });
  let selection = everyGroupOf({ tagIds: ['t'] }, {
    ...filteredOf([shown], 12_000),
    byAccount: [
      { accountId: 'a1', count: 10_000, communityCount: 3 },
      { accountId: 'a2', count: 2_000, communityCount: 0 },
    ],
  });
  expect(selectedCount(selection)).toBe(12_000);
  expect(isGroupSelected(selection, shown)).toBe(true);
  selection = toggleGroup(selection, shown);
  expect(isGroupSelected(selection, shown)).toBe(false);
  expect(selectedCount(selection)).toBe(11_999);
  expect(selectionByAccount(selection)).toEqual([
    { accountId: 'a1', count: 9_999, communityCount: 2 },
    { accountId: 'a2', count: 2_000, communityCount: 0 },
  ]);
  expect(rowIdsOrSelection(selection)).toEqual({ selection: { filter: { tagIds: ['t'] }, excludeIds: [shown.id] } });
  expect(itemsOf([shown]).kind).toBe('items');
});
