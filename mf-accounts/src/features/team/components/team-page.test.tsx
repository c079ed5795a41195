import { screen, waitFor, within } from '@testing-library/react';
import { accountsApi, ApiError, queryKeys, teamApi } from 'shared-sdk';
import { fill, pick, renderWithApp, setupUser, testQueryClient } from 'shared-sdk/testing';
import { invitationOf, membersOf, sampleMembers, teamAccounts, workspaceAs } from '../testing/fixtures';
import { TeamPage } from './team-page';

const user = setupUser();
jest.setTimeout(60_000);

let api: Record<'members' | 'invitations' | 'invite' | 'updateMember' | 'removeMember' | 'revokeInvitation' | 'transferOwnership', jest.SpyInstance>;

beforeEach(() => {
  jest.spyOn(accountsApi, 'list').mockResolvedValue(teamAccounts);
  api = {
    members: jest.spyOn(teamApi, 'members').mockResolvedValue(membersOf()),
    invitations: jest.spyOn(teamApi, 'invitations').mockResolvedValue({ invitations: [invitationOf(), invitationOf({ id: 'old', email: 'cu@example.com', status: 'EXPIRED' })] }),
    invite: jest.spyOn(teamApi, 'invite').mockImplementation(async (input) => ({
      invitation: { ...invitationOf({ ...input, id: 'new' }), token: 'tok', url: '/register?invite=tok' },
    })),
    updateMember: jest.spyOn(teamApi, 'updateMember').mockImplementation(async (userId) => ({ member: sampleMembers.find((m) => m.userId === userId)! })),
    removeMember: jest.spyOn(teamApi, 'removeMember').mockImplementation(async (userId) => ({ userId })),
    revokeInvitation: jest.spyOn(teamApi, 'revokeInvitation').mockImplementation(async (id) => ({ id })),
    transferOwnership: jest.spyOn(teamApi, 'transferOwnership').mockResolvedValue({}),
  };
});
afterEach(() => jest.restoreAllMocks());

async function renderPage(role: 'OWNER' | 'ADMIN' = 'OWNER') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.auth.me(), { user: { id: 'u1', email: 'an@example.com' }, workspace: workspaceAs(role) });
  const result = renderWithApp(<TeamPage />, { queryClient });
  await screen.findByText('chi@example.com');
  return result;
}

const row = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;

test('members with role labels, accounts by name, joined date, "Bạn"; the seats; pending invitations only', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { level: 2, name: 'Thành viên' })).toBeInTheDocument();
  expect(screen.getByText('Đã dùng 4/5 chỗ')).toBeInTheDocument();
  expect(within(row('an@example.com')).getByText('Bạn')).toBeInTheDocument();
  expect(within(row('an@example.com')).getByText('Chủ sở hữu')).toBeInTheDocument();
  expect(within(row('an@example.com')).getByText('Tất cả tài khoản')).toBeInTheDocument();
  expect(within(row('an@example.com')).queryByRole('button')).toBeNull();
  await waitFor(() => expect(within(row('chi@example.com')).getByText('Bán hàng 1')).toBeInTheDocument());
  expect(within(row('chi@example.com')).getByText('Nhân viên')).toBeInTheDocument();
  expect(within(row('chi@example.com')).getByText('20/05/2026')).toBeInTheDocument();
  const invitations = screen.getByRole('list', { name: 'Lời mời đang chờ' });
  expect(within(invitations).getByText('dung@example.com')).toBeInTheDocument();
  expect(within(invitations).getByText('Nhân viên · CSKH')).toBeInTheDocument();
  expect(within(invitations).queryByText('cu@example.com')).toBeNull();
});

test('a plan without a limit says so', async () => {
  api.members.mockResolvedValue(membersOf(sampleMembers, { used: 3, limit: -1 }));
  await renderPage();
  expect(screen.getByText('Đã dùng 3 chỗ (không giới hạn)')).toBeInTheDocument();
});

test('invite an agent: accounts are required; the answer’s link is shown absolute with the copy button and its rules', async () => {
  await renderPage();
  await user.click(screen.getByRole('button', { name: /Mời thành viên/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Mời thành viên' });
  fill(within(dialog).getByLabelText('Email'), 'moi@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Tạo liên kết mời' }));
  expect(await within(dialog).findByText('Hãy chọn ít nhất một tài khoản Zalo cho nhân viên')).toBeInTheDocument();
  expect(api.invite).not.toHaveBeenCalled();

  await pick(user, within(dialog).getByRole('combobox'), 'CSKH');
  await user.click(within(dialog).getByRole('button', { name: 'Tạo liên kết mời' }));
  await waitFor(() => expect(api.invite).toHaveBeenCalledWith({ email: 'moi@example.com', role: 'AGENT', accountIds: [teamAccounts[1].id] }));
  expect(await within(dialog).findByLabelText('Liên kết mời')).toHaveValue(`${window.location.origin}/register?invite=tok`);
  expect(within(dialog).getByRole('button', { name: /Sao chép/ })).toBeInTheDocument();
  expect(within(dialog).getByText('Liên kết dùng được một lần, hết hạn sau 7 ngày')).toBeInTheDocument();
});

test('an admin is invited without accounts; the seat limit is said as the server says it', async () => {
  api.invite.mockRejectedValueOnce(new ApiError('Gói hiện tại cho phép tối đa 5 thành viên. Hãy nâng cấp gói để mời thêm người.', 402));
  await renderPage();
  await user.click(screen.getByRole('button', { name: /Mời thành viên/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Mời thành viên' });
  fill(within(dialog).getByLabelText('Email'), 'admin2@example.com');
  await user.click(within(dialog).getByText('Quản trị viên'));
  await user.click(within(dialog).getByRole('button', { name: 'Tạo liên kết mời' }));
  expect(await within(dialog).findByText('Gói hiện tại cho phép tối đa 5 thành viên. Hãy nâng cấp gói để mời thêm người.')).toBeInTheDocument();
  expect(api.invite).toHaveBeenCalledWith({ email: 'admin2@example.com', role: 'ADMIN', accountIds: [] });
});

test('removing a member asks first and says they are signed out at once', async () => {
  await renderPage();
  await user.click(within(row('chi@example.com')).getByRole('button', { name: 'Xóa chi@example.com' }));
  expect((await screen.findAllByText('Xóa chi@example.com khỏi không gian làm việc?')).length).toBeGreaterThan(0);
  expect(screen.getByText(/Người này sẽ bị đăng xuất ngay/)).toBeInTheDocument();
  expect(api.removeMember).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Xóa' }));
  await waitFor(() => expect(api.removeMember).toHaveBeenCalledWith(sampleMembers[2].userId));
});

test('changing an agent into an admin sends the role and no accounts', async () => {
  await renderPage();
  await user.click(within(row('chi@example.com')).getByRole('button', { name: 'Sửa chi@example.com' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sửa quyền của chi@example.com' });
  await user.click(within(dialog).getByText('Quản trị viên'));
  await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
  await waitFor(() => expect(api.updateMember).toHaveBeenCalledWith(sampleMembers[2].userId, { role: 'ADMIN', accountIds: [] }));
});

test('only the owner sees "Chuyển quyền sở hữu"; it asks first', async () => {
  await renderPage('OWNER');
  await user.click(within(row('binh@example.com')).getByRole('button', { name: 'Chuyển quyền sở hữu binh@example.com' }));
  expect((await screen.findAllByText('Chuyển quyền sở hữu cho binh@example.com?')).length).toBeGreaterThan(0);
  expect(api.transferOwnership).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Chuyển quyền sở hữu' }));
  await waitFor(() => expect(api.transferOwnership).toHaveBeenCalledWith(sampleMembers[1].userId));
});

test('an admin has no transfer button', async () => {
  api.members.mockResolvedValue(membersOf(sampleMembers.map((m) => ({ ...m, you: m.email === 'binh@example.com' }))));
  await renderPage('ADMIN');
  expect(screen.queryByRole('button', { name: /Chuyển quyền sở hữu/ })).toBeNull();
  expect(within(row('chi@example.com')).getByRole('button', { name: 'Xóa chi@example.com' })).toBeInTheDocument();
});

test('revoking an invitation asks first', async () => {
  await renderPage();
  await user.click(screen.getByRole('button', { name: 'Thu hồi dung@example.com' }));
  expect((await screen.findAllByText('Thu hồi lời mời gửi dung@example.com?')).length).toBeGreaterThan(0);
  await user.click(screen.getByRole('button', { name: 'Thu hồi' }));
  await waitFor(() => expect(api.revokeInvitation).toHaveBeenCalledWith('i0000000-0000-4000-8000-000000000001'));
});

test('an invitation without accounts (an admin’s) shows the role alone', async () => {
  api.invitations.mockResolvedValue({ invitations: [invitationOf({ role: 'ADMIN', accountIds: [] })] });
  await renderPage();
  const invitations = screen.getByRole('list', { name: 'Lời mời đang chờ' });
  expect(within(invitations).getByText('Quản trị viên')).toBeInTheDocument();
});
