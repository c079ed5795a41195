import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, GROUP_MESSAGES, groupsApi } from 'shared-sdk';
import { fill, renderWithApp, setupUser } from 'shared-sdk/testing';
import { findDialog } from '../testing/dialogs';
import { groupFixture, membersOf } from '../testing/fixtures';
import { GroupMembersModal } from './group-members-modal';

jest.setTimeout(60_000);
const user = setupUser();
const group = groupFixture();
let members: jest.SpyInstance;
beforeEach(() => {
  members = jest.spyOn(groupsApi, 'members').mockResolvedValue(membersOf());
});
afterEach(() => jest.restoreAllMocks());

async function renderModal() {
  renderWithApp(<GroupMembersModal group={group} onClose={() => undefined} />, { url: '/groups' });
  await screen.findByText('Nguyễn Văn An');
}

test('lists members; select-all selects the page; actions need a selection', async () => {
  await renderModal();
  expect(members).toHaveBeenCalledWith(group.accountId, 'g-100', { offset: 0, limit: 100 });
  expect(screen.getByRole('button', { name: 'Gửi lời mời kết bạn' })).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'Chọn tất cả' }));
  expect(screen.getByText('Đã chọn 3/3 thành viên')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Chọn Lê Cường' }));
  expect(screen.getByText('Đã chọn 2/3 thành viên')).toBeInTheDocument();
});

test('friend request job: the message is required, delays 1-3 by default, then the jobs list', async () => {
  const create = jest.spyOn(groupsApi, 'memberFriendRequests').mockResolvedValue({ jobs: [] });
  await renderModal();
  await user.click(screen.getByRole('checkbox', { name: 'Chọn Nguyễn Văn An' }));
  await user.click(screen.getByRole('button', { name: 'Gửi lời mời kết bạn' }));
  const dialog = await findDialog('Gửi lời mời kết bạn đến 1 thành viên');
  const text = within(dialog).getByRole('textbox', { name: 'Tin nhắn kết bạn' });
  fill(text, '  ');
  expect(within(dialog).getByText('Vui lòng nhập tin nhắn kết bạn')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Gửi lời mời kết bạn' })).toBeDisabled();
  fill(text, 'Chào bạn, kết bạn nhé');
  fill(within(dialog).getByRole('spinbutton', { name: 'Độ trễ tối thiểu (giây)' }), '5');
  expect(within(dialog).getByText('Độ trễ tối đa phải lớn hơn hoặc bằng độ trễ tối thiểu')).toBeInTheDocument();
  fill(within(dialog).getByRole('spinbutton', { name: 'Độ trễ tối thiểu (giây)' }), '1');
  await user.click(within(dialog).getByRole('button', { name: 'Gửi lời mời kết bạn' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/jobs?page=1'));
  expect(create).toHaveBeenCalledWith(group.accountId, 'g-100', { memberIds: ['u1'], message: 'Chào bạn, kết bạn nhé', delayMin: 1, delayMax: 3 });
});

test('private messages: max not below min, defaults 3-7; a refusal stays with its text', async () => {
  const create = jest.spyOn(groupsApi, 'messageMembers').mockRejectedValueOnce(new ApiError('Tài khoản không hoạt động', 400)).mockResolvedValue({ jobs: [] });
  await renderModal();
  await user.click(screen.getByRole('checkbox', { name: 'Chọn tất cả' }));
  await user.click(screen.getByRole('button', { name: 'Nhắn tin riêng' }));
  const dialog = await findDialog('Nhắn tin riêng cho 3 thành viên');
  fill(within(dialog).getByRole('textbox', { name: 'Nội dung tin nhắn' }), 'Xin chào');
  fill(within(dialog).getByRole('spinbutton', { name: 'Độ trễ tối thiểu (giây)' }), '10');
  expect(within(dialog).getByText('Độ trễ tối đa phải lớn hơn hoặc bằng độ trễ tối thiểu')).toBeInTheDocument();
  fill(within(dialog).getByRole('spinbutton', { name: 'Độ trễ tối thiểu (giây)' }), '3');
  await user.click(within(dialog).getByRole('button', { name: 'Gửi tin nhắn' }));
  expect(await within(dialog).findByText('Tài khoản không hoạt động')).toBeInTheDocument();
  expect(create).toHaveBeenCalledWith(group.accountId, 'g-100', { memberIds: ['u1', 'u2', 'u3'], message: 'Xin chào', attachments: [], delayMin: 3, delayMax: 7 });
  await user.click(within(dialog).getByRole('button', { name: 'Gửi tin nhắn' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/jobs?page=1'));
});

test('private messages with variants A and B and "Bỏ qua người đang trò chuyện"; an empty B cannot be sent', async () => {
  const create = jest.spyOn(groupsApi, 'messageMembers').mockResolvedValue({ jobs: [] });
  await renderModal();
  await user.click(screen.getByRole('checkbox', { name: 'Chọn tất cả' }));
  await user.click(screen.getByRole('button', { name: 'Nhắn tin riêng' }));
  const dialog = await findDialog('Nhắn tin riêng cho 3 thành viên');
  fill(within(dialog).getByRole('textbox', { name: 'Nội dung tin nhắn' }), 'Chào {ten}');
  await user.click(within(dialog).getByRole('button', { name: 'Thêm phiên bản' }));
  expect(within(dialog).getByText('Phiên bản B chưa có nội dung')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Gửi tin nhắn' })).toBeDisabled();
  fill(within(dialog).getByRole('textbox', { name: 'Phiên bản B' }), 'Xin chào {ten}');
  await user.click(within(dialog).getByRole('switch', { name: 'Bỏ qua người đang trò chuyện' }));
  await user.click(within(dialog).getByRole('button', { name: 'Gửi tin nhắn' }));
  await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
  expect(create.mock.calls[0][2]).toMatchObject({ message: 'Chào {ten}', messages: ['Chào {ten}', 'Xin chào {ten}'], skipActiveConversations: true });
});

test.each([
  [new ApiError('boom', 500), 'Failed to load members'],
  [new TypeError('Failed to fetch'), 'Network error loading members'],
])('a failed load: Lỗi tải dữ liệu with %s', async (error, text) => {
  members.mockRejectedValueOnce(error);
  renderWithApp(<GroupMembersModal group={group} onClose={() => undefined} />);
  expect(await screen.findByText('Lỗi tải dữ liệu')).toBeInTheDocument();
  expect(screen.getByText(text)).toBeInTheDocument();
});

test('a community group says in Vietnamese, once, that its list may be unavailable', async () => {
  members.mockResolvedValue(membersOf([], { message: GROUP_MESSAGES.membersUnavailable }));
  renderWithApp(<GroupMembersModal group={groupFixture({ isCommunity: true })} onClose={() => undefined} />);
  expect(await screen.findByText('Không có thành viên nào')).toBeInTheDocument();
  expect(screen.getByText('Nhóm cộng đồng: danh sách thành viên có thể không đầy đủ và nhắn tin riêng có thể không hoạt động.')).toBeInTheDocument();
  expect(screen.queryByText(/Community groups/)).not.toBeInTheDocument();
  expect(screen.getAllByRole('alert')).toHaveLength(1);
});

test('a group whose members Zalo hides says so in Vietnamese', async () => {
  members.mockResolvedValue(membersOf([], { message: GROUP_MESSAGES.membersUnavailable }));
  renderWithApp(<GroupMembersModal group={groupFixture()} onClose={() => undefined} />);
  expect(await screen.findByText(/^Zalo không cho xem đầy đủ thành viên của nhóm này/)).toBeInTheDocument();
});
