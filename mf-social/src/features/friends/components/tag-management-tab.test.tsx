import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, authApi, friendTagsApi, type WorkspaceRole } from 'shared-sdk';
import { renderWithApp, setupUser } from 'shared-sdk/testing';
import { TagManagementTab } from './tag-management-tab';

const user = setupUser();
jest.setTimeout(20_000);

const tag = (id: string, name: string, friendCount: number) => ({ id, name, color: '#10B981', description: null, friendCount, accountCount: 1, createdAt: '' });

beforeEach(() => {
  jest.spyOn(friendTagsApi, 'list').mockResolvedValue({ tags: [tag('t1', 'VIP', 3), tag('t2', 'Mới', 0)] });
  jest.spyOn(friendTagsApi, 'colors').mockResolvedValue({ colors: ['#3B82F6', '#EF4444'] });
});
afterEach(() => jest.restoreAllMocks());

const signedInAs = (role: WorkspaceRole) =>
  jest.spyOn(authApi, 'me').mockResolvedValue({
    user: { id: '99999999-9999-4999-8999-000000000009', email: 'nguoi@example.com' },
    workspace: { id: '88888888-8888-4888-8888-000000000008', name: 'Cửa hàng', role, accountIds: role === 'AGENT' ? [] : null },
  });

test('lists tags with their counts; deleting an assigned tag asks with the count first', async () => {
  const remove = jest.spyOn(friendTagsApi, 'remove').mockResolvedValue({ id: 't1', unassigned: 3 });
  renderWithApp(<TagManagementTab />);
  await user.click(await screen.findByRole('button', { name: 'Xóa VIP' }));
  // On a phone the table scrolls sideways with readable columns.
  expect(screen.getByRole('table').closest('.ant-table-wrapper')).toHaveStyle({ minWidth: '600px' });
  expect(await screen.findByText('Tag này đã được gán cho 3 bạn bè. Bạn có chắc muốn xóa không?')).toBeInTheDocument();
  expect(remove).not.toHaveBeenCalled();
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Xóa' }));
  await waitFor(() => expect(remove).toHaveBeenCalledWith('t1'));
  expect(await screen.findByText('Đã xóa tag bạn bè thành công!')).toBeInTheDocument();
});

test('a failed create shows the server text and keeps the modal open', async () => {
  jest.spyOn(friendTagsApi, 'create').mockRejectedValue(new ApiError('Tên tag bạn bè đã tồn tại', 409));
  renderWithApp(<TagManagementTab />);
  await user.click(await screen.findByRole('button', { name: 'Tạo tag mới' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
  await user.type(within(dialog).getByLabelText('Tên tag'), 'VIP');
  await user.click(within(dialog).getByRole('button', { name: 'Tạo tag' }));
  expect(await screen.findByText('Tên tag bạn bè đã tồn tại')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('an ADMIN creates, renames and deletes tags', async () => {
  signedInAs('ADMIN');
  renderWithApp(<TagManagementTab />);
  expect(await screen.findByRole('button', { name: 'Sửa VIP' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Xóa VIP' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Tạo tag mới' })).toBeInTheDocument();
  expect(screen.queryByTestId('tag-managers-only')).toBeNull();
});

test('an AGENT sees the tags and their counts but cannot create, rename or delete one, and is told who can', async () => {
  signedInAs('AGENT');
  renderWithApp(<TagManagementTab />);
  expect(await screen.findByTestId('tag-managers-only')).toHaveTextContent('Chỉ chủ sở hữu hoặc quản trị viên mới tạo, đổi tên hoặc xóa tag');
  expect(await screen.findByText('VIP')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Tạo tag mới' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Sửa VIP' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Xóa VIP' })).toBeNull();
});
