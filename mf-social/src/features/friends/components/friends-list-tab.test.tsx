import { screen, waitFor, within } from '@testing-library/react';
import { accountsApi, friendsApi, friendTagsApi, type StoredFriend } from 'shared-sdk';
import { fill, pick, renderWithApp, setupUser } from 'shared-sdk/testing';
import { filteredOf, friendOf, NEW_CUSTOMER, SHOP_HN, SHOP_SG, sampleAccounts, sampleFriends, tagOf, VIP } from '../testing/fixtures';
import { FriendsListTab } from './friends-list-tab';

// antd's table renders slowly in jsdom on a busy machine: a hang guard, not a speed check (120 rows took over 30 s beside the whole CI run).
jest.setTimeout(120_000);
const user = setupUser();

let filtered: jest.SpyInstance;
/** Answers the filtered-friends call from `everyone` as the server would: tag filter, then the page. */
function serve(everyone: StoredFriend[]) {
  filtered.mockImplementation(async (query) => {
    const tagIds = query.tagIds ?? [];
    const matching = everyone.filter((f) => tagIds.length === 0 || f.tags.some((t) => tagIds.includes(t.id)));
    const offset = Number(query.offset ?? 0);
    const byAccount = [...new Set(matching.map((f) => f.accountId))].map((accountId) => ({ accountId, count: matching.filter((f) => f.accountId === accountId).length }));
    return { ...filteredOf(matching.slice(offset, offset + Number(query.limit ?? 50)), matching.length, everyone.length), accountCount: 2, byAccount };
  });
}

beforeEach(() => {
  jest.spyOn(friendTagsApi, 'list').mockResolvedValue({ tags: [tagOf(VIP, 2), tagOf(NEW_CUSTOMER, 2)] });
  jest.spyOn(accountsApi, 'list').mockResolvedValue(sampleAccounts);
  filtered = jest.spyOn(friendsApi, 'filtered');
  serve(sampleFriends);
});
afterEach(() => jest.restoreAllMocks());

const lastQuery = () => filtered.mock.calls.at(-1)?.[0];
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const selectAllBox = () => screen.getByRole('checkbox', { name: 'Chọn tất cả bạn bè đã lọc' });
const selectionBar = () => screen.queryByRole('region', { name: 'Bạn bè đã chọn' });

test('shows the stored friends with their account, status and tags, the filtered/total counter, and filters by a tag chip', async () => {
  renderWithApp(<FriendsListTab />);
  const row = await waitFor(() => rowOf('Phạm Minh Dũng 3'));
  expect(within(row).getByText('PM')).toBeInTheDocument();
  expect(within(row).getByText('uid-3')).toBeInTheDocument();
  expect(within(row).getByText('Không hoạt động')).toBeInTheDocument();
  expect(within(rowOf('Hoàng Thu Hà 4')).getByText('Shop Sài Gòn')).toBeInTheDocument();
  expect(screen.getByLabelText('Kết quả lọc')).toHaveTextContent('4/4');

  await user.click(within(screen.getByRole('group', { name: 'Lọc theo tag' })).getByText('VIP'));
  await waitFor(() => expect(screen.getByLabelText('Kết quả lọc')).toHaveTextContent('2/4'));
  expect(screen.queryByText('Phạm Minh Dũng 3')).not.toBeInTheDocument();
  expect(screen.getByText('1 bộ lọc đang áp dụng')).toBeInTheDocument();
  expect(lastQuery()).toEqual(expect.objectContaining({ tagIds: [VIP.id], offset: '0', limit: '50' }));
  expect(screen.getByRole('button', { name: /Sync tất cả/ })).toBeInTheDocument();
});

test('removing a tag from a row is optimistic and rolls back with the spec text when the call fails', async () => {
  let fail: (error: Error) => void = () => undefined;
  const unassign = jest.spyOn(friendTagsApi, 'unassign').mockImplementation(() => new Promise((_, reject) => (fail = reject)));
  renderWithApp(<FriendsListTab />);
  const row = await waitFor(() => rowOf('Trần Thị Bình 1'));
  await user.click(within(row).getByRole('button', { name: 'Bỏ tag VIP' }));
  await waitFor(() => expect(within(rowOf('Trần Thị Bình 1')).queryByText('VIP')).not.toBeInTheDocument());
  expect(unassign).toHaveBeenCalledWith({ friendIds: [sampleFriends[0].id], tagIds: [VIP.id] });
  fail(new Error('boom'));
  expect(await screen.findByText('Không thể xóa tag')).toBeInTheDocument();
  await waitFor(() => expect(within(rowOf('Trần Thị Bình 1')).getByText('VIP')).toBeInTheDocument());
});

test('adds a tag from the row’s “Thêm tag” dropdown', async () => {
  const assign = jest.spyOn(friendTagsApi, 'assign').mockResolvedValue({ assigned: 1, friendCount: 1, tagCount: 1 });
  renderWithApp(<FriendsListTab />);
  const row = await waitFor(() => rowOf('Phạm Minh Dũng 3'));
  await user.click(within(row).getByRole('button', { name: /Thêm tag/ }));
  await user.click(await screen.findByRole('menuitem', { name: /Khách mới/ }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith({ friendIds: [sampleFriends[2].id], tagIds: [NEW_CUSTOMER.id] }));
  expect(await screen.findByText('Đã thêm tag thành công!')).toBeInTheDocument();
  expect(within(rowOf('Phạm Minh Dũng 3')).getByText('Khách mới')).toBeInTheDocument();
});

test('searches by name on Enter, filters by status in the expanded panel, and clears every filter at once', async () => {
  renderWithApp(<FriendsListTab />);
  await screen.findByText('Phạm Minh Dũng 3');
  const search = screen.getByRole('searchbox', { name: 'Tìm theo tên' });
  await user.type(search, '  Bình {Enter}');
  await waitFor(() => expect(lastQuery()).toEqual(expect.objectContaining({ search: 'Bình', offset: '0' })));

  await user.click(screen.getByRole('button', { name: /Lọc nâng cao/ }));
  await pick(user, screen.getByRole('combobox', { name: 'Lọc theo trạng thái' }), 'Đang hoạt động');
  await waitFor(() => expect(lastQuery()).toEqual(expect.objectContaining({ search: 'Bình', isActive: 'true' })));
  expect(screen.getByText('2 bộ lọc đang áp dụng')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Xóa tất cả bộ lọc' }));
  await waitFor(() => expect(lastQuery()).toEqual(expect.objectContaining({ search: '', isActive: '', tagIds: [], accountId: '' })));
  expect(search).toHaveValue('');
  expect(screen.queryByText(/bộ lọc đang áp dụng/)).not.toBeInTheDocument();
});

test('a selection is keyed by account + user id: the same uid under another account stays unselected', async () => {
  serve([friendOf(7, { accountId: SHOP_HN.id, displayName: 'Lan ở Hà Nội' }), friendOf(7, { accountId: SHOP_SG.id, displayName: 'Lan ở Sài Gòn' })]);
  renderWithApp(<FriendsListTab />);
  await user.click(await screen.findByRole('checkbox', { name: 'Chọn Lan ở Hà Nội' }));
  expect(screen.getByRole('checkbox', { name: 'Chọn Lan ở Hà Nội' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Chọn Lan ở Sài Gòn' })).not.toBeChecked();
  expect(selectionBar()).toHaveTextContent('Đã chọn 1 bạn bè từ 1 tài khoản');
  expect(selectAllBox()).toHaveAttribute('aria-checked', 'mixed');

  await user.click(within(selectionBar() as HTMLElement).getByRole('button', { name: 'Bỏ chọn' }));
  expect(selectionBar()).toBeNull();
  expect(screen.getByRole('checkbox', { name: 'Chọn Lan ở Hà Nội' })).not.toBeChecked();
});

test('select-all selects every filtered friend, not only the page: the filter itself, any number, indeterminate once one is unticked', async () => {
  const many = Array.from({ length: 120 }, (_, i) => friendOf(i + 1, { accountId: i % 2 ? SHOP_SG.id : SHOP_HN.id, tags: [VIP] }));
  serve([...many, friendOf(500)]);
  renderWithApp(<FriendsListTab />);
  await user.click(await within(screen.getByRole('group', { name: 'Lọc theo tag' })).findByText('VIP'));
  await waitFor(() => expect(screen.getByLabelText('Kết quả lọc')).toHaveTextContent('120/121'));
  expect(screen.getAllByRole('checkbox', { name: /^Chọn (?!tất cả)/ })).toHaveLength(50);
  const calls = filtered.mock.calls.length;

  await user.click(selectAllBox());
  await waitFor(() => expect(selectionBar()).toHaveTextContent('Đã chọn tất cả 120 bạn bè theo bộ lọc, từ 2 tài khoản'));
  expect(selectAllBox()).toBeChecked();
  // Nothing fetched page by page: the server reads the filter when an action is taken.
  expect(filtered.mock.calls.length).toBe(calls);

  await user.click(screen.getByRole('checkbox', { name: `Chọn ${many[0].displayName}` }));
  expect(selectionBar()).toHaveTextContent('Đã chọn tất cả 119 bạn bè');
  expect(selectAllBox()).not.toBeChecked();
  expect(selectAllBox()).toHaveAttribute('aria-checked', 'mixed');

  await user.click(selectAllBox());
  await waitFor(() => expect(selectAllBox()).toBeChecked());
  await user.click(selectAllBox());
  expect(selectionBar()).toBeNull();
});

test('the cards view shows one card per friend with its details, selectable', async () => {
  renderWithApp(<FriendsListTab />);
  await screen.findByText('Phạm Minh Dũng 3');
  await user.click(screen.getByText('Thẻ'));
  const card = await screen.findByRole('article', { name: 'Hoàng Thu Hà 4' });
  expect(screen.getAllByRole('article')).toHaveLength(4);
  for (const text of ['HT', 'uid-4', 'Shop Sài Gòn', 'Hoạt động', 'Khách mới', 'Đồng bộ: 23/11/2026']) expect(within(card).getByText(text)).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Bỏ tag Khách mới' })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: /Thêm tag/ })).toBeInTheDocument();
  await user.click(within(card).getByRole('checkbox', { name: 'Chọn Hoàng Thu Hà 4' }));
  expect(selectionBar()).toHaveTextContent('Đã chọn 1 bạn bè từ 1 tài khoản');
});

test('with one account chosen, the empty state syncs that account', async () => {
  serve([]);
  const sync = jest.spyOn(friendsApi, 'sync').mockResolvedValue({ total: 3, added: 3, updated: 0, removed: 0, syncedAt: '' });
  renderWithApp(<FriendsListTab />);
  expect(await screen.findByText('Chưa có bạn bè nào được đồng bộ')).toBeInTheDocument();
  await pick(user, screen.getByRole('combobox', { name: 'Tài khoản' }), 'Shop Sài Gòn');
  const empty = await screen.findByText('Tài khoản Shop Sài Gòn chưa có bạn bè nào được đồng bộ');
  await user.click(within(empty.closest('.ant-empty') as HTMLElement).getByRole('button', { name: 'Sync bạn bè' }));
  await waitFor(() => expect(sync).toHaveBeenCalledWith(SHOP_SG.id));
  expect(sync).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Đã đồng bộ 3 bạn bè từ 1 tài khoản')).toBeInTheDocument();
});

test('“Sync tất cả” syncs only the ACTIVE accounts', async () => {
  jest.spyOn(accountsApi, 'list').mockResolvedValue([...sampleAccounts, { ...SHOP_SG, id: 'expired', displayName: 'Cũ', status: 'COOKIE_EXPIRED' }]);
  const sync = jest.spyOn(friendsApi, 'sync').mockResolvedValue({ total: 1, added: 0, updated: 1, removed: 0, syncedAt: '' });
  renderWithApp(<FriendsListTab />);
  await screen.findByText('Phạm Minh Dũng 3');
  await user.click(screen.getByRole('button', { name: /Sync tất cả/ }));
  await waitFor(() => expect(sync).toHaveBeenCalledTimes(2));
  expect(sync.mock.calls.map(([id]) => id)).toEqual([SHOP_HN.id, SHOP_SG.id]);
});

test('“Sync tất cả” clicked before the accounts arrived waits for them; none logged in says so, never "0 bạn bè từ 0 tài khoản"', async () => {
  let arrive: (accounts: typeof sampleAccounts) => void = () => undefined;
  jest.spyOn(accountsApi, 'list').mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
  const sync = jest.spyOn(friendsApi, 'sync').mockResolvedValue({ total: 2, added: 2, updated: 0, removed: 0, syncedAt: '' });
  const { unmount } = renderWithApp(<FriendsListTab />);
  await user.click(await screen.findByRole('button', { name: /Sync tất cả/ }));
  arrive(sampleAccounts);
  expect(await screen.findByText('Đã đồng bộ 4 bạn bè từ 2 tài khoản')).toBeInTheDocument();
  expect(sync.mock.calls.map(([id]) => id)).toEqual([SHOP_HN.id, SHOP_SG.id]);
  unmount();

  sync.mockClear();
  jest.spyOn(accountsApi, 'list').mockResolvedValue(sampleAccounts.map((account) => ({ ...account, status: 'PENDING' as const })));
  renderWithApp(<FriendsListTab />);
  await screen.findByText('Phạm Minh Dũng 3');
  await user.click(screen.getByRole('button', { name: /Sync tất cả/ }));
  expect(await screen.findByText('Chưa có tài khoản Zalo nào đang hoạt động để đồng bộ: đăng nhập tài khoản ở trang Tài khoản trước.')).toBeInTheDocument();
  expect(sync).not.toHaveBeenCalled();
});

test('a load error offers a retry', async () => {
  filtered.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  renderWithApp(<FriendsListTab />);
  expect(await screen.findByText('Network error loading friends')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Thử lại' }));
  expect(await screen.findByText('Phạm Minh Dũng 3')).toBeInTheDocument();
});

test('“Gửi tin nhắn” opens the bulk message modal for the selection', async () => {
  renderWithApp(<FriendsListTab />);
  await user.click(await screen.findByRole('checkbox', { name: 'Chọn Hoàng Thu Hà 4' }));
  await user.click(within(selectionBar() as HTMLElement).getByRole('button', { name: /Gửi tin nhắn/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Gửi tin nhắn cho 1 bạn bè')).toBeInTheDocument();
  expect(within(dialog).getByText('Shop Sài Gòn')).toBeInTheDocument();
  fill(within(dialog).getByRole('textbox', { name: 'Nội dung tin nhắn' }), 'x');
});

test('“Gán tag” gives the chosen tags to the selected friends with the spec texts', async () => {
  const assign = jest.spyOn(friendTagsApi, 'assign').mockResolvedValue({ assigned: 2, friendCount: 2, tagCount: 1 });
  renderWithApp(<FriendsListTab />);
  await user.click(await screen.findByRole('checkbox', { name: 'Chọn Phạm Minh Dũng 3' }));
  await user.click(screen.getByRole('checkbox', { name: 'Chọn Hoàng Thu Hà 4' }));
  await user.click(within(selectionBar() as HTMLElement).getByRole('button', { name: /Gán tag/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Gán tag cho 2 bạn bè')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Gán tag' }));
  expect(await screen.findByText('Vui lòng chọn cả bạn bè và tags để gán')).toBeInTheDocument();
  await pick(user, within(dialog).getByRole('combobox', { name: 'Chọn tag' }), 'VIP');
  assign.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await user.click(within(dialog).getByRole('button', { name: 'Gán tag' }));
  expect(await screen.findByText('Không thể gán tags cho bạn bè')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Gán tag' }));
  expect(await screen.findByText('Đã gán 1 tag bạn bè thành công!')).toBeInTheDocument();
  expect(assign).toHaveBeenLastCalledWith({ friendIds: [sampleFriends[2].id, sampleFriends[3].id], tagIds: [VIP.id] });
});

test('after a select-all, “Gán tag” sends the filter itself', async () => {
  const many = Array.from({ length: 80 }, (_, i) => friendOf(i + 1));
  serve(many);
  const assign = jest.spyOn(friendTagsApi, 'assign').mockResolvedValue({ assigned: 80, friendCount: 80, tagCount: 1 });
  renderWithApp(<FriendsListTab />);
  await screen.findByText(many[0].displayName);
  await user.click(selectAllBox());
  await user.click(within(selectionBar() as HTMLElement).getByRole('button', { name: /Gán tag/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Gán tag cho 80 bạn bè')).toBeInTheDocument();
  await pick(user, within(dialog).getByRole('combobox', { name: 'Chọn tag' }), 'Khách mới');
  await user.click(within(dialog).getByRole('button', { name: 'Gán tag' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith({ selection: { filter: { tagIds: [] }, excludeIds: [] }, tagIds: [NEW_CUSTOMER.id] }));
});

test('“Thêm tag” disabled says why: no tag yet, or the friend has them all', async () => {
  jest.spyOn(friendTagsApi, 'list').mockResolvedValue({ tags: [] });
  const { unmount } = renderWithApp(<FriendsListTab />);
  const row = await waitFor(() => rowOf('Phạm Minh Dũng 3'));
  expect(within(row).getByRole('button', { name: /Thêm tag/ })).toBeDisabled();
  expect(within(row).getByTitle('Chưa có tag nào: tạo tag ở mục Quản lý tag')).toBeInTheDocument();
  unmount();
  jest.spyOn(friendTagsApi, 'list').mockResolvedValue({ tags: [tagOf(VIP), tagOf(NEW_CUSTOMER)] });
  renderWithApp(<FriendsListTab />);
  const both = await waitFor(() => rowOf('Lê Hoàng Cường 2'));
  await waitFor(() => expect(within(both).getByRole('button', { name: /Thêm tag/ })).toBeDisabled());
  expect(within(both).getByTitle('Bạn bè này đã có tất cả tag')).toBeInTheDocument();
});

test('on a phone the cards are the default view, not the wide table', async () => {
  const wide = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...wide(query), matches: query.includes('max-width: 575') })) as typeof window.matchMedia;
  try {
    renderWithApp(<FriendsListTab />);
    expect(await screen.findByRole('article', { name: 'Hoàng Thu Hà 4' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByText('Bảng'));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  } finally {
    window.matchMedia = wide;
  }
});
