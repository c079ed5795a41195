import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type RecurringSchedule, schedulesApi } from 'shared-sdk';
import { renderWithApp, setupUser } from 'shared-sdk/testing';
import { GroupSchedules } from './group-schedules';

jest.setTimeout(60_000);
const user = setupUser();

const schedule = (over: Partial<RecurringSchedule>): RecurringSchedule => ({
  id: 'sch-1',
  kind: 'bulk-groups',
  state: 'ACTIVE',
  target: { type: 'groups', id: null, name: null, names: ['Hội chợ Cây cảnh Sài Gòn', 'Cộng đồng Hoa lan', 'Chợ sỉ Bến Thành', 'Yêu bonsai'], count: 5 },
  accountId: 'acc-1',
  accountName: 'Shop Hà Nội',
  accountNames: ['Shop Hà Nội'],
  scheduleTimes: ['09:00', '14:00'],
  timezone: 'Asia/Ho_Chi_Minh',
  message: 'Khuyến mãi cuối tuần',
  attachmentCount: 0,
  delayMin: 60,
  delayMax: 120,
  dailyLimit: null,
  editable: ['scheduleTimes', 'timezone', 'message', 'delays'],
  nextRunAt: '2026-11-27T02:00:00.000Z',
  lastRunAt: null,
  lastRun: null,
  createdAt: '2026-11-26T02:00:00.000Z',
  ...over,
});

afterEach(() => jest.restoreAllMocks());

test('the groups page shows its daily sends: to which groups, from which account, when next, with pause, resume, delete', async () => {
  const list = jest.spyOn(schedulesApi, 'list').mockResolvedValue({
    schedules: [
      schedule({}),
      schedule({ id: 'sch-kho', kind: 'shared-list-message', target: { type: 'shared-list', id: 'l1', name: 'Kho A', names: [], count: 0 } }),
      schedule({
        id: 'sch-2',
        state: 'PAUSED',
        target: { type: 'groups', id: null, name: null, names: ['Nhóm Zalo Đà Lạt'], count: 1 },
        nextRunAt: null,
        lastRunAt: '2026-11-26T07:00:00.000Z',
        lastRun: { error: 'Đã đạt giới hạn 20 jobs mỗi ngày', jobId: null, jobs: 0, status: null, waitingForSlot: false, totalRecipients: 0, successCount: 0, failedCount: 0, skippedCount: 0 },
      }),
    ],
  });
  const update = jest.spyOn(schedulesApi, 'update').mockImplementation(async (id, changes) => schedule({ id, state: changes.isActive ? 'ACTIVE' : 'PAUSED' }));
  const remove = jest.spyOn(schedulesApi, 'remove').mockResolvedValue({ deleted: true });
  renderWithApp(<GroupSchedules />, { url: '/groups' });

  expect(await screen.findByText('Lịch gửi vào nhóm hằng ngày')).toBeInTheDocument();
  expect(screen.getByText('2 lịch, 1 đang chạy')).toBeInTheDocument();
  expect(screen.queryByText(/Kho A/)).not.toBeInTheDocument();

  const first = screen.getByRole('listitem', { name: 'Hội chợ Cây cảnh Sài Gòn, Cộng đồng Hoa lan, Chợ sỉ Bến Thành và 2 nhóm khác' });
  expect(within(first).getByText('Đang chạy')).toBeInTheDocument();
  expect(within(first).getByText('Shop Hà Nội · hằng ngày lúc 09:00, 14:00 (Giờ Việt Nam (GMT+7))')).toBeInTheDocument();
  expect(within(first).getByText('Lần gửi tới: 27/11/2026 09:00')).toBeInTheDocument();
  expect(within(first).getByText('Chưa gửi lần nào')).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'Sửa ở trang Công việc' })).toHaveAttribute('href', '/jobs?tab=schedules');

  const second = screen.getByRole('listitem', { name: 'Nhóm Zalo Đà Lạt' });
  expect(within(second).getByText('Đang tạm dừng: không gửi cho đến khi bạn tiếp tục.')).toBeInTheDocument();
  expect(within(second).getByText('Lần gửi trước (26/11/2026 14:00) không tạo được công việc: Đã đạt giới hạn 20 jobs mỗi ngày')).toBeInTheDocument();

  await user.click(within(first).getByRole('button', { name: 'Tạm dừng' }));
  expect(await screen.findByText('Đã tạm dừng lịch gửi')).toBeInTheDocument();
  expect(update).toHaveBeenCalledWith('sch-1', { isActive: false });
  await user.click(within(second).getByRole('button', { name: 'Tiếp tục' }));
  expect(await screen.findByText('Đã tiếp tục lịch gửi')).toBeInTheDocument();
  expect(update).toHaveBeenCalledWith('sch-2', { isActive: true });

  await user.click(within(second).getByRole('button', { name: 'Xóa lịch' }));
  const confirm = await screen.findByText(/Xóa lịch gửi này\?/);
  await user.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Xóa lịch' }));
  await waitFor(() => expect(remove).toHaveBeenCalledWith('sch-2'));
  expect(await screen.findByText('Đã xóa lịch gửi')).toBeInTheDocument();
  await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(1));
});

test('a refused pause says the server’s reason', async () => {
  jest.spyOn(schedulesApi, 'list').mockResolvedValue({ schedules: [schedule({})] });
  jest.spyOn(schedulesApi, 'update').mockRejectedValue(new ApiError('Không tìm thấy lịch gửi', 404));
  renderWithApp(<GroupSchedules />, { url: '/groups' });
  await user.click(await screen.findByRole('button', { name: 'Tạm dừng' }));
  expect(await screen.findByText('Không tìm thấy lịch gửi')).toBeInTheDocument();
});

test('nothing shows while the user has no daily group send', async () => {
  const list = jest.spyOn(schedulesApi, 'list').mockResolvedValue({ schedules: [schedule({ kind: 'phone-message' })] });
  const { container } = renderWithApp(<GroupSchedules />, { url: '/groups' });
  await waitFor(() => expect(list).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByText('Lịch gửi vào nhóm hằng ngày')).not.toBeInTheDocument();
  expect(container.querySelector('.ant-collapse')).toBeNull();
});
