import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, accountsApi, createQueryClient, exportsApi, jobsApi, sharedListsApi } from 'shared-sdk';
import { fill, pick, renderWithApp, setupUser } from 'shared-sdk/testing';
import { detailOf, LIST_ID, listAccounts, listOf, memberOf } from '../testing/fixtures';
import { SharedPendingPage } from './shared-pending-page';

jest.setTimeout(60_000);
// The schedule dialog's gate comes from mf-billing at run time; here it lets everything through.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: async () => ({
    FeatureGate: ({ children }: { children: React.ReactNode }) => children,
    ProGate: ({ children }: { children: React.ReactNode }) => children,
  }),
}));

beforeEach(() => {
  jest.spyOn(accountsApi, 'list').mockResolvedValue(listAccounts);
});
afterEach(() => jest.restoreAllMocks());

test('the table, the overview tiles and schedule only for ACTIVE lists', async () => {
  jest.spyOn(sharedListsApi, 'list').mockResolvedValue({
    lists: [listOf(), listOf({ id: 'b1', name: 'Kho đang chạy', status: 'PROCESSING', memberCount: 7 })],
  });
  renderWithApp(<SharedPendingPage />);
  const first = (await screen.findByText('Khách nhóm Cây cảnh')).closest('tr') as HTMLElement;
  expect(within(first).getByText('Hoạt động')).toBeInTheDocument();
  expect(within(first).getByText('05/03/2026 09:15')).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'Lên lịch nhắn tin' })).toBeInTheDocument();
  const second = screen.getByText('Kho đang chạy').closest('tr') as HTMLElement;
  expect(within(second).getByText('Đang xử lý')).toBeInTheDocument();
  expect(within(second).queryByRole('button', { name: 'Lên lịch nhắn tin' })).toBeNull();

  expect(within(screen.getByRole('group', { name: 'Tổng số kho' })).getByText('2')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Tổng thành viên' })).getByText('10')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Kho đang hoạt động' })).getByText('1')).toBeInTheDocument();
});

test('empty: points to Groups, Pending friends', async () => {
  jest.spyOn(sharedListsApi, 'list').mockResolvedValue({ lists: [] });
  renderWithApp(<SharedPendingPage />);
  expect(await screen.findByText('Chưa có kho nào. Hãy tạo kho từ trang Quản lý nhóm, mục Bạn bè chờ.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Đến trang Quản lý nhóm' })).toHaveAttribute('href', '/groups');
});

test('a load failure shows the error panel with the spec text, and retries', async () => {
  const list = jest.spyOn(sharedListsApi, 'list').mockRejectedValueOnce(new ApiError('boom', 500)).mockResolvedValue({ lists: [listOf()] });
  renderWithApp(<SharedPendingPage />);
  expect(await screen.findByText('Lỗi tải dữ liệu')).toBeInTheDocument();
  expect(screen.getByText('Failed to load shared pending lists')).toBeInTheDocument();
  await setupUser().click(screen.getByRole('button', { name: 'Thử lại' }));
  expect(await screen.findByText('Khách nhóm Cây cảnh')).toBeInTheDocument();
  expect(list).toHaveBeenCalledTimes(2);
});

test('a network failure says so', async () => {
  jest.spyOn(sharedListsApi, 'list').mockRejectedValue(new TypeError('Failed to fetch'));
  renderWithApp(<SharedPendingPage />);
  expect(await screen.findByText('Network error loading shared pending lists')).toBeInTheDocument();
});

test('delete asks first, then removes; a failure shows the spec text', async () => {
  jest.spyOn(sharedListsApi, 'list').mockResolvedValue({ lists: [listOf()] });
  const remove = jest.spyOn(sharedListsApi, 'remove').mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue({ id: LIST_ID });
  const user = setupUser();
  renderWithApp(<SharedPendingPage />);
  await user.click(await screen.findByRole('button', { name: 'Xóa' }));
  expect(await screen.findByText('Bạn có chắc muốn xóa kho "Khách nhóm Cây cảnh"? Lịch nhắn tin của kho cũng bị xóa.')).toBeInTheDocument();
  const confirm = () => screen.getAllByRole('button', { name: 'Xóa' }).at(-1) as HTMLElement;
  await user.click(confirm());
  expect(await screen.findByText('Có lỗi xảy ra khi xóa kho chung')).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'Xóa' })[0]);
  await user.click(confirm());
  expect(await screen.findByText('Đã xóa kho chung')).toBeInTheDocument();
  expect(remove).toHaveBeenLastCalledWith(LIST_ID);
});

/** A dialog opened over another: antd's test ids make every dialog's accessible name the first one's, so find it by its title. */
function nestedDialog(title: string) {
  return waitFor(() => {
    const found = screen.getAllByRole('dialog').find((dialog) => dialog.querySelector('.ant-modal-title')?.textContent === title);
    if (!found) throw new Error(`No dialog titled ${title}`);
    return found;
  });
}

/** The selection checkbox of a member's row. */
async function memberCheckbox(dialog: HTMLElement, name: string) {
  const row = (await within(dialog).findByText(name)).closest('tr') as HTMLElement;
  return within(row).getByRole('checkbox');
}

describe('the detail dialog', () => {
  beforeEach(() => {
    jest.spyOn(sharedListsApi, 'list').mockResolvedValue({ lists: [listOf()] });
    jest.spyOn(sharedListsApi, 'get').mockResolvedValue({ list: detailOf() });
  });

  async function openDetail(user: ReturnType<typeof setupUser>) {
    renderWithApp(<SharedPendingPage />, { url: '/shared-pending' });
    await user.click(await screen.findByRole('button', { name: 'Xem chi tiết' }));
    return screen.findByRole('dialog', { name: 'Chi tiết kho: Khách nhóm Cây cảnh' });
  }

  test('description, total, members with source group and status; actions wait for a selection', async () => {
    const user = setupUser();
    const dialog = await openDetail(user);
    expect(await within(dialog).findByText('Thành viên chưa kết bạn từ 3 nhóm cây cảnh')).toBeInTheDocument();
    expect(within(dialog).getByText('Tổng số thành viên: 3')).toBeInTheDocument();
    const row = within(dialog).getByText('Thành viên 2').closest('tr') as HTMLElement;
    expect(within(row).getByText('tv2')).toBeInTheDocument();
    expect(within(row).getByText('ID: 710000000002')).toBeInTheDocument();
    expect(within(row).getByText('Cây cảnh Sài Gòn')).toBeInTheDocument();
    expect(within(row).getByText('Chờ xử lý')).toBeInTheDocument();
    for (const name of ['Gửi tin nhắn', 'Gửi lời mời kết bạn', 'Mời vào nhóm']) {
      expect(within(dialog).getByRole('button', { name })).toBeDisabled();
    }
    await user.click(within(dialog).getByRole('checkbox', { name: 'Chọn tất cả (0/3)' }));
    expect(within(dialog).getByText('Chọn tất cả (3/3)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Gửi tin nhắn' })).toBeEnabled();
  });

  test("'Xuất file' downloads every member of the list, selected or not, through a download link", async () => {
    const downloadLink = jest.spyOn(exportsApi, 'downloadLink').mockResolvedValue({ url: '/api/v1/x?link=y', expiresAt: new Date().toISOString() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = setupUser();
    const dialog = await openDetail(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Xuất file' }));
    await user.click(await screen.findByText('Xuất CSV (.csv)'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(downloadLink).toHaveBeenCalledWith(`/shared-pending/lists/${LIST_ID}/export`, 'csv');
  });

  test('send message: the spec checks, then one job for the selected members and /jobs?page=1', async () => {
    const create = jest.spyOn(jobsApi, 'messageToSharedListMembers').mockResolvedValue({ jobs: [] });
    const user = setupUser();
    const dialog = await openDetail(user);
    await user.click(await memberCheckbox(dialog, 'Thành viên 2'));
    await user.click(await memberCheckbox(dialog, 'Thành viên 3'));
    await user.click(within(dialog).getByRole('button', { name: 'Gửi tin nhắn' }));
    const send = await nestedDialog('Gửi tin nhắn');
    expect(within(send).getByText('Đã chọn 2 thành viên')).toBeInTheDocument();

    await user.click(within(send).getByRole('button', { name: 'Tạo công việc' }));
    expect(await within(send).findByText('Vui lòng chọn tài khoản gửi')).toBeInTheDocument();
    // Only ACTIVE accounts are offered.
    await pick(user, within(send).getByRole('combobox'), 'Shop Cây Cảnh');
    expect(screen.queryByTitle('Shop Cũ')).toBeNull();
    await user.click(within(send).getByRole('button', { name: 'Tạo công việc' }));
    expect(await within(send).findByText('Vui lòng nhập nội dung tin nhắn hoặc chọn file đính kèm')).toBeInTheDocument();

    fill(within(send).getByRole('textbox'), 'Chào bạn');
    const [delayMin, delayMax] = within(send).getAllByRole('spinbutton');
    fill(delayMin, '');
    fill(delayMax, '90');
    await user.click(within(send).getByRole('button', { name: 'Tạo công việc' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][0]).toEqual({
      listId: LIST_ID,
      memberIds: [memberOf(2).id, memberOf(3).id],
      accountId: listAccounts[1].id,
      message: 'Chào bạn',
      attachments: [],
      delayMin: 1,
      delayMax: 3,
    });
    expect(await screen.findByText('Đã tạo job gửi tin nhắn đến 2 thành viên')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/jobs?page=1'));
  });

  test('send message: the server text when the job is refused, else the default', async () => {
    jest.spyOn(jobsApi, 'messageToSharedListMembers').mockRejectedValueOnce(new ApiError('Tài khoản Shop Cây Cảnh không hoạt động, vui lòng đăng nhập lại', 400)).mockRejectedValueOnce(new TypeError('x'));
    const user = setupUser();
    const dialog = await openDetail(user);
    await user.click(await memberCheckbox(dialog, 'Thành viên 1'));
    await user.click(within(dialog).getByRole('button', { name: 'Gửi tin nhắn' }));
    const send = await nestedDialog('Gửi tin nhắn');
    await pick(user, within(send).getByRole('combobox'), 'Shop Cây Cảnh');
    fill(within(send).getByRole('textbox'), 'Chào bạn');
    await user.click(within(send).getByRole('button', { name: 'Tạo công việc' }));
    expect(await within(send).findByText('Tài khoản Shop Cây Cảnh không hoạt động, vui lòng đăng nhập lại')).toBeInTheDocument();
    await user.click(within(send).getByRole('button', { name: 'Tạo công việc' }));
    expect(await within(send).findByText('Có lỗi xảy ra khi gửi tin nhắn')).toBeInTheDocument();
  });

  test('friend request: the request message is required', async () => {
    const create = jest.spyOn(jobsApi, 'friendRequestToSharedListMembers').mockResolvedValue({ jobs: [] });
    const user = setupUser();
    const dialog = await openDetail(user);
    await user.click(await memberCheckbox(dialog, 'Thành viên 1'));
    expect(within(dialog).getByText('Chọn tất cả (1/3)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Gửi lời mời kết bạn' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Gửi lời mời kết bạn' }));
    const request = await nestedDialog('Gửi lời mời kết bạn');
    await pick(user, within(request).getByRole('combobox'), 'Shop Hoa Tươi');
    fill(within(request).getByRole('textbox'), '   ');
    await user.click(within(request).getByRole('button', { name: 'Tạo công việc' }));
    expect(await within(request).findByText('Vui lòng nhập lời nhắn kết bạn')).toBeInTheDocument();
    fill(within(request).getByRole('textbox'), 'Kết bạn nhé');
    await user.click(within(request).getByRole('button', { name: 'Tạo công việc' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ memberIds: [memberOf(1).id], message: 'Kết bạn nhé' })));
  });

  test('invite: the groups load after an account is chosen; 5-15 s apart', async () => {
    const { socialApi } = jest.requireActual<typeof import('shared-sdk')>('shared-sdk');
    const groups = jest.spyOn(socialApi, 'groups').mockResolvedValue({ groups: [{ groupId: 'g-7', name: 'Nhóm khách quen', memberCount: 40, isCommunity: false }] });
    const create = jest.spyOn(jobsApi, 'inviteSharedListMembers').mockResolvedValue({ jobs: [] });
    const user = setupUser();
    const dialog = await openDetail(user);
    await user.click(await memberCheckbox(dialog, 'Thành viên 1'));
    await user.click(within(dialog).getByRole('button', { name: 'Mời vào nhóm' }));
    const invite = await nestedDialog('Mời vào nhóm');
    expect(groups).not.toHaveBeenCalled();
    await user.click(within(invite).getByRole('button', { name: 'Tạo công việc' }));
    expect(await within(invite).findByText('Vui lòng chọn tài khoản')).toBeInTheDocument();
    const [account, group] = within(invite).getAllByRole('combobox');
    await pick(user, account, 'Shop Hoa Tươi');
    await waitFor(() => expect(groups).toHaveBeenCalledWith(listAccounts[0].id));
    await user.click(within(invite).getByRole('button', { name: 'Tạo công việc' }));
    expect(await within(invite).findByText('Vui lòng chọn nhóm đích')).toBeInTheDocument();
    await pick(user, group, 'Nhóm khách quen (40)');
    await user.click(within(invite).getByRole('button', { name: 'Tạo công việc' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ groupId: 'g-7', delayMin: 5, delayMax: 15 })));
  });
});

describe('the schedule dialog', () => {
  beforeEach(() => {
    jest.spyOn(sharedListsApi, 'list').mockResolvedValue({ lists: [listOf({ memberCount: 450 })] });
    jest.spyOn(sharedListsApi, 'messageExecutions').mockResolvedValue({
      executions: [
        {
          id: 'e1',
          executedAt: '2026-03-06T02:00:00.000Z',
          executionDuration: 42,
          status: 'PARTIAL',
          totalProcessed: 10,
          successfulMessages: 8,
          blockedMessages: 1,
          failedMessages: 1,
          errorMessage: null,
        },
      ],
      pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
    });
  });

  test('times, estimated days, the spec checks, then the schedule and its success text', async () => {
    const create = jest.spyOn(sharedListsApi, 'scheduleMessages').mockResolvedValue({ schedule: { id: 's1', nextRunAt: null } });
    const user = setupUser();
    renderWithApp(<SharedPendingPage />);
    await user.click(await screen.findByRole('button', { name: 'Lên lịch nhắn tin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lên lịch nhắn tin: Khách nhóm Cây cảnh' });
    expect(await within(dialog).findByText('Ước tính 3 ngày để nhắn hết 450 thành viên')).toBeInTheDocument();
    expect(await within(dialog).findByText('Xử lý 10 · Thành công 8 · Bị chặn 1 · Thất bại 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Một phần')).toBeInTheDocument();

    // One time stays; another can be added.
    expect(within(dialog).getByRole('button', { name: 'Xóa thời gian' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Thêm thời gian' }));
    expect(within(dialog).getAllByRole('button', { name: 'Xóa thời gian' })[0]).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Tạo lịch' }));
    expect(await within(dialog).findByText('Vui lòng nhập nội dung tin nhắn')).toBeInTheDocument();
    fill(within(dialog).getByRole('textbox'), 'Chào {ten}');
    fill(within(dialog).getByRole('spinbutton'), '1001');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo lịch' }));
    expect(await within(dialog).findByText('Số tin nhắn/ngày phải từ 1 đến 1000')).toBeInTheDocument();
    fill(within(dialog).getByRole('spinbutton'), '100');
    expect(await within(dialog).findByText('Ước tính 5 ngày để nhắn hết 450 thành viên')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tạo lịch' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(LIST_ID, {
        scheduleTimes: ['09:00', '10:00'],
        messageTemplate: 'Chào {ten}',
        timezone: 'Asia/Ho_Chi_Minh',
        attachments: [],
        dailyLimit: 100,
      }),
    );
    expect(await screen.findByText('Đã tạo lịch nhắn tin thành công!')).toBeInTheDocument();
  });

  test('reopened after a scheduled run, the dialog shows that run (not the runs cached at the last opening)', async () => {
    const later = { id: 'e2', executedAt: '2026-03-07T02:00:00.000Z', executionDuration: 30, status: 'SUCCESS' as const, totalProcessed: 5, successfulMessages: 5, blockedMessages: 0, failedMessages: 0, errorMessage: null };
    const user = setupUser();
    // The app's own cache rules (stale after 5 minutes), under which a reopened dialog would show cached runs.
    renderWithApp(<SharedPendingPage />, { queryClient: createQueryClient() });
    await user.click(await screen.findByRole('button', { name: 'Lên lịch nhắn tin' }));
    let dialog = await screen.findByRole('dialog', { name: 'Lên lịch nhắn tin: Khách nhóm Cây cảnh' });
    expect(await within(dialog).findByText('Xử lý 10 · Thành công 8 · Bị chặn 1 · Thất bại 1')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    jest.spyOn(sharedListsApi, 'messageExecutions').mockResolvedValue({ executions: [later], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } });
    await user.click(screen.getByRole('button', { name: 'Lên lịch nhắn tin' }));
    dialog = await screen.findByRole('dialog', { name: 'Lên lịch nhắn tin: Khách nhóm Cây cảnh' });
    expect(await within(dialog).findByText('Xử lý 5 · Thành công 5 · Bị chặn 0 · Thất bại 0')).toBeInTheDocument();
  });

  test('a refused schedule shows the server text, else the default', async () => {
    jest.spyOn(sharedListsApi, 'scheduleMessages').mockRejectedValueOnce(new ApiError('Kho đã có lịch nhắn tin', 409)).mockRejectedValueOnce(new TypeError('x'));
    const user = setupUser();
    renderWithApp(<SharedPendingPage />);
    await user.click(await screen.findByRole('button', { name: 'Lên lịch nhắn tin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lên lịch nhắn tin: Khách nhóm Cây cảnh' });
    fill(await within(dialog).findByRole('textbox'), 'Chào');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo lịch' }));
    expect(await within(dialog).findByText('Kho đã có lịch nhắn tin')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tạo lịch' }));
    expect(await within(dialog).findByText('Không thể tạo lịch nhắn tin')).toBeInTheDocument();
  });
});
