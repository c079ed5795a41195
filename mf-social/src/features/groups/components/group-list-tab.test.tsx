import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { ApiError, accountsApi, groupsApi, groupTagsApi, jobsApi, schedulesApi, subscriptionApi } from 'shared-sdk';
import { fill, renderWithApp, setupUser } from 'shared-sdk/testing';
import { filteredOf, groupAccounts, sampleGroups, sampleTags, SECOND_ACCOUNT_ID } from '../testing/fixtures';
import { findDialog } from '../testing/dialogs';
import { NO_GROUPS, type SelectedGroups } from '../utils/selection';
import { GroupListTab } from './group-list-tab';

jest.setTimeout(60_000);
const user = setupUser();

let api: Record<'filtered' | 'sync' | 'toGroup' | 'toGroups' | 'auto' | 'jobLimits', jest.SpyInstance>;
beforeEach(() => {
  jest.spyOn(accountsApi, 'list').mockResolvedValue(groupAccounts);
  jest.spyOn(groupTagsApi, 'list').mockResolvedValue({ tags: sampleTags });
  jest.spyOn(schedulesApi, 'list').mockResolvedValue({ schedules: [] });
  api = {
    filtered: jest.spyOn(groupTagsApi, 'filteredGroups').mockResolvedValue(filteredOf(sampleGroups)),
    sync: jest.spyOn(groupsApi, 'sync').mockResolvedValue({ total: 3, added: 1, updated: 0, removed: 0, fetched: 1, syncedAt: '' }),
    toGroup: jest.spyOn(jobsApi, 'messageToGroup').mockResolvedValue({ jobs: [] }),
    auto: jest.spyOn(jobsApi, 'autoFriendRequest').mockResolvedValue({ jobs: [] }),
    toGroups: jest.spyOn(groupsApi, 'messageToGroups').mockResolvedValue({ jobs: [] }),
    jobLimits: jest.spyOn(subscriptionApi, 'jobLimits').mockResolvedValue({ canCreate: true, limit: 20, used: 5, concurrentLimit: 1, running: 1 }),
  };
  jest.spyOn(subscriptionApi, 'planLimits').mockResolvedValue({ planName: 'basic', accountLimit: 3, jobLimits: { daily: 20, concurrent: 1 }, features: [] });
});
afterEach(() => jest.restoreAllMocks());

function Harness() {
  const [selection, setSelection] = useState<SelectedGroups>(NO_GROUPS);
  return <GroupListTab selection={selection} onSelectionChange={setSelection} />;
}

const card = (name: string) => screen.getByRole('article', { name });

async function renderTab() {
  const result = renderWithApp(<Harness />, { url: '/groups' });
  await screen.findByRole('article', { name: 'Hội chợ Cây cảnh Sài Gòn' });
  return result;
}

test('cards: community badge, up to 4 tags then +n with whole names, members, account, status', async () => {
  await renderTab();
  expect(within(card('Cộng đồng Hoa lan')).getByText('Cộng đồng')).toBeInTheDocument();
  const wholesale = card('Khách sỉ miền Tây');
  expect(within(wholesale).getByText('Khách hàng thân thiết')).toBeInTheDocument();
  expect(within(wholesale).queryByText('Khách hàng…')).not.toBeInTheDocument();
  expect(within(wholesale).getByText('+1')).toBeInTheDocument();
  await user.click(within(wholesale).getByText('+1'));
  expect(within(wholesale).getByText('Lẻ')).toBeInTheDocument();
  expect(within(wholesale).getByText('58 thành viên')).toBeInTheDocument();
  expect(within(wholesale).getByText('Shop Cây Cảnh')).toBeInTheDocument();
  expect(within(wholesale).getByText('Đã dừng')).toBeInTheDocument();
  expect(within(card('Hội chợ Cây cảnh Sài Gòn')).getByText('Đồng bộ lúc 05/03/2026')).toBeInTheDocument();
  expect(screen.getByText('3/3 nhóm')).toBeInTheDocument();
});

test('search, account and advanced filter go to the server', async () => {
  await renderTab();
  await user.type(screen.getByRole('searchbox', { name: 'Tìm theo tên nhóm' }), 'Hoa{Enter}');
  await waitFor(() => expect(api.filtered).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'Hoa', offset: '0' })));
  await user.click(screen.getByRole('button', { name: /Bộ lọc nâng cao/ }));
  // Whole tag names in the filter too.
  expect(within(screen.getByRole('group', { name: 'Tag' })).getByText('Khách hàng thân thiết')).toBeInTheDocument();
  await user.click(within(screen.getByRole('group', { name: 'Tag' })).getByText('VIP'));
  await waitFor(() => expect(api.filtered).toHaveBeenLastCalledWith(expect.objectContaining({ tagIds: ['tag-vip'], search: 'Hoa' })));
  fill(screen.getByRole('spinbutton', { name: 'Thành viên từ' }), '100');
  await waitFor(() => expect(api.filtered).toHaveBeenLastCalledWith(expect.objectContaining({ memberCountMin: '100' })));
});

test('sync all syncs the ACTIVE accounts and reloads, in Vietnamese', async () => {
  await renderTab();
  const calls = api.filtered.mock.calls.length;
  await user.click(screen.getByRole('button', { name: /Đồng bộ tất cả/ }));
  expect(await screen.findByText('Đã đồng bộ 6 nhóm')).toBeInTheDocument();
  expect(api.sync.mock.calls.map(([id]) => id)).toEqual([groupAccounts[0].id, SECOND_ACCOUNT_ID]);
  await waitFor(() => expect(api.filtered.mock.calls.length).toBeGreaterThan(calls));
});

test('sync all clicked before the accounts arrived waits for them; none logged in says so, never "Đã đồng bộ 0 nhóm"', async () => {
  let arrive: (accounts: typeof groupAccounts) => void = () => undefined;
  jest.spyOn(accountsApi, 'list').mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
  const { unmount } = await renderTab();
  await user.click(screen.getByRole('button', { name: /Đồng bộ tất cả/ }));
  arrive(groupAccounts);
  expect(await screen.findByText('Đã đồng bộ 6 nhóm')).toBeInTheDocument();
  expect(api.sync.mock.calls.map(([id]) => id)).toEqual([groupAccounts[0].id, SECOND_ACCOUNT_ID]);
  unmount();

  api.sync.mockClear();
  jest.spyOn(accountsApi, 'list').mockResolvedValue(groupAccounts.map((account) => ({ ...account, status: 'PENDING' as const })));
  await renderTab();
  await user.click(screen.getByRole('button', { name: /Đồng bộ tất cả/ }));
  expect(await screen.findByText('Chưa có tài khoản Zalo nào đang hoạt động để đồng bộ: đăng nhập tài khoản ở trang Tài khoản trước.')).toBeInTheDocument();
  expect(api.sync).not.toHaveBeenCalled();
  expect(screen.queryByText('Đã đồng bộ 0 nhóm')).not.toBeInTheDocument();
});

test('a failed load shows the spec text and a retry', async () => {
  api.filtered.mockRejectedValueOnce(new ApiError('boom', 500));
  renderWithApp(<Harness />);
  expect(await screen.findByText('Failed to load groups')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Thử lại' }));
  await screen.findByRole('article', { name: 'Hội chợ Cây cảnh Sài Gòn' });
});

test('an action without a selection asks for a group; select-all of one page picks its groups', async () => {
  await renderTab();
  await user.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
  expect(await screen.findByText('Vui lòng chọn ít nhất một nhóm')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Chọn tất cả' }));
  expect(await screen.findByText('Đã chọn 3 nhóm')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Chọn tất cả' })).toBeChecked();
});

test('select-all of more than a page takes the filter itself, any number, sent as the filter', async () => {
  api.filtered.mockResolvedValue({
    ...filteredOf(sampleGroups, 3_200),
    byAccount: [
      { accountId: groupAccounts[0].id, count: 3_000, communityCount: 40 },
      { accountId: SECOND_ACCOUNT_ID, count: 200, communityCount: 0 },
    ],
  });
  await renderTab();
  const calls = api.filtered.mock.calls.length;
  await user.click(screen.getByRole('checkbox', { name: 'Chọn tất cả' }));
  expect(await screen.findByText('Đã chọn tất cả 3.200 nhóm theo bộ lọc')).toBeInTheDocument();
  // Nothing is fetched page by page: the server reads the filter.
  expect(api.filtered.mock.calls.length).toBe(calls);
  await user.click(within(card('Cộng đồng Hoa lan')).getByRole('checkbox'));
  expect(screen.getByText('Đã chọn tất cả 3.199 nhóm theo bộ lọc')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
  const dialog = await findDialog('Gửi tin nhắn đến 3.199 nhóm');
  // 3,199 jobs on a plan of 20 a day: said before sending, and the button does not send.
  expect(await within(dialog).findByText(/^Sẽ tạo 3\.199 công việc \(mỗi nhóm một\)\. Gói Basic cho phép 20 công việc mỗi ngày, hôm nay còn 15: không đủ/)).toBeInTheDocument();
  fill(within(dialog).getByRole('textbox', { name: 'Nội dung tin nhắn' }), 'Chào cả nhà');
  expect(within(dialog).getByRole('button', { name: 'Gửi tin nhắn' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));

  api.jobLimits.mockResolvedValue({ canCreate: true, limit: -1, used: 5, concurrentLimit: 10, running: 0 });
  await user.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
  const again = await findDialog('Gửi tin nhắn đến 3.199 nhóm');
  await within(again).findByText(/^Sẽ tạo 3\.199 công việc/);
  fill(within(again).getByRole('textbox', { name: 'Nội dung tin nhắn' }), 'Chào cả nhà');
  await user.click(within(again).getByRole('button', { name: 'Gửi tin nhắn' }));
  await waitFor(() => expect(api.toGroups).toHaveBeenCalled());
  expect(api.toGroups).toHaveBeenCalledWith({
    selection: { filter: { tagIds: [] }, excludeIds: ['row-2'] },
    message: 'Chào cả nhà',
    attachments: [],
    delayMin: 5,
    delayMax: 10,
  });
  expect(api.toGroup).not.toHaveBeenCalled();
});

test('another filter ends a select-all', async () => {
  api.filtered.mockResolvedValue({ ...filteredOf(sampleGroups, 3_200), byAccount: [{ accountId: groupAccounts[0].id, count: 3_200, communityCount: 0 }] });
  await renderTab();
  await user.click(screen.getByRole('checkbox', { name: 'Chọn tất cả' }));
  await screen.findByText('Đã chọn tất cả 3.200 nhóm theo bộ lọc');
  await user.type(screen.getByRole('searchbox', { name: 'Tìm theo tên nhóm' }), 'Hoa{Enter}');
  await waitFor(() => expect(screen.queryByText(/^Đã chọn/)).not.toBeInTheDocument());
});

test('a tag comes off a group from its card', async () => {
  const unassign = jest.spyOn(groupTagsApi, 'unassign').mockResolvedValue({ unassigned: 1 });
  await renderTab();
  await user.click(within(card('Hội chợ Cây cảnh Sài Gòn')).getByRole('button', { name: 'Bỏ tag VIP' }));
  expect(await screen.findByText('Đã xóa tag thành công!')).toBeInTheDocument();
  expect(unassign).toHaveBeenCalledWith({ groupIds: ['row-1'], tagIds: ['tag-vip'] });
  unassign.mockRejectedValueOnce(new ApiError('Không tìm thấy nhóm', 404));
  await user.click(within(card('Hội chợ Cây cảnh Sài Gòn')).getByRole('button', { name: 'Bỏ tag VIP' }));
  expect(await screen.findByText('Không tìm thấy nhóm')).toBeInTheDocument();
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
  // What the plan allows, said before sending: one job runs already, both new ones wait.
  expect(
    await within(dialog).findByText(
      'Sẽ tạo 2 công việc (mỗi nhóm một). Gói Basic: 20 công việc mỗi ngày (hôm nay còn 15), 1 công việc chạy cùng lúc. Cả 2 công việc sẽ chờ lượt và tự chạy khi công việc đang chạy xong.',
    ),
  ).toBeInTheDocument();
  // Messages to groups: {ten} is the group's name there, and the help says so.
  expect(within(dialog).getByText(/\{ten\} là tên nhóm/)).toBeInTheDocument();
  fill(within(dialog).getByRole('textbox', { name: 'Nội dung tin nhắn' }), 'Khuyến mãi cuối tuần');
  await user.click(within(dialog).getByRole('button', { name: 'Gửi tin nhắn' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/jobs?page=1');
  expect(api.toGroup).toHaveBeenCalledTimes(2);
  expect(api.toGroup).toHaveBeenCalledWith({ accountId: SECOND_ACCOUNT_ID, groupId: 'g-300', message: 'Khuyến mãi cuối tuần', attachments: [], delayMin: 5, delayMax: 10 });
  finish({ jobs: [] });
});

test('send message: every refused group is named with the server reason; waiting jobs are said', async () => {
  const job = (waitingForSlot: boolean) => ({ jobs: [{ id: 'j', waitingForSlot, metadata: {} } as never] });
  api.toGroup
    .mockResolvedValueOnce(job(false))
    .mockResolvedValueOnce(job(true))
    .mockRejectedValueOnce(new ApiError('Đã đạt giới hạn 20 jobs mỗi ngày', 403));
  api.jobLimits.mockResolvedValue({ canCreate: true, limit: 20, used: 0, concurrentLimit: 1, running: 0 });
  await renderTab();
  for (const name of ['Hội chợ Cây cảnh Sài Gòn', 'Cộng đồng Hoa lan', 'Khách sỉ miền Tây']) await user.click(within(card(name)).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Gửi tin nhắn' }));
  const dialog = await findDialog('Gửi tin nhắn đến 3 nhóm');
  await within(dialog).findByText(/1 công việc chạy ngay, 2 công việc chờ lượt/);
  fill(within(dialog).getByRole('textbox', { name: 'Nội dung tin nhắn' }), 'Chào');
  await user.click(within(dialog).getByRole('button', { name: 'Gửi tin nhắn' }));
  expect(
    await screen.findByText(
      'Đã tạo 2 công việc, 1 yêu cầu không tạo được: Khách sỉ miền Tây: Đã đạt giới hạn 20 jobs mỗi ngày. 1 công việc chạy ngay, 1 công việc chờ lượt: gói của bạn cho phép 1 công việc chạy cùng lúc.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Một số có thể bị lỗi/)).not.toBeInTheDocument();
});

test('automatic friend requests skip community groups; only community groups cannot be sent', async () => {
  await renderTab();
  await user.click(within(card('Cộng đồng Hoa lan')).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Tự động kết bạn' }));
  let dialog = await findDialog('Tự động kết bạn từ nhóm');
  expect(within(dialog).getByText('Không có nhóm hợp lệ: nhóm cộng đồng không thể tự động kết bạn.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Tạo công việc tự động kết bạn' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));

  await user.click(within(card('Hội chợ Cây cảnh Sài Gòn')).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Tự động kết bạn' }));
  dialog = await findDialog('Tự động kết bạn từ nhóm');
  expect(within(dialog).getByText('1 nhóm cộng đồng sẽ được bỏ qua.')).toBeInTheDocument();
  expect(within(dialog).getByText('Nên giữ khoảng 30 lời mời mỗi ngày để tránh bị khóa tài khoản.')).toBeInTheDocument();
  fill(within(dialog).getByRole('textbox', { name: 'Tin nhắn kết bạn' }), '');
  expect(within(dialog).getByText('Vui lòng nhập tin nhắn kết bạn')).toBeInTheDocument();
  fill(within(dialog).getByRole('textbox', { name: 'Tin nhắn kết bạn' }), 'Chào bạn');
  await user.click(within(dialog).getByRole('button', { name: 'Tạo công việc tự động kết bạn' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/jobs?page=1'));
  expect(api.auto).toHaveBeenCalledWith({ accountId: groupAccounts[0].id, groupIds: ['g-100'], message: 'Chào bạn', delayMin: 5, delayMax: 10, maxRequestsPerDay: 30, enabled: true });
});

test('the server says which accounts are not logged in to Zalo', async () => {
  api.auto.mockRejectedValueOnce(new ApiError('Các tài khoản sau chưa đăng nhập Zalo: Shop Hoa Tươi. Vui lòng đăng nhập trước khi tạo job tự động kết bạn.', 400));
  await renderTab();
  await user.click(within(card('Hội chợ Cây cảnh Sài Gòn')).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Tự động kết bạn' }));
  const dialog = await findDialog('Tự động kết bạn từ nhóm');
  await user.click(within(dialog).getByRole('button', { name: 'Tạo công việc tự động kết bạn' }));
  expect(await within(dialog).findByText(/chưa đăng nhập Zalo: Shop Hoa Tươi/)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/groups');
});
