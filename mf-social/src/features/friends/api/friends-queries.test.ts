import { friendsApi } from 'shared-sdk';
import { filteredOf, friendOf } from '../testing/fixtures';
import { fetchAllFilteredFriends } from './friends-queries';

const everyone = Array.from({ length: 1_234 }, (_, i) => friendOf(i + 1));

beforeEach(() =>
  jest.spyOn(friendsApi, 'filtered').mockImplementation(async (query) => {
    const offset = Number(query.offset);
    return filteredOf(everyone.slice(offset, offset + Number(query.limit)), everyone.length);
  }),
);
afterEach(() => jest.restoreAllMocks());

test('select-all reads every filtered friend page by page (500 at a time), keeping the filter', async () => {
  const { friends, total } = await fetchAllFilteredFriends({ tagIds: ['t'], search: 'An', offset: '0', limit: '50' });
  expect(total).toBe(1_234);
  expect(friends.map((f) => f.id)).toEqual(everyone.map((f) => f.id));
  expect((friendsApi.filtered as jest.Mock).mock.calls.map(([q]) => [q.offset, q.limit, q.search, q.tagIds])).toEqual([
    ['0', '500', 'An', ['t']],
    ['500', '500', 'An', ['t']],
    ['1000', '500', 'An', ['t']],
  ]);
});

test('stops at the cap and says how many matched', async () => {
  const { friends, total } = await fetchAllFilteredFriends({}, 600);
  expect(friends).toHaveLength(600);
  expect(total).toBe(1_234);
  expect((friendsApi.filtered as jest.Mock).mock.calls.map(([q]) => q.limit)).toEqual(['500', '100']);
});
