import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, authApi, groupTagsApi, type WorkspaceRole } from 'shared-sdk';
import { fill, pick, renderWithApp, setupUser } from 'shared-sdk/testing';
import { findDialog } from '../testing/dialogs';
import { filteredOf, sampleGroups, sampleTags } from '../testing/fixtures';
import { everyGroupOf, itemsOf, NO_GROUPS } from '../utils/selection';
import { GroupTagManagementTab } from './group-tag-management-tab';

jest.setTimeout(60_000);
const user = setupUser();
beforeEach(() => {
  jest.spyOn(groupTagsApi, 'list').mockResolvedValue({ tags: sampleTags });
  jest.spyOn(groupTagsApi, 'colors').mockRejectedValue(new TypeError('Failed to fetch'));
  jest.spyOn(groupTagsApi, 'stats').mockResolvedValue({
    stats: { tagDetails: sampleTags.map((tag) => ({ tag: { id: tag.id, name: tag.name, color: tag.color }, groupCount: tag.groupCount, accountCount: tag.accountCount })) },
  });
});
afterEach(() => jest.restoreAllMocks());

const signedInAs = (role: WorkspaceRole) =>
  jest.spyOn(authApi, 'me').mockResolvedValue({
    user: { id: '99999999-9999-4999-8999-000000000009', email: 'nguoi@example.com' },
    workspace: { id: '88888888-8888-4888-8888-000000000008', name: 'Cửa hàng', role, accountIds: role === 'AGENT' ? [] : null },
  });

test('quick statistics and the tag list', async () => {
  renderWithApp(<GroupTagManagementTab selection={NO_GROUPS} />);
  await screen.findByRole('button', { name: 'Xóa VIP' });
  await waitFor(() => expect(within(screen.getByRole('group', { name: 'Tổng số tag' })).getByText('3')).toBeInTheDocument());
  expect(within(screen.getByRole('group', { name: 'Lượt gán cho nhóm' })).getByText('3')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Tag đang được dùng' })).getByText('2')).toBeInTheDocument();
  // On a phone the table scrolls sideways with readable columns, not a tag name broken one word a line.
  expect(screen.getByRole('table').closest('.ant-table-wrapper')).toHaveStyle({ minWidth: '600px' });
});

test('assigning needs both groups and tags', async () => {
  const assign = jest.spyOn(groupTagsApi, 'assign').mockResolvedValue({ assigned: 2, groupCount: 2, tagCount: 1 });
  const { unmount } = renderWithApp(<GroupTagManagementTab selection={NO_GROUPS} />);
  await user.click(await screen.findByRole('button', { name: 'Gán tag' }));
  expect(await screen.findByText('Vui lòng chọn cả nhóm và tags để gán')).toBeInTheDocument();
  unmount();

  renderWithApp(<GroupTagManagementTab selection={itemsOf(sampleGroups.slice(0, 2))} />);
  await screen.findByRole('button', { name: 'Xóa VIP' });
  await pick(user, screen.getByRole('combobox', { name: 'Chọn tag' }), 'Mới');
  await user.click(screen.getByRole('button', { name: 'Gán tag' }));
  expect(await screen.findByText('Đã gán 1 tag thành công!')).toBeInTheDocument();
  expect(assign).toHaveBeenCalledWith({ groupIds: ['row-1', 'row-2'], tagIds: ['tag-new'] });
});

test('tags come off the selected groups in bulk; a select-all sends its filter', async () => {
  const unassign = jest.spyOn(groupTagsApi, 'unassign').mockResolvedValue({ unassigned: 2_500 });
  const assign = jest.spyOn(groupTagsApi, 'assign').mockResolvedValue({ assigned: 2_600, groupCount: 2_600, tagCount: 1 });
  const selection = everyGroupOf({ search: 'Rau' }, { ...filteredOf(sampleGroups, 2_600), byAccount: [{ accountId: 'a', count: 2_600, communityCount: 0 }] });
  renderWithApp(<GroupTagManagementTab selection={selection} />);
  await screen.findByRole('button', { name: 'Xóa VIP' });
  expect(screen.getByText('Đã chọn tất cả 2.600 nhóm theo bộ lọc')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Bỏ tag' }));
  expect(await screen.findByText('Vui lòng chọn cả nhóm và tag để bỏ')).toBeInTheDocument();
  await pick(user, screen.getByRole('combobox', { name: 'Chọn tag' }), 'VIP');
  await user.click(screen.getByRole('button', { name: 'Bỏ tag' }));
  expect(await screen.findByText('Đã bỏ 2.500 lượt gán tag')).toBeInTheDocument();
  expect(unassign).toHaveBeenCalledWith({ selection: { filter: { search: 'Rau' }, excludeIds: [] }, tagIds: ['tag-vip'] });
  await pick(user, screen.getByRole('combobox', { name: 'Chọn tag' }), 'Mới');
  await user.click(screen.getByRole('button', { name: 'Gán tag' }));
  expect(await screen.findByText('Đã gán 1 tag thành công!')).toBeInTheDocument();
  expect(assign).toHaveBeenCalledWith({ selection: { filter: { search: 'Rau' }, excludeIds: [] }, tagIds: ['tag-new'] });
});

test('create with the fallback palette; the schema texts; a server refusal keeps the modal', async () => {
  const create = jest.spyOn(groupTagsApi, 'create').mockRejectedValueOnce(new ApiError('Tên tag đã tồn tại', 409));
  renderWithApp(<GroupTagManagementTab selection={NO_GROUPS} />);
  await user.click(await screen.findByRole('button', { name: 'Tạo tag mới' }));
  const dialog = await findDialog('Tạo tag mới');
  expect(within(dialog).getAllByRole('radio')).toHaveLength(10);
  await user.click(within(dialog).getByRole('button', { name: 'Tạo tag' }));
  expect(await within(dialog).findByText('Tên tag không được để trống')).toBeInTheDocument();
  fill(within(dialog).getByLabelText('Tên tag'), 'VIP');
  await user.click(within(dialog).getByRole('radio', { name: '#10B981' }));
  await user.click(within(dialog).getByRole('button', { name: 'Tạo tag' }));
  expect(await screen.findByText('Tên tag đã tồn tại')).toBeInTheDocument();
  expect(create).toHaveBeenCalledWith({ name: 'VIP', description: null, color: '#10B981' });
});

test('deleting an assigned tag asks with the count', async () => {
  const remove = jest.spyOn(groupTagsApi, 'remove').mockResolvedValue({ id: 'tag-vip', unassigned: 2 });
  renderWithApp(<GroupTagManagementTab selection={NO_GROUPS} />);
  await user.click(await screen.findByRole('button', { name: 'Xóa VIP' }));
  expect(await screen.findByText('Tag này đã được gán cho 2 nhóm. Bạn có chắc muốn xóa không?')).toBeInTheDocument();
  expect(remove).not.toHaveBeenCalled();
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Xóa' }));
  expect(await screen.findByText('Đã xóa tag thành công!')).toBeInTheDocument();
  expect(remove).toHaveBeenCalledWith('tag-vip');
});

test('an OWNER creates, renames and deletes group tags', async () => {
  signedInAs('OWNER');
  renderWithApp(<GroupTagManagementTab selection={NO_GROUPS} />);
  expect(await screen.findByRole('button', { name: 'Sửa VIP' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Xóa VIP' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Tạo tag/ })).toBeInTheDocument();
});

test('an AGENT still assigns existing tags to their groups, but creates, renames and deletes none', async () => {
  signedInAs('AGENT');
  const assign = jest.spyOn(groupTagsApi, 'assign').mockResolvedValue({ assigned: 2, groupCount: 2, tagCount: 1 });
  renderWithApp(<GroupTagManagementTab selection={itemsOf(sampleGroups.slice(0, 2))} />);
  expect(await screen.findByTestId('tag-managers-only')).toHaveTextContent('Bạn vẫn gắn được các tag có sẵn');
  await screen.findByRole('table');
  await waitFor(() => expect(screen.getAllByText('VIP').length).toBeGreaterThan(0));
  expect(screen.queryByRole('button', { name: /Tạo tag/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Sửa VIP' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Xóa VIP' })).toBeNull();
  await pick(user, screen.getByRole('combobox', { name: 'Chọn tag' }), 'Mới');
  await user.click(screen.getByRole('button', { name: 'Gán tag' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith({ groupIds: ['row-1', 'row-2'], tagIds: ['tag-new'] }));
});
