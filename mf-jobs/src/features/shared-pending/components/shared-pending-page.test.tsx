import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, accountsApi, createQueryClient, exportsApi, type Job, jobsApi, schedulesApi, sharedListsApi, subscriptionApi } from 'shared-sdk';
import { fill, pick, renderWithApp, setupUser } from 'shared-sdk/testing';
import { detailOf, jobLimitsOf, LIST_ID, listAccounts, listOf, listScheduleOf, listSenders, memberOf } from '../testing/fixtures';
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
  jest.spyOn(sharedListsApi, 'senders').mockResolvedValue({ senders: listSenders });
  jest.spyOn(subscriptionApi, 'jobLimits').mockResolvedValue(jobLimitsOf());
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

/** The page with the list's detail dialog open. */
async function openDetail(user: ReturnType<typeof setupUser>) {
  renderWithApp(<SharedPendingPage />, { url: '/shared-pending' });
  await user.click(await screen.findByRole('button', { name: 'Xem chi tiết' }));
  return screen.findByRole('dialog', { name: 'Chi tiết kho: Khách nhóm Cây cảnh' });
}

describe('the detail dialog', () => {
  beforeEach(() => {
    jest.spyOn(sharedListsApi, 'list').mockResolvedValue({ lists: [listOf()] });
    jest.spyOn(sharedListsApi, 'get').mockResolvedValue({ list: detailOf() });
  });

  test('description, total, members with source group and status; actions wait for a selection', async () => {
    const user = setupUser();
    const dialog = await openDetail(user);
    expect(await within(dialog).findByText('Thành viên chưa kết bạn từ 3 nhóm cây cảnh')).toBeInTheDocument();
    expect(within(dialog).getByText('Tổng số thành viên: 3')).toBeInTheDocument();
    const row = within(dialog).getByText('Thành viên 2').closest('tr') as HTMLElement;
    expect(within(row).getByText('tv2')).toBeInTheDocument();
    expect(within(row).getByText('Mã thành viên: 710000000002')).toBeInTheDocument();
    expect(within(row).getByText('Mã nhóm: g-100')).toBeInTheDocument();
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

    fill(within(send).getByRole('textbox', { name: 'Nội dung tin nhắn' }), 'Chào bạn');
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

  test('send message with variants A and B and "Bỏ qua người đang trò chuyện"; an empty B is refused with its letter', async () => {
    const create = jest.spyOn(jobsApi, 'messageToSharedListMembers').mockResolvedValue({ jobs: [] });
    const user = setupUser();
    const dialog = await openDetail(user);
    await user.click(await memberCheckbox(dialog, 'Thành viên 2'));
    await user.click(within(dialog).getByRole('button', { name: 'Gửi tin nhắn' }));
    const send = await nestedDialog('Gửi tin nhắn');
    await pick(user, within(send).getByRole('combobox'), 'Shop Cây Cảnh');
    fill(within(send).getByRole('textbox', { name: 'Nội dung tin nhắn' }), 'Chào {ten}');
    await user.click(within(send).getByRole('button', { name: 'Thêm phiên bản' }));
    await user.click(within(send).getByRole('button', { name: 'Tạo công việc' }));
    expect(await within(send).findByText('Phiên bản B chưa có nội dung')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    fill(within(send).getByRole('textbox', { name: 'Phiên bản B' }), 'Xin chào {ten}');
    await user.click(within(send).getByRole('switch', { name: 'Bỏ qua người đang trò chuyện' }));
    await user.click(within(send).getByRole('button', { name: 'Tạo công việc' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][0]).toMatchObject({ message: 'Chào {ten}', messages: ['Chào {ten}', 'Xin chào {ten}'], skipActiveConversations: true });
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
    await pick(user, within(request).getByRole('combobox'), 'Shop Hoa Tươi (tài khoản nguồn)');
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
    await pick(user, account, 'Shop Hoa Tươi (tài khoản nguồn)');
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
    jest.spyOn(schedulesApi, 'list').mockResolvedValue({ schedules: [] });
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
          errorMessage: 'Session expired (Code: 102)',
        },
      ],
      pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
    });
  });

  test("reopened, it shows the list's own schedules (not another list's): pause, resume and delete there, a warning that a new one runs beside them", async () => {
    const other = listScheduleOf({ id: 'other', target: { type: 'shared-list', id: 'another-list', name: 'Kho khác', names: [], count: 0 }, scheduleTimes: ['20:00'] });
    jest.spyOn(schedulesApi, 'list').mockResolvedValue({ schedules: [listScheduleOf(), other] });
    const update = jest.spyOn(schedulesApi, 'update').mockResolvedValue(listScheduleOf({ state: 'PAUSED', nextRunAt: null }));
    const remove = jest.spyOn(schedulesApi, 'remove').mockResolvedValue(undefined as never);
    const user = setupUser();
    renderWithApp(<SharedPendingPage />);
    await user.click(await screen.findByRole('button', { name: 'Lên lịch nhắn tin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lên lịch nhắn tin: Khách nhóm Cây cảnh' });
    const own = await within(dialog).findByRole('region', { name: 'Lịch nhắn tin của danh sách này' });
    expect(within(own).getByText('Hằng ngày lúc 09:00, 15:30')).toBeInTheDocument();
    expect(within(own).getByText('Đang chạy')).toBeInTheDocument();
    expect(within(own).queryByText('Hằng ngày lúc 20:00')).toBeNull();
    expect(within(own).getByText(/Danh sách này đã có 1 lịch nhắn tin\. Lịch mới sẽ chạy thêm bên cạnh/)).toBeInTheDocument();
    expect(within(own).getByRole('link', { name: 'Sửa nội dung và giờ gửi ở mục Lịch gửi của trang Công việc' })).toHaveAttribute('href', '/jobs?tab=schedules');

    await user.click(within(own).getByRole('button', { name: 'Tạm dừng' }));
    expect(update).toHaveBeenCalledWith(listScheduleOf().id, { isActive: false });
    expect(await screen.findByText('Đã tạm dừng lịch nhắn tin')).toBeInTheDocument();

    await user.click(within(own).getByRole('button', { name: 'Xóa' }));
    const confirm = (await screen.findAllByText('Xóa lịch nhắn tin này?'))[0].closest('.ant-modal') as HTMLElement;
    expect(within(confirm).getByText(/Lịch gửi hằng ngày lúc 09:00, 15:30 sẽ bị xóa/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(listScheduleOf().id));
  });

  test('a list without schedules says so; the time zones are named in Vietnamese', async () => {
    const user = setupUser();
    renderWithApp(<SharedPendingPage />);
    await user.click(await screen.findByRole('button', { name: 'Lên lịch nhắn tin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lên lịch nhắn tin: Khách nhóm Cây cảnh' });
    expect(await within(dialog).findByText('Danh sách này chưa có lịch nhắn tin nào.')).toBeInTheDocument();
    expect(within(dialog).getByText('Giờ Việt Nam (GMT+7)')).toBeInTheDocument();
    expect(within(dialog).queryByText('Asia/Ho_Chi_Minh')).toBeNull();
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
    // A run's stored error in Vietnamese, the code on its own line.
    expect(within(dialog).getByText('Phiên đăng nhập đã hết hạn')).toBeInTheDocument();
    expect(within(dialog).getByText('Mã lỗi Zalo: 102')).toBeInTheDocument();

    // One time stays; another can be added.
    expect(within(dialog).getByRole('button', { name: 'Xóa thời gian' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Thêm thời gian' }));
    expect(within(dialog).getAllByRole('button', { name: 'Xóa thời gian' })[0]).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Tạo lịch' }));
    expect(await within(dialog).findByText('Vui lòng nhập nội dung tin nhắn')).toBeInTheDocument();
    fill(within(dialog).getByRole('textbox', { name: 'Nội dung tin nhắn' }), 'Chào {ten}');
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
        stopOnReply: true,
      }),
    );
    expect(await screen.findByText('Đã tạo lịch nhắn tin thành công!')).toBeInTheDocument();
  });

  test('variants A and B and "Dừng khi khách trả lời" (on by default, can be switched off) go with the schedule', async () => {
    const create = jest.spyOn(sharedListsApi, 'scheduleMessages').mockResolvedValue({ schedule: { id: 's1', nextRunAt: null } });
    const user = setupUser();
    renderWithApp(<SharedPendingPage />);
    await user.click(await screen.findByRole('button', { name: 'Lên lịch nhắn tin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lên lịch nhắn tin: Khách nhóm Cây cảnh' });
    fill(within(dialog).getByRole('textbox', { name: 'Nội dung tin nhắn' }), 'Chào {ten}');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm phiên bản' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tạo lịch' }));
    expect(await within(dialog).findByText('Phiên bản B chưa có nội dung')).toBeInTheDocument();
    fill(within(dialog).getByRole('textbox', { name: 'Phiên bản B' }), 'Xin chào {ten}');
    const stopOnReply = within(dialog).getByRole('switch', { name: 'Dừng khi khách trả lời' });
    expect(stopOnReply).toBeChecked();
    await user.click(stopOnReply);
    await user.click(within(dialog).getByRole('button', { name: 'Tạo lịch' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1]).toMatchObject({ messageTemplate: 'Chào {ten}', messages: ['Chào {ten}', 'Xin chào {ten}'], stopOnReply: false });
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

  test('says who sends the scheduled messages and how far apart; a logged-out source account is a warning', async () => {
    const user = setupUser();
    renderWithApp(<SharedPendingPage />);
    await user.click(await screen.findByRole('button', { name: 'Lên lịch nhắn tin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lên lịch nhắn tin: Khách nhóm Cây cảnh' });
    expect(await within(dialog).findByText('Gửi từ tài khoản nguồn Shop Hoa Tươi, mỗi tin cách nhau 20-60 giây, chỉ tới các thành viên đang chờ.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    jest.spyOn(sharedListsApi, 'senders').mockResolvedValue({ senders: [{ ...listSenders[0], status: 'RELOGIN_REQUIRED' }, ...listSenders.slice(1)] });
    await user.click(screen.getByRole('button', { name: 'Lên lịch nhắn tin' }));
    const again = await screen.findByRole('dialog', { name: 'Lên lịch nhắn tin: Khách nhóm Cây cảnh' });
    expect(
      await within(again).findByText('Tài khoản nguồn Shop Hoa Tươi đang ở trạng thái Cần đăng nhập lại: lịch chỉ gửi được khi tài khoản đăng nhập lại và hoạt động.'),
    ).toBeInTheDocument();
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

describe('the page says what the pool is and how it fills', () => {
  test("the subtitle says the lists are the customer's own; the empty state says how a list is filled", async () => {
    jest.spyOn(sharedListsApi, 'list').mockResolvedValue({ lists: [] });
    renderWithApp(<SharedPendingPage />);
    expect(await screen.findByText(/Các kho là của riêng bạn/)).toBeInTheDocument();
    expect(screen.queryByText(/toàn hệ thống/)).toBeNull();
    const steps = await screen.findByRole('list', { name: 'Cách lưu thành viên vào Kho chung' });
    expect(within(steps).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Mở Quản lý nhóm, chọn các nhóm ở tab Danh sách nhóm.',
      'Sang tab Bạn bè chờ: những thành viên chưa là bạn bè của tài khoản hiện ra.',
      "Chọn người rồi bấm 'Lưu vào Kho chung'. Lần lưu sau từ cùng tài khoản sẽ bổ sung vào kho đó, không trùng người.",
    ]);
  });

  test("where 'Lên lịch nhắn tin' is not offered, the row says why", async () => {
    jest.spyOn(sharedListsApi, 'list').mockResolvedValue({
      lists: [listOf({ id: 'b1', name: 'Kho đang chạy', status: 'PROCESSING' }), listOf({ id: 'b2', name: 'Kho cũ', status: 'ARCHIVED' })],
    });
    renderWithApp(<SharedPendingPage />);
    const running = (await screen.findByText('Kho đang chạy')).closest('tr') as HTMLElement;
    expect(within(running).getByText('Lên lịch được khi công việc đang chạy của kho kết thúc')).toBeInTheDocument();
    const archived = screen.getByText('Kho cũ').closest('tr') as HTMLElement;
    expect(within(archived).getByText('Kho đã lưu trữ nên không lên lịch được')).toBeInTheDocument();
  });
});

describe('the member table and the member jobs', () => {
  beforeEach(() => {
    jest.spyOn(sharedListsApi, 'list').mockResolvedValue({ lists: [listOf()] });
    jest.spyOn(sharedListsApi, 'get').mockResolvedValue({ list: detailOf() });
  });

  test("a failed member's row says why, in Vietnamese, with Zalo's code on a detail line", async () => {
    const dialog = await openDetail(setupUser());
    const row = (await within(dialog).findByText('Thành viên 3')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Thất bại')).toBeInTheDocument();
    expect(within(row).getByText('Người lạ không thể nhận tin nhắn')).toBeInTheDocument();
    expect(within(row).getByText('Mã lỗi Zalo: 123')).toBeInTheDocument();
    expect(within(row).queryByText(/Stranger/)).toBeNull();
  });

  test('only accounts that reach the chosen members are offered, the source first; the others are named with why', async () => {
    const user = setupUser();
    const dialog = await openDetail(user);
    await user.click(await memberCheckbox(dialog, 'Thành viên 2'));
    await user.click(within(dialog).getByRole('button', { name: 'Gửi tin nhắn' }));
    const send = await nestedDialog('Gửi tin nhắn');
    fireEvent.mouseDown(within(send).getByRole('combobox'));
    await screen.findByTitle('Shop Cây Cảnh');
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
    expect(options).toEqual(['Shop Hoa Tươi (tài khoản nguồn)', 'Shop Cây Cảnh']);
    const missing = within(send).getByRole('note', { name: 'Tài khoản không có trong danh sách:' });
    expect(within(missing).getByText('Shop Cũ: chưa sẵn sàng gửi (Cookie hết hạn), cần đăng nhập lại')).toBeInTheDocument();
    expect(within(missing).getByText('Shop Mới: chưa đồng bộ nhóm, nên chưa biết có chung nhóm với các thành viên không')).toBeInTheDocument();
  });

  test('an account reaching only some of the members says so before sending, and the toast says who was left out', async () => {
    jest.spyOn(sharedListsApi, 'get').mockResolvedValue({
      list: detailOf({ members: [memberOf(1), memberOf(2, { groupId: 'g-200', groupName: 'Nhóm khác' })] }),
    });
    const job = { id: 'j1', totalRecipients: 1, metadata: {} } as unknown as Job;
    jest.spyOn(jobsApi, 'messageToSharedListMembers').mockResolvedValue({ jobs: [job] });
    const user = setupUser();
    const dialog = await openDetail(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Chọn tất cả (0/2)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gửi tin nhắn' }));
    const send = await nestedDialog('Gửi tin nhắn');
    await pick(user, within(send).getByRole('combobox'), 'Shop Cây Cảnh (tới được 1/2 thành viên)');
    expect(await within(send).findByText('1 thành viên không ở chung nhóm với Shop Cây Cảnh: họ sẽ được đánh dấu Thất bại kèm lý do, không ai bị gửi nhầm.')).toBeInTheDocument();
    fill(within(send).getByRole('textbox'), 'Chào bạn');
    await user.click(within(send).getByRole('button', { name: 'Tạo công việc' }));
    expect(await screen.findByText('Đã tạo job gửi tin nhắn đến 1 thành viên, 1 thành viên không tìm thấy từ tài khoản đã chọn (đã đánh dấu Thất bại)')).toBeInTheDocument();
  });

  test('the dialog says beforehand what the plan allows; a job beyond the concurrent limit is said to wait', async () => {
    jest.spyOn(subscriptionApi, 'jobLimits').mockResolvedValue(jobLimitsOf({ running: 1 }));
    const waiting = { id: 'j2', totalRecipients: 1, metadata: {}, waitingForSlot: true } as unknown as Job;
    jest.spyOn(jobsApi, 'friendRequestToSharedListMembers').mockResolvedValue({ jobs: [waiting] });
    const user = setupUser();
    const dialog = await openDetail(user);
    await user.click(await memberCheckbox(dialog, 'Thành viên 2'));
    await user.click(within(dialog).getByRole('button', { name: 'Gửi lời mời kết bạn' }));
    const request = await nestedDialog('Gửi lời mời kết bạn');
    expect(await within(request).findByText('Gói của bạn: đã tạo 1/5 công việc hôm nay, đang chạy 1/1 công việc cùng lúc.')).toBeInTheDocument();
    expect(
      within(request).getByText('Công việc mới sẽ chờ lượt: gói của bạn cho phép 1 công việc chạy cùng lúc. Nó tự bắt đầu khi một công việc đang chạy kết thúc.'),
    ).toBeInTheDocument();
    await pick(user, within(request).getByRole('combobox'), 'Shop Hoa Tươi (tài khoản nguồn)');
    await user.click(within(request).getByRole('button', { name: 'Tạo công việc' }));
    expect(
      await screen.findByText(
        'Đã tạo công việc gửi lời mời kết bạn đến 1 thành viên. Công việc chờ lượt: gói của bạn cho phép 1 công việc chạy cùng lúc, nó tự bắt đầu khi công việc đang chạy kết thúc.',
      ),
    ).toBeInTheDocument();
  });

  test("past the daily limit the dialog shows the server's reason before anything is sent; a refusal names its reason", async () => {
    jest.spyOn(subscriptionApi, 'jobLimits').mockResolvedValue(jobLimitsOf({ canCreate: false, used: 5, reason: 'Đã đạt giới hạn 5 jobs mỗi ngày của gói Basic' }));
    jest.spyOn(jobsApi, 'inviteSharedListMembers').mockRejectedValue(new ApiError('Đã đạt giới hạn 5 jobs mỗi ngày của gói Basic', 403));
    const { socialApi } = jest.requireActual<typeof import('shared-sdk')>('shared-sdk');
    jest.spyOn(socialApi, 'groups').mockResolvedValue({ groups: [{ groupId: 'g-7', name: 'Nhóm khách quen', memberCount: 40, isCommunity: false }] });
    const user = setupUser();
    const dialog = await openDetail(user);
    await user.click(await memberCheckbox(dialog, 'Thành viên 2'));
    await user.click(within(dialog).getByRole('button', { name: 'Mời vào nhóm' }));
    const invite = await nestedDialog('Mời vào nhóm');
    expect(await within(invite).findByText('Đã đạt giới hạn 5 jobs mỗi ngày của gói Basic')).toBeInTheDocument();
    const [account, group] = within(invite).getAllByRole('combobox');
    await pick(user, account, 'Shop Hoa Tươi (tài khoản nguồn)');
    await pick(user, group, 'Nhóm khách quen (40)');
    await user.click(within(invite).getByRole('button', { name: 'Tạo công việc' }));
    await waitFor(() => expect(within(invite).getAllByText('Đã đạt giới hạn 5 jobs mỗi ngày của gói Basic')).toHaveLength(2));
  });

  test('message and friend request default to 45-60 s between sends, say the pace in words and warn below 30 s', async () => {
    const create = jest.spyOn(jobsApi, 'friendRequestToSharedListMembers').mockResolvedValue({ jobs: [] });
    const user = setupUser();
    const dialog = await openDetail(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Chọn tất cả (0/3)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gửi lời mời kết bạn' }));
    const request = await nestedDialog('Gửi lời mời kết bạn');
    const [delayMin, delayMax] = within(request).getAllByRole('spinbutton');
    expect([delayMin, delayMax].map((input) => (input as HTMLInputElement).value)).toEqual(['45', '60']);
    expect(within(request).getByText('Nhịp gửi: 3 thành viên trong khoảng 2 phút - 2 phút.')).toBeInTheDocument();
    expect(within(request).queryByText(/người lạ dễ báo cáo tin rác/)).toBeNull();
    fill(delayMin, '5');
    fill(delayMax, '10');
    expect(await within(request).findByText('Nhịp gửi: 3 thành viên trong khoảng 10 giây - 20 giây.')).toBeInTheDocument();
    expect(within(request).getByText('Dưới 30 giây mỗi lần, người lạ dễ báo cáo tin rác và Zalo có thể khóa tài khoản. Nên để 45-60 giây.')).toBeInTheDocument();
    fill(delayMin, '45');
    fill(delayMax, '60');
    await pick(user, within(request).getByRole('combobox'), 'Shop Hoa Tươi (tài khoản nguồn)');
    await user.click(within(request).getByRole('button', { name: 'Tạo công việc' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ delayMin: 45, delayMax: 60 })));
  });
});

describe('at phone width (390 px)', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    // antd's xs breakpoint is (max-width: 575px): a phone matches it.
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query.includes('max-width: 575') })) as typeof window.matchMedia;
    jest.spyOn(sharedListsApi, 'list').mockResolvedValue({ lists: [listOf(), listOf({ id: 'b1', name: 'Kho đang chạy', status: 'PROCESSING' })] });
    jest.spyOn(sharedListsApi, 'get').mockResolvedValue({ list: detailOf() });
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  test('each list is a card with its actions on screen; the member rows stack the group and the status', async () => {
    const user = setupUser();
    renderWithApp(<SharedPendingPage />);
    const cards = within(await screen.findByRole('list', { name: 'Kho chung' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards[0]).getByRole('button', { name: 'Lên lịch nhắn tin' })).toBeInTheDocument();
    expect(within(cards[0]).getByRole('button', { name: 'Xóa' })).toBeInTheDocument();
    expect(within(cards[1]).getByText('Lên lịch được khi công việc đang chạy của kho kết thúc')).toBeInTheDocument();

    await user.click(within(cards[0]).getByRole('button', { name: 'Xem chi tiết' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chi tiết kho: Khách nhóm Cây cảnh' });
    const row = (await within(dialog).findByText('Thành viên 3')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Cây cảnh Sài Gòn')).toBeInTheDocument();
    expect(within(row).getByText('Người lạ không thể nhận tin nhắn')).toBeInTheDocument();
    expect(within(dialog).queryByRole('columnheader', { name: 'Nhóm nguồn' })).toBeNull();
  });
});
