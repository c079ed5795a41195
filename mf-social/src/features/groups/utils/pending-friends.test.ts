import { SECOND_ACCOUNT_ID, pendingOf } from '../testing/fixtures';
import { friendRequestsByGroup, mergePending, saveRequests } from './pending-friends';
import { ACCOUNT_ID } from 'shared-sdk/testing';

const merged = mergePending([
  pendingOf(ACCOUNT_ID, [{ id: 'u1', displayName: 'An', globalId: 'G-AN' }, { id: 'u2', displayName: 'Bình', groupId: 'g-2', groupName: 'Nhóm 2' }]),
  pendingOf(SECOND_ACCOUNT_ID, [{ id: 'u1', displayName: 'An (tài khoản 2)' }]),
]);

test('answers of several accounts are put together', () => {
  expect(merged.friends).toHaveLength(3);
  expect(merged.pending).toBe(3);
  expect(merged.existing).toBe(8);
  expect(merged.accounts.map((account) => account.id)).toEqual([ACCOUNT_ID, SECOND_ACCOUNT_ID]);
});

test('friend requests go from the source account, one call per group', () => {
  expect([...friendRequestsByGroup(merged.friends, ACCOUNT_ID)]).toEqual([
    ['g-100', ['u1']],
    ['g-2', ['u2']],
  ]);
  expect([...friendRequestsByGroup(merged.friends, SECOND_ACCOUNT_ID)]).toEqual([['g-100', ['u1']]]);
});

test('Kho chung: one save per source account', () => {
  const saves = saveRequests(merged.friends);
  expect(saves.map((save) => [save.sourceAccountId, save.members.length])).toEqual([
    [ACCOUNT_ID, 2],
    [SECOND_ACCOUNT_ID, 1],
  ]);
  // The globalId travels with the member: from another account it is how the member is found again.
  expect(saves[0].members[0]).toEqual({ id: 'u1', globalId: 'G-AN', displayName: 'An', zaloName: null, groupId: 'g-100', groupName: 'Hội chợ Cây cảnh Sài Gòn' });
});
