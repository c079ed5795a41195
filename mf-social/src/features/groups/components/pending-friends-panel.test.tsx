import { screen, waitFor } from '@testing-library/react';
import { ApiError, groupsApi, sharedListsApi, subscriptionApi } from 'shared-sdk';
import { ACCOUNT_ID, renderWithApp, setupUser } from 'shared-sdk/testing';
import { filteredOf, groupFixture, pendingOf, SECOND_ACCOUNT_ID } from '../testing/fixtures';
import { everyGroupOf, itemsOf, NO_GROUPS } from '../utils/selection';
import { PendingFriendsPanel } from './pending-friends-panel';

jest.setTimeout(60_000);
const user = setupUser();
const groups = [groupFixture(), groupFixture({ id: 'row-3', groupId: 'g-300', accountId: SECOND_ACCOUNT_ID, accountName: 'Shop Cây Cảnh' })];
let pending: jest.SpyInstance;
beforeEach(() => {
  pending = jest.spyOn(groupsApi, 'pendingFriends').mockImplementation(async (accountId) =>
    accountId === ACCOUNT_ID ? pendingOf(ACCOUNT_ID) : pendingOf(SECOND_ACCOUNT_ID, [{ id: 'u9', displayName: 'Phạm Dung', groupId: 'g-300', groupName: 'Khách sỉ' }]),
  );
  jest.spyOn(subscriptionApi, 'jobLimits').mockResolvedValue({ canCreate: true, limit: 20, used: 2, concurrentLimit: 1, running: 0 });
  jest.spyOn(subscriptionApi, 'planLimits').mockResolvedValue({ planName: 'basic', accountLimit: 3, jobLimits: { daily: 20, concurrent: 1 }, features: [] });
});
afterEach(() => jest.restoreAllMocks());

/** Clicks the checkbox of each of these people, in turn. */
async function tick(...names: string[]) {
  for (const name of names) await user.click(screen.getByRole('checkbox', { name: `Chọn ${name}` }));
}

async function renderPanel() {
  renderWithApp(<PendingFriendsPanel selection={itemsOf(groups)} />, { url: '/groups' });
  await screen.findByText('Nguyễn Văn An');
}

test('without groups it says to pick some', () => {
  renderWithApp(<PendingFriendsPanel selection={NO_GROUPS} />);
  expect(screen.getByText('Chọn nhóm ở mục Danh sách nhóm, rồi tìm thành viên chưa là bạn bè.')).toBeInTheDocument();
});

test('one computation per account; everyone already a friend is the empty state', async () => {
  await renderPanel();
  expect(pending).toHaveBeenCalledWith(ACCOUNT_ID, { groupIds: ['g-100'], showAll: false });
  expect(pending).toHaveBeenCalledWith(SECOND_ACCOUNT_ID, { groupIds: ['g-300'], showAll: false });
  expect(screen.getByText('3 người chưa kết bạn, 8 người đã là bạn bè')).toBeInTheDocument();
  pending.mockResolvedValue(pendingOf(ACCOUNT_ID, []));
  await user.click(screen.getByRole('checkbox', { name: 'Hiện tất cả' }));
  expect(await screen.findByText('Tất cả thành viên trong các nhóm đã chọn đều đã là bạn bè.')).toBeInTheDocument();
  expect(pending).toHaveBeenLastCalledWith(expect.any(String), expect.objectContaining({ showAll: true }));
});

test('friend requests need a selection; sent from the chosen account, the selection clears', async () => {
  const create = jest.spyOn(groupsApi, 'memberFriendRequests').mockResolvedValue({ jobs: [{ id: 'j1', metadata: {} } as never] });
  await renderPanel();
  await user.click(screen.getByRole('button', { name: 'Gửi lời mời kết bạn' }));
  expect(await screen.findByText('Vui lòng chọn ít nhất một người để gửi lời mời kết bạn')).toBeInTheDocument();
  await tick('Nguyễn Văn An', 'Phạm Dung');
  await user.click(screen.getByRole('button', { name: 'Gửi lời mời kết bạn' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/jobs?page=1'));
  expect(create).toHaveBeenCalledTimes(1);
  expect(create).toHaveBeenCalledWith(ACCOUNT_ID, 'g-100', { memberIds: ['u1'], message: 'Xin chào! Mình biết bạn qua nhóm, kết bạn với mình nhé!' });
  expect(await screen.findByText('Đã tạo 1 công việc gửi lời mời kết bạn!')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Chọn Nguyễn Văn An' })).not.toBeChecked();
});

test('Kho chung: one save per source account; failures are counted', async () => {
  const save = jest.spyOn(sharedListsApi, 'saveMembers').mockRejectedValueOnce(new ApiError('x', 500)).mockResolvedValue({ list: {} as never, added: 1, duplicates: 0 });
  await renderPanel();
  await user.click(screen.getByRole('button', { name: 'Lưu vào Kho chung' }));
  expect(await screen.findByText('Không có thành viên nào để lưu')).toBeInTheDocument();
  await tick('Trần Thị Bình', 'Phạm Dung');
  await user.click(screen.getByRole('button', { name: 'Lưu vào Kho chung' }));
  expect(await screen.findByText('1 tài khoản gặp lỗi khi lưu')).toBeInTheDocument();
  expect(save.mock.calls.map(([body]) => body.sourceAccountId)).toEqual([ACCOUNT_ID, SECOND_ACCOUNT_ID]);
});

test('a failed computation shows the server text', async () => {
  pending.mockRejectedValue(new ApiError('Không tìm thấy ai để kết bạn từ các nhóm đã chọn', 400));
  renderWithApp(<PendingFriendsPanel selection={itemsOf([groups[0]])} />);
  expect(await screen.findByText('Không tìm thấy ai để kết bạn từ các nhóm đã chọn')).toBeInTheDocument();
});

test('"Chọn tất cả" takes every person found (60), not only the 50 on the page', async () => {
  const sixty = Array.from({ length: 60 }, (_, index) => ({ id: `p${index}`, displayName: `Người ${index + 1}`, groupId: index < 30 ? 'g-100' : 'g-101', groupName: index < 30 ? 'Nhóm A' : 'Nhóm B' }));
  pending.mockImplementation(async () => pendingOf(ACCOUNT_ID, sixty));
  const create = jest.spyOn(groupsApi, 'memberFriendRequests').mockResolvedValue({ jobs: [] });
  renderWithApp(<PendingFriendsPanel selection={itemsOf([groups[0]])} />, { url: '/groups' });
  await screen.findByText('Người 1');
  expect(screen.queryByText('Người 51')).not.toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Chọn tất cả 60 người' }));
  expect(screen.getByText('Đã chọn 60 người')).toBeInTheDocument();
  // Two groups: two jobs, and the Basic plan runs one at a time: said before sending.
  expect(await screen.findByText('Sẽ tạo 2 công việc (mỗi nhóm một). Gói Basic: 20 công việc mỗi ngày (hôm nay còn 18), 1 công việc chạy cùng lúc. 1 công việc chạy ngay, 1 công việc chờ lượt và tự chạy khi công việc trước xong.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Gửi lời mời kết bạn' }));
  await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
  expect(create.mock.calls.map(([, , body]) => body.memberIds.length)).toEqual([30, 30]);
});

test('a select-all of groups asks each account for the filter itself; a refused group is named with the reason', async () => {
  const selection = everyGroupOf({ search: 'Hội' }, { ...filteredOf(groups, 900), byAccount: [{ accountId: ACCOUNT_ID, count: 900, communityCount: 0 }] });
  const create = jest
    .spyOn(groupsApi, 'memberFriendRequests')
    .mockRejectedValue(new ApiError('Đã đạt giới hạn 20 jobs mỗi ngày', 403));
  renderWithApp(<PendingFriendsPanel selection={selection} />, { url: '/groups' });
  await screen.findByText('Nguyễn Văn An');
  expect(pending).toHaveBeenCalledWith(ACCOUNT_ID, { selection: { filter: { search: 'Hội' }, excludeIds: [] }, showAll: false });
  expect(screen.getByText('900 nhóm đã chọn')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Chọn Nguyễn Văn An' }));
  await user.click(screen.getByRole('button', { name: 'Gửi lời mời kết bạn' }));
  expect(await screen.findByText('Có lỗi xảy ra khi gửi lời mời kết bạn. Hội chợ Cây cảnh Sài Gòn: Đã đạt giới hạn 20 jobs mỗi ngày')).toBeInTheDocument();
  expect(create).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('location')).toHaveTextContent('/groups');
});
