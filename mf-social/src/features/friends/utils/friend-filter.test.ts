import { appliedFilterCount, EMPTY_FRIEND_FILTER, friendsQueryOf, initialsOf } from './friend-filter';

test('initials: the first letters of the first two words, upper-cased', () => {
  expect(initialsOf('nguyễn văn an')).toBe('NV');
  expect(initialsOf('  Lan  ')).toBe('L');
  expect(initialsOf('Ánh Dương Minh')).toBe('ÁD');
  expect(initialsOf('')).toBe('');
});

test('the applied count counts each tag, the status, the account and the search', () => {
  expect(appliedFilterCount(EMPTY_FRIEND_FILTER)).toBe(0);
  expect(appliedFilterCount({ tagIds: ['a', 'b'], isActive: 'false', accountId: 'acc', search: 'Lan' })).toBe(5);
});

test('a page of the filter as the filtered-friends query', () => {
  expect(friendsQueryOf({ ...EMPTY_FRIEND_FILTER, tagIds: ['t'], search: 'Lan' }, 50, 50)).toEqual({
    tagIds: ['t'],
    search: 'Lan',
    isActive: '',
    accountId: '',
    offset: '50',
    limit: '50',
  });
});
