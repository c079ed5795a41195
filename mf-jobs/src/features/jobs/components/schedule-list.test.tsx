import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type RecurringSchedule, schedulesApi } from 'shared-sdk';
import { fill, renderWithApp, setupUser, type TestUser } from 'shared-sdk/testing';
import { sampleSchedules } from '../testing/fixtures';
import { ScheduleList } from './schedule-list';

jest.setTimeout(60_000);

let api: Record<'list' | 'update' | 'remove', jest.SpyInstance>;

beforeEach(() => {
  api = {
    list: jest.spyOn(schedulesApi, 'list').mockResolvedValue({ schedules: sampleSchedules }),
    update: jest
      .spyOn(schedulesApi, 'update')
      .mockImplementation(async (id: string, changes: { isActive?: boolean }) => ({
        ...(sampleSchedules.find((schedule) => schedule.id === id) as RecurringSchedule),
        ...(changes.isActive === undefined ? {} : { state: changes.isActive ? 'ACTIVE' : 'PAUSED' }),
      })),
    remove: jest.spyOn(schedulesApi, 'remove').mockResolvedValue({ deleted: true }),
  };
});
afterEach(() => jest.restoreAllMocks());

const [groupSend, listSchedule, phoneSchedule] = sampleSchedules;
const cardOf = (schedule: RecurringSchedule) => screen.getByTestId(`schedule-${schedule.id}`);

/** Opens the edit dialog of this schedule's card. */
async function openEdit(user: TestUser, schedule: RecurringSchedule) {
  await user.click(within(cardOf(schedule)).getByRole('button', { name: /Sửa/ }));
  return screen.findByRole('dialog', { name: 'Sửa lịch gửi' });
}
const lineOf = (schedule: RecurringSchedule, label: string) => within(cardOf(schedule)).getByText(`${label}:`, { exact: false }).textContent;

/** Types a 24-hour time into a time picker, as a customer does. */
async function typeTime(user: ReturnType<typeof setupUser>, input: HTMLElement, time: string) {
  await user.click(input);
  await user.clear(input);
  await user.type(input, time);
  await user.tab();
}

async function renderList() {
  const result = renderWithApp(<ScheduleList />, { url: '/jobs?tab=schedules' });
  await screen.findByTestId(`schedule-${groupSend.id}`);
  return result;
}

test('lists every recurring schedule: kind, state, target by name, account, times, next run, last run and its result', async () => {
  await renderList();
  expect(within(cardOf(groupSend)).getByText('Gửi tin vào nhóm hằng ngày')).toBeInTheDocument();
  expect(within(cardOf(groupSend)).getByText('Đang chạy')).toBeInTheDocument();
  expect(lineOf(groupSend, 'Gửi đến')).toBe('Gửi đến: Nhóm Hội yêu hoa, Khách quen Quận 3 và 3 nhóm khác');
  expect(lineOf(groupSend, 'Tài khoản')).toBe('Tài khoản: Shop Hoa Tươi');
  expect(lineOf(groupSend, 'Giờ gửi mỗi ngày')).toBe('Giờ gửi mỗi ngày: 09:00, 15:30 (Giờ Việt Nam (GMT+7))');
  expect(lineOf(groupSend, 'Lần chạy tới')).toBe('Lần chạy tới: 06/03/2026 09:00');
  expect(lineOf(groupSend, 'Lần chạy gần nhất')).toBe('Lần chạy gần nhất: 05/03/2026 15:30 · 1 công việc Hoàn thành (thành công 4, thất bại 1, bỏ qua 0 / 5 người nhận)');
  expect(within(cardOf(groupSend)).getByText('1 tệp đính kèm · Mỗi tin cách 60–120 giây')).toBeInTheDocument();

  expect(within(cardOf(listSchedule)).getByText('Nhắn tin Kho chung hằng ngày')).toBeInTheDocument();
  expect(within(cardOf(listSchedule)).getByText('Tạm dừng', { selector: '.ant-tag' })).toBeInTheDocument();
  expect(lineOf(listSchedule, 'Gửi đến')).toBe('Gửi đến: Kho chung “Khách hội chợ”');
  expect(lineOf(listSchedule, 'Lần chạy tới')).toBe('Lần chạy tới: Không có (đang dừng)');
  expect(lineOf(listSchedule, 'Lần chạy gần nhất')).toBe(
    'Lần chạy gần nhất: 05/03/2026 15:30 · Không tạo được công việc: Đã gửi đủ 200 tin nhắn hôm nay theo lịch, lần sau sẽ gửi tiếp',
  );

  expect(within(cardOf(phoneSchedule)).getByText('Kết bạn theo danh sách số điện thoại')).toBeInTheDocument();
  expect(within(cardOf(phoneSchedule)).getByText('Đã gửi hết')).toBeInTheDocument();
  expect(lineOf(phoneSchedule, 'Gửi đến')).toBe('Gửi đến: Danh sách số điện thoại “Khách tháng 3”');
  expect(lineOf(phoneSchedule, 'Tài khoản')).toBe('Tài khoản: Shop Hoa Tươi, Shop Cây Cảnh');
  expect(lineOf(phoneSchedule, 'Lần chạy gần nhất')).toBe('Lần chạy gần nhất: Chưa chạy lần nào');
});

test('pauses a running schedule and resumes a paused one', async () => {
  const user = setupUser();
  await renderList();
  await user.click(within(cardOf(groupSend)).getByRole('button', { name: /Tạm dừng/ }));
  await waitFor(() => expect(api.update).toHaveBeenCalledWith(groupSend.id, { isActive: false }));
  expect(await screen.findByText('Đã tạm dừng lịch gửi')).toBeInTheDocument();
  await user.click(within(cardOf(listSchedule)).getByRole('button', { name: /Tiếp tục/ }));
  await waitFor(() => expect(api.update).toHaveBeenCalledWith(listSchedule.id, { isActive: true }));
  expect(await screen.findByText('Đã tiếp tục lịch gửi')).toBeInTheDocument();
});

test("edits what the kind allows, and shows the server's messages beside their fields", async () => {
  const user = setupUser();
  await renderList();
  const dialog = await openEdit(user, listSchedule);
  expect(within(dialog).getByText('Nhắn tin Kho chung hằng ngày · Kho chung “Khách hội chợ”')).toBeInTheDocument();
  // Kho chung's daily count is offered; delays are not (its pace is fixed).
  expect(within(dialog).queryByLabelText('Độ trễ tối thiểu (giây)')).toBeNull();
  await typeTime(user, within(dialog).getByLabelText('Giờ gửi mỗi ngày 1'), '10:05');
  fill(within(dialog).getByLabelText('Số tin nhắn mỗi ngày'), '1000');
  fill(within(dialog).getByLabelText('Nội dung tin nhắn'), 'Chào {ten}, hẹn gặp lại');
  api.update.mockRejectedValueOnce(new ApiError('Số tin nhắn/ngày phải từ 1 đến 1000', 400, { dailyLimit: 'Số tin nhắn/ngày phải từ 1 đến 1000' }));
  await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
  expect(await within(dialog).findByText('Số tin nhắn/ngày phải từ 1 đến 1000', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
  expect(api.update).toHaveBeenCalledWith(listSchedule.id, {
    scheduleTimes: ['10:05'],
    timezone: 'Asia/Ho_Chi_Minh',
    message: 'Chào {ten}, hẹn gặp lại',
    dailyLimit: 1000,
  });

  fill(within(dialog).getByLabelText('Số tin nhắn mỗi ngày'), '150');
  await user.click(within(dialog).getByRole('button', { name: /Thêm giờ gửi/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
  await waitFor(() => expect(api.update).toHaveBeenLastCalledWith(listSchedule.id, expect.objectContaining({ scheduleTimes: ['10:05', '12:00'], dailyLimit: 150 })));
  expect(await screen.findByText('Đã lưu lịch gửi')).toBeInTheDocument();
});

test('the group send edits its delays too', async () => {
  const user = setupUser();
  await renderList();
  const dialog = await openEdit(user, groupSend);
  fill(within(dialog).getByLabelText('Độ trễ tối thiểu (giây)'), '90');
  await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
  await waitFor(() =>
    expect(api.update).toHaveBeenCalledWith(groupSend.id, {
      scheduleTimes: ['09:00', '15:30'],
      timezone: 'Asia/Ho_Chi_Minh',
      message: 'Chào cả nhà, hàng mới về!',
      delayMin: 90,
      delayMax: 120,
    }),
  );
});

test('deletes after a confirmation that names the schedule', async () => {
  const user = setupUser();
  await renderList();
  await user.click(within(cardOf(phoneSchedule)).getByRole('button', { name: /Xóa/ }));
  const confirm = await screen.findByRole('dialog', { name: 'Xóa lịch gửi này?' });
  expect(within(confirm).getByText(/Lịch "Kết bạn theo danh sách số điện thoại" gửi đến Danh sách số điện thoại “Khách tháng 3” sẽ không chạy nữa/)).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Xóa lịch' }));
  await waitFor(() => expect(api.remove).toHaveBeenCalledWith(phoneSchedule.id));
  expect(await screen.findByText('Đã xóa lịch gửi')).toBeInTheDocument();
});

test('a failed pause says why; an empty list says where schedules come from', async () => {
  api.update.mockRejectedValueOnce(new ApiError('Không tìm thấy lịch gửi', 404));
  const user = setupUser();
  const { unmount } = await renderList();
  await user.click(within(cardOf(groupSend)).getByRole('button', { name: /Tạm dừng/ }));
  expect(await screen.findByText('Không tìm thấy lịch gửi')).toBeInTheDocument();
  unmount();
  api.list.mockResolvedValue({ schedules: [] });
  renderWithApp(<ScheduleList />, { url: '/jobs?tab=schedules' });
  expect(await screen.findByText('Chưa có lịch gửi nào')).toBeInTheDocument();
  expect(screen.getByText(/Lịch gửi được tạo khi bạn chọn gửi theo lịch/)).toBeInTheDocument();
});

test('"Dừng khi khách trả lời": the card says when it is off, and the edit dialog switches it back on (PATCH stopOnReply)', async () => {
  const stopping = { ...listSchedule, stopOnReply: true };
  const notStopping = { ...phoneSchedule, stopOnReply: false };
  api.list.mockResolvedValue({ schedules: [groupSend, stopping, notStopping] });
  const user = setupUser();
  await renderList();
  expect(within(cardOf(notStopping)).getByTestId('stop-on-reply-off')).toHaveTextContent('Đã tắt "Dừng khi khách trả lời": vẫn gửi cho người đã trả lời');
  expect(within(cardOf(stopping)).queryByTestId('stop-on-reply-off')).toBeNull();
  expect(within(cardOf(stopping)).getByRole('switch', { name: 'Dừng khi khách trả lời' })).toBeChecked();
  // Switched on the card: PATCH stopOnReply.
  await user.click(within(cardOf(stopping)).getByRole('switch', { name: 'Dừng khi khách trả lời' }));
  await waitFor(() => expect(api.update).toHaveBeenCalledWith(stopping.id, { stopOnReply: false }));
  expect(await screen.findByText('Đã lưu lịch gửi')).toBeInTheDocument();
  // A kind without it (messages into groups) says nothing and offers no switch.
  expect(within(cardOf(groupSend)).queryByText(/Dừng khi khách trả lời/)).toBeNull();

  const dialog = await openEdit(user, notStopping);
  const toggle = within(dialog).getByRole('switch', { name: 'Dừng khi khách trả lời' });
  expect(toggle).not.toBeChecked();
  await user.click(toggle);
  await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
  await waitFor(() => expect(api.update).toHaveBeenCalledWith(notStopping.id, expect.objectContaining({ stopOnReply: true })));
});

test('the group send has no "Dừng khi khách trả lời" switch and sends none', async () => {
  const user = setupUser();
  await renderList();
  const dialog = await openEdit(user, groupSend);
  expect(within(dialog).queryByRole('switch', { name: 'Dừng khi khách trả lời' })).toBeNull();
});
