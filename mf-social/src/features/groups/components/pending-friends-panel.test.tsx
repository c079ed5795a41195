import { screen, waitFor } from '@testing-library/react';
import { ApiError, groupsApi, sharedListsApi } from 'shared-sdk';
import { ACCOUNT_ID, renderWithApp, setupUser } from 'shared-sdk/testing';
import { groupFixture, pendingOf, SECOND_ACCOUNT_ID } from '../testing/fixtures';
import { PendingFriendsPanel } from './pending-friends-panel';

jest.setTimeout(60_000);
const user = setupUser();
const groups = [groupFixture(), groupFixture({ id: 'row-3', groupId: 'g-300', accountId: SECOND_ACCOUNT_ID, accountName: 'Shop Cây Cảnh' })];
let pending: jest.SpyInstance;
beforeEach(() => {
  pending = jest.spyOn(groupsApi, 'pendingFriends').mockImplementation(async (accountId) =>
    accountId === ACCOUNT_ID ? pendingOf(ACCOUNT_ID) : pendingOf(SECOND_ACCOUNT_ID, [{ id: 'u9', displayName: 'Phạm Dung', groupId: 'g-300', groupName: 'Khách sỉ' }]),
  );
});
afterEach(() => jest.restoreAllMocks());

async function renderPanel() {
  renderWithApp(<PendingFriendsPanel groups={groups} />, { url: '/groups' });
  await screen.findByText('Nguyễn Văn An');
}

test('without groups it says to pick some', () => {
  renderWithApp(<PendingFriendsPanel groups={[]} />);
  expect(screen.getByText('Chọn nhóm ở tab Danh sách nhóm, rồi tìm thành viên chưa là bạn bè.')).toBeInTheDocument();
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
  const create = jest.spyOn(groupsApi, 'memberFriendRequests').mockResolvedValue({ jobs: [] });
  await renderPanel();
  await user.click(screen.getByRole('button', { name: 'Gửi lời mời kết bạn' }));
  expect(await screen.findByText('Vui lòng chọn ít nhất một người để gửi lời mời kết bạn')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Chọn Nguyễn Văn An' }));
  await user.click(screen.getByRole('checkbox', { name: 'Chọn Phạm Dung' }));
  await user.click(screen.getByRole('button', { name: 'Gửi lời mời kết bạn' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/jobs?page=1'));
  expect(create).toHaveBeenCalledTimes(1);
  expect(create).toHaveBeenCalledWith(ACCOUNT_ID, 'g-100', { memberIds: ['u1'], message: 'Xin chào! Mình biết bạn qua nhóm, kết bạn với mình nhé!' });
  expect(screen.getByRole('checkbox', { name: 'Chọn Nguyễn Văn An' })).not.toBeChecked();
});

test('Kho chung: one save per source account; failures are counted', async () => {
  const save = jest.spyOn(sharedListsApi, 'saveMembers').mockRejectedValueOnce(new ApiError('x', 500)).mockResolvedValue({ list: {} as never, added: 1, duplicates: 0 });
  await renderPanel();
  await user.click(screen.getByRole('button', { name: 'Lưu vào Kho chung' }));
  expect(await screen.findByText('Không có thành viên nào để lưu')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Chọn Trần Thị Bình' }));
  await user.click(screen.getByRole('checkbox', { name: 'Chọn Phạm Dung' }));
  await user.click(screen.getByRole('button', { name: 'Lưu vào Kho chung' }));
  expect(await screen.findByText('1 tài khoản gặp lỗi khi lưu')).toBeInTheDocument();
  expect(save.mock.calls.map(([body]) => body.sourceAccountId)).toEqual([ACCOUNT_ID, SECOND_ACCOUNT_ID]);
});

test('a failed computation shows the server text', async () => {
  pending.mockRejectedValue(new ApiError('Không tìm thấy ai để kết bạn từ các nhóm đã chọn', 400));
  renderWithApp(<PendingFriendsPanel groups={[groups[0]]} />);
  expect(await screen.findByText('Không tìm thấy ai để kết bạn từ các nhóm đã chọn')).toBeInTheDocument();
});
