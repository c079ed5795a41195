import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { ApiError, accountsApi, groupsApi, groupTagsApi, jobsApi, type StoredGroup } from 'shared-sdk';
import { fill, renderWithApp, setupUser } from 'shared-sdk/testing';
import { filteredOf, groupAccounts, groupFixture, sampleGroups, sampleTags, SECOND_ACCOUNT_ID } from '../testing/fixtures';
import { findDialog } from '../testing/dialogs';
import { GroupListTab } from './group-list-tab';

jest.setTimeout(60_000);
const user = setupUser();

let api: Record<'filtered' | 'sync' | 'toGroup' | 'auto', jest.SpyInstance>;
beforeEach(() => {
  jest.spyOn(accountsApi, 'list').mockResolvedValue(groupAccounts);
  jest.spyOn(groupTagsApi, 'list').mockResolvedValue({ tags: sampleTags });
  api = {
    filtered: jest.spyOn(groupTagsApi, 'filteredGroups').mockResolvedValue(filteredOf(sampleGroups)),
    sync: jest.spyOn(groupsApi, 'sync').mockResolvedValue({ total: 3, added: 1, updated: 0, removed: 0, fetched: 1, syncedAt: '' }),
    toGroup: jest.spyOn(jobsApi, 'messageToGroup').mockResolvedValue({ jobs: [] }),
    auto: jest.spyOn(jobsApi, 'autoFriendRequest').mockResolvedValue({ jobs: [] }),
  };
});
afterEach(() => jest.restoreAllMocks());

function Harness() {
  const [selection, setSelection] = useState<Map<string, StoredGroup>>(new Map());
  return <GroupListTab selection={selection} onSelectionChange={setSelection} />;
}

const card = (name: string) => screen.getByRole('article', { name });

async function renderTab() {
  const result = renderWithApp(<Harness />, { url: '/groups' });
  await screen.findByRole('article', { name: 'Hội chợ Cây cảnh Sài Gòn' });
  return result;
}

test('cards: community badge, up to 4 tags then +n with cut names, members, account, status', async () => {
  await renderTab();
  expect(within(card('Cộng đồng Hoa lan')).getByText('Cộng đồng')).toBeInTheDocument();
  const wholesale = card('Khách sỉ miền Tây');
  expect(within(wholesale).getByText('Khách hàng…')).toBeInTheDocument();
  expect(within(wholesale).getByText('+1')).toBeInTheDocument();
  expect(within(wholesale).getByText('58 thành viên')).toBeInTheDocument();
  expect(within(wholesale).getByText('Shop Cây Cảnh')).toBeInTheDocument();
  expect(within(wholesale).getByText('Đã dừng')).toBeInTheDocument();
  expect(within(card('Hội chợ Cây cảnh Sài Gòn')).getByText('Sync lúc 05/03/2026')).toBeInTheDocument();
  expect(screen.getByText('3/3 nhóm')).toBeInTheDocument();
});

test('search, account and advanced filter go to the server', async () => {
  await renderTab();
  await user.type(screen.getByRole('searchbox', { name: 'Tìm theo tên nhóm' }), 'Hoa{Enter}');
  await waitFor(() => expect(api.filtered).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'Hoa', offset: '0' })));
  await user.click(screen.getByRole('button', { name: /Bộ lọc nâng cao/ }));
  await user.click(within(screen.getByRole('group', { name: 'Tags' })).getByText('VIP'));
  await waitFor(() => expect(api.filtered).toHaveBeenLastCalledWith(expect.objectContaining({ tagIds: ['tag-vip'], search: 'Hoa' })));
  fill(screen.getByRole('spinbutton', { name: 'Thành viên từ' }), '100');
  await waitFor(() => expect(api.filtered).toHaveBeenLastCalledWith(expect.objectContaining({ memberCountMin: '100' })));
});

test('sync all syncs the ACTIVE accounts and reloads', async () => {
  await renderTab();
  const calls = api.filtered.mock.calls.length;
  await user.click(screen.getByRole('button', { name: /Sync tất cả/ }));
  expect(await screen.findByText('Đã sync 6 nhóm')).toBeInTheDocument();
  expect(api.sync.mock.calls.map(([id]) => id)).toEqual([groupAccounts[0].id, SECOND_ACCOUNT_ID]);
  await waitFor(() => expect(api.filtered.mock.calls.length).toBeGreaterThan(calls));
});

test('a failed load shows the spec text and a retry', async () => {
  api.filtered.mockRejectedValueOnce(new ApiError('boom', 500));
  renderWithApp(<Harness />);
  expect(await screen.findByText('Failed to load groups')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Thử lại' }));
  await screen.findByRole('article', { name: 'Hội chợ Cây cảnh Sài Gòn' });
});

test('an action without a selection asks for a group; select-all takes every filtered group', async () => {
  await renderTab();
  await user.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
  expect(await screen.findByText('Vui lòng chọn ít nhất một nhóm')).toBeInTheDocument();
  api.filtered.mockResolvedValueOnce(filteredOf([...sampleGroups, groupFixture({ id: 'row-4', groupId: 'g-400', name: 'Trang sau' })]));
  await user.click(screen.getByRole('checkbox', { name: 'Chọn tất cả' }));
  expect(await screen.findByText('Đã chọn 4 nhóm')).toBeInTheDocument();
  expect(api.filtered).toHaveBeenLastCalledWith(expect.objectContaining({ offset: '0', limit: '500' }));
});

test('send message: one job per group, the jobs list opens before the calls finish', async () => {
  let finish: (value: { jobs: [] }) => void = () => undefined;
  api.toGroup.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  await renderTab();
  await user.click(within(card('Hội chợ Cây cảnh Sài Gòn')).getByRole('checkbox'));
  await user.click(within(card('Khách sỉ miền Tây')).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
  const dialog = await findDialog('Gửi tin nhắn đến 2 nhóm');
  expect(within(dialog).getByRole('button', { name: 'Gửi tin nhắn' })).toBeDisabled();
  fill(within(dialog).getByRole('textbox', { name: 'Nội dung tin nhắn' }), 'Khuyến mãi cuối tuần');
  await user.click(within(dialog).getByRole('button', { name: 'Gửi tin nhắn' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/jobs?page=1');
  expect(api.toGroup).toHaveBeenCalledTimes(2);
  expect(api.toGroup).toHaveBeenCalledWith({ accountId: SECOND_ACCOUNT_ID, groupId: 'g-300', message: 'Khuyến mãi cuối tuần', attachments: [], delayMin: 5, delayMax: 10 });
  finish({ jobs: [] });
});

test('automatic friend requests skip community groups; only community groups cannot be sent', async () => {
  await renderTab();
  await user.click(within(card('Cộng đồng Hoa lan')).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Tự động kết bạn' }));
  let dialog = await findDialog('Tự động kết bạn từ nhóm');
  expect(within(dialog).getByText('Không có nhóm hợp lệ: nhóm cộng đồng không thể tự động kết bạn.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Tạo job tự động kết bạn' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));

  await user.click(within(card('Hội chợ Cây cảnh Sài Gòn')).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Tự động kết bạn' }));
  dialog = await findDialog('Tự động kết bạn từ nhóm');
  expect(within(dialog).getByText('1 nhóm cộng đồng sẽ được bỏ qua.')).toBeInTheDocument();
  expect(within(dialog).getByText('Nên giữ khoảng 30 lời mời mỗi ngày để tránh bị khóa tài khoản.')).toBeInTheDocument();
  fill(within(dialog).getByRole('textbox', { name: 'Tin nhắn kết bạn' }), '');
  expect(within(dialog).getByText('Vui lòng nhập tin nhắn kết bạn')).toBeInTheDocument();
  fill(within(dialog).getByRole('textbox', { name: 'Tin nhắn kết bạn' }), 'Chào bạn');
  await user.click(within(dialog).getByRole('button', { name: 'Tạo job tự động kết bạn' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/jobs?page=1'));
  expect(api.auto).toHaveBeenCalledWith({ accountId: groupAccounts[0].id, groupIds: ['g-100'], message: 'Chào bạn', delayMin: 5, delayMax: 10, maxRequestsPerDay: 30, enabled: true });
});

test('the server says which accounts are not logged in to Zalo', async () => {
  api.auto.mockRejectedValueOnce(new ApiError('Các tài khoản sau chưa đăng nhập Zalo: Shop Hoa Tươi. Vui lòng đăng nhập trước khi tạo job tự động kết bạn.', 400));
  await renderTab();
  await user.click(within(card('Hội chợ Cây cảnh Sài Gòn')).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Tự động kết bạn' }));
  const dialog = await findDialog('Tự động kết bạn từ nhóm');
  await user.click(within(dialog).getByRole('button', { name: 'Tạo job tự động kết bạn' }));
  expect(await within(dialog).findByText(/chưa đăng nhập Zalo: Shop Hoa Tươi/)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/groups');
});
