import { groupFixture } from '../testing/fixtures';
import { groupKey, groupsByAccount, toggleGroup } from './selection';

test('the key is account plus group: the same platform group seen by two accounts is two selections', () => {
  const a = groupFixture({ accountId: 'a1', groupId: 'g1' });
  const b = groupFixture({ id: 'row2', accountId: 'a2', groupId: 'g1' });
  expect(groupKey(a)).toBe('a1:g1');
  let selection = toggleGroup(new Map(), a);
  selection = toggleGroup(selection, b);
  expect(selection.size).toBe(2);
  expect([...groupsByAccount(selection.values()).keys()]).toEqual(['a1', 'a2']);
  expect(toggleGroup(selection, a).size).toBe(1);
});
