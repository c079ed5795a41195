import { appliedFilterCount, EMPTY_FILTER, filterQuery } from './group-filter';

test('the query carries only what is set', () => {
  expect(filterQuery(EMPTY_FILTER, '', '  ')).toEqual({ tagIds: [] });
  expect(filterQuery({ tagIds: ['t1'], isActive: 'false', isCommunity: 'true', memberCountMin: 0, memberCountMax: 500 }, 'a1', ' Hoa ')).toEqual({
    tagIds: ['t1'],
    accountId: 'a1',
    search: 'Hoa',
    isActive: 'false',
    isCommunity: 'true',
    memberCountMin: '0',
    memberCountMax: '500',
  });
  expect(appliedFilterCount({ ...EMPTY_FILTER, tagIds: ['t1'], memberCountMin: 0 })).toBe(2);
});
