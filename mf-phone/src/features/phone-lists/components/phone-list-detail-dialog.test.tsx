import { screen, waitFor, within } from '@testing-library/react';
import { exportsApi, phoneListsApi } from 'shared-sdk';
import { pick, renderWithApp, setupUser } from 'shared-sdk/testing';
import { executionOf, listsInEveryState, sampleEntries, scheduleOf, statsOf } from '../testing/fixtures';
import { PhoneListDetailDialog } from './phone-list-detail-dialog';

jest.setTimeout(60_000);

const { processing } = listsInEveryState();
const page = (total: number) => ({ page: 1, limit: 100, total, totalPages: 1 });

let api: Record<'get' | 'stats' | 'friendSchedules' | 'messageSchedules' | 'numbers' | 'executions' | 'updateSchedule' | 'distribute', jest.SpyInstance>;

beforeEach(() => {
  api = {
    get: jest.spyOn(phoneListsApi, 'get').mockResolvedValue({ ...processing, name: 'Khách quen Quận 3 (mới)' }),
    stats: jest.spyOn(phoneListsApi, 'stats').mockResolvedValue(statsOf()),
    friendSchedules: jest.spyOn(phoneListsApi, 'friendRequestSchedules').mockResolvedValue({
      schedules: [scheduleOf({ nextRunAt: '2026-03-06T02:00:00.000Z' }), scheduleOf({ id: 's-2', isActive: false, nextRunAt: '2026-03-05T20:00:00.000Z' })],
    }),
    messageSchedules: jest.spyOn(phoneListsApi, 'messageSchedules').mockResolvedValue({ schedules: [scheduleOf({ id: 's-3', nextRunAt: '2026-03-05T23:30:00.000Z' })] }),
    numbers: jest.spyOn(phoneListsApi, 'numbers').mockResolvedValue({ phoneNumbers: sampleEntries, pagination: page(sampleEntries.length) }),
    executions: jest.spyOn(phoneListsApi, 'executions').mockResolvedValue({ executions: [executionOf()], pagination: page(1) }),
    updateSchedule: jest.spyOn(phoneListsApi, 'updateSchedule').mockImplementation(async (id: string, changes) => ({
      schedule: { ...scheduleOf({ id }), ...changes },
    })),
    distribute: jest.spyOn(phoneListsApi, 'distribute').mockResolvedValue({ totalDistributed: 12 }),
  };
});
afterEach(() => jest.restoreAllMocks());

const figure = (label: string) => screen.getByRole('group', { name: label });

function renderDialog() {
  renderWithApp(<PhoneListDetailDialog open list={processing} onClose={jest.fn()} />);
}

test('five tabs; the overview shows the numbers by status and the schedules', async () => {
  renderDialog();
  expect(await screen.findByRole('dialog', { name: 'Chi tiết: Khách quen Quận 3' })).toBeInTheDocument();
  for (const tab of ['Tổng quan', 'Lịch sử kết bạn', 'Lịch sử nhắn tin', 'Lần chạy', 'Phân bổ tài khoản']) {
    expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
  }
  await waitFor(() => expect(within(figure('Chờ xử lý')).getByText('260')).toBeInTheDocument());
  expect(within(figure('Bỏ qua')).getByText('5')).toBeInTheDocument();
  expect(within(figure('Tổng số lần chạy')).getByText('6')).toBeInTheDocument();
  expect(within(figure('Tỷ lệ thành công trung bình')).getByText('83')).toBeInTheDocument();
  await waitFor(() => expect(within(figure('Lịch đang hoạt động')).getByText('2')).toBeInTheDocument());
  expect(within(figure('Lịch kết bạn')).getByText('1')).toBeInTheDocument();
  expect(within(figure('Lịch nhắn tin')).getByText('1')).toBeInTheDocument();
  // The earliest active run (the inactive one is earlier but ignored), in Vietnam time.
  expect(within(figure('Lần chạy tiếp theo')).getByText('06/03/2026 06:30')).toBeInTheDocument();
});

test('no schedule, or schedules that fail to load: Chưa có lịch', async () => {
  api.friendSchedules.mockRejectedValue(new TypeError('Failed to fetch'));
  api.messageSchedules.mockResolvedValue({ schedules: [] });
  renderDialog();
  await waitFor(() => expect(within(figure('Lần chạy tiếp theo')).getByText('Chưa có lịch')).toBeInTheDocument());
  expect(within(figure('Lịch đang hoạt động')).getByText('0')).toBeInTheDocument();
});

test('friend-request history: account or Chưa phân, found user or Chưa tìm thấy, translated errors with their code', async () => {
  const user = setupUser();
  renderDialog();
  await user.click(await screen.findByRole('tab', { name: 'Lịch sử kết bạn' }));
  const failedRow = (await screen.findByText('0987654321')).closest('tr')!;
  expect(within(failedRow).getByText('Thất bại')).toBeInTheDocument();
  expect(within(failedRow).getByText('Mã 215')).toBeInTheDocument();
  expect(within(failedRow).getByText('Không thể gửi lời mời kết bạn')).toBeInTheDocument();
  const pendingRow = screen.getByText('0903333444').closest('tr')!;
  expect(within(pendingRow).getByText('Chưa phân')).toBeInTheDocument();
  expect(within(pendingRow).getByText('Chưa tìm thấy')).toBeInTheDocument();
  const skippedRow = screen.getByText('0901111222').closest('tr')!;
  expect(within(skippedRow).getByText('Bỏ qua')).toBeInTheDocument();
  // A number without Zalo is skipped with its reason, shown plainly: not an error.
  expect(within(skippedRow).getByText('Không có Zalo')).not.toHaveClass('ant-typography-danger');
  expect(api.numbers).toHaveBeenCalledWith(processing.id, { page: 1, limit: 100 });
});

test('on a phone each number of the history is a card with every field on screen, no table cut off', async () => {
  const matchMedia = window.matchMedia;
  // antd's xs breakpoint is (max-width: 575px): a phone matches it.
  window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query.includes('max-width: 575') })) as typeof window.matchMedia;
  try {
    const user = setupUser();
    renderDialog();
    await user.click(await screen.findByRole('tab', { name: 'Lịch sử kết bạn' }));
    const failed = await screen.findByRole('article', { name: '0987654321' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(failed).getByText('Thất bại')).toBeInTheDocument();
    expect(within(failed).getByText('Trần Thị Bình')).toBeInTheDocument();
    expect(within(failed).getByText('Không thể gửi lời mời kết bạn')).toBeInTheDocument();
    const pending = screen.getByRole('article', { name: '0903333444' });
    expect(within(pending).getByText('Chưa phân')).toBeInTheDocument();
    expect(within(pending).getByText('Chưa tìm thấy')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '0901111222' })).getByText('Không có Zalo')).toBeInTheDocument();
  } finally {
    window.matchMedia = matchMedia;
  }
});

test('the status filter offers the five labels and asks the server with the status', async () => {
  const user = setupUser();
  renderDialog();
  await user.click(await screen.findByRole('tab', { name: 'Lịch sử kết bạn' }));
  await screen.findByText('0987654321');
  await pick(user, screen.getByLabelText('Lọc theo trạng thái'), 'Thất bại');
  await waitFor(() => expect(api.numbers).toHaveBeenLastCalledWith(processing.id, { page: 1, limit: 100, status: 'FAILED' }));
  for (const label of ['Tất cả', 'Chờ xử lý', 'Đang xử lý', 'Thành công', 'Bỏ qua']) expect(screen.getAllByTitle(label).length).toBeGreaterThan(0);
  await pick(user, screen.getByLabelText('Lọc theo trạng thái'), 'Tất cả');
  await waitFor(() => expect(api.numbers).toHaveBeenLastCalledWith(processing.id, { page: 1, limit: 100 }));
});

test('message history shows the messaging-side error', async () => {
  const user = setupUser();
  renderDialog();
  await user.click(await screen.findByRole('tab', { name: 'Lịch sử nhắn tin' }));
  const failedRow = (await screen.findByText('0987654321')).closest('tr')!;
  expect(within(failedRow).getByText('Mã 221')).toBeInTheDocument();
  expect(within(failedRow).getByText('Vượt quá giới hạn tần suất')).toBeInTheDocument();
});

test("'Xuất file' in a history tab downloads the whole list's numbers through a download link", async () => {
  const downloadLink = jest.spyOn(exportsApi, 'downloadLink').mockResolvedValue({ url: '/api/v1/x?link=y', expiresAt: new Date().toISOString() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const user = setupUser();
  renderDialog();
  await user.click(await screen.findByRole('tab', { name: 'Lịch sử nhắn tin' }));
  await screen.findByText('0987654321');
  await user.click(screen.getByRole('button', { name: 'Xuất file' }));
  await user.click(await screen.findByText('Xuất Excel (.xlsx)'));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  expect(downloadLink).toHaveBeenCalledWith(`/phone-lists/${processing.id}/export`, 'xlsx');
});

test('run summaries: status label, counts, template cut at 100, attachments, accounts and error', async () => {
  const user = setupUser();
  renderDialog();
  await user.click(await screen.findByRole('tab', { name: 'Lần chạy' }));
  const row = (await screen.findByText('Một phần')).closest('tr')!;
  expect(within(row).getByText('42 giây')).toBeInTheDocument();
  expect(within(row).getByText('Nhắn tin')).toBeInTheDocument();
  expect(within(row).getByText('44')).toBeInTheDocument();
  expect(within(row).getByText(`${executionOf().schedule!.messageTemplate.slice(0, 100)}…`)).toBeInTheDocument();
  expect(within(row).getByText('Shop Hoa Tươi, Shop Cây Cảnh')).toBeInTheDocument();
  expect(within(row).getByText('Mã 123')).toBeInTheDocument();
  expect(within(row).getByText('Gửi tin nhắn thất bại')).toBeInTheDocument();
  expect(api.executions).toHaveBeenCalledWith(processing.id, { page: 1, limit: 20 });
});

test('every run of the list (GET /executions): one under way shows as such, numbers without Zalo apart, accounts not started with why', async () => {
  api.executions.mockResolvedValue({
    executions: [
      executionOf({ id: 'r1', kind: 'friend-request', status: 'RUNNING', pendingNumbers: 12, noZaloNumbers: 7, errorMessage: null }),
      executionOf({ id: 'r2', status: 'PARTIAL', errorMessage: null, notStarted: [{ accountId: 'a3', accountName: 'Shop Cây Cảnh', numbers: 40, reason: 'Đã đạt giới hạn 20 jobs hôm nay' }] }),
    ],
    pagination: page(2),
  });
  const user = setupUser();
  renderDialog();
  await user.click(await screen.findByRole('tab', { name: 'Lần chạy' }));
  const running = (await screen.findByText('Đang chạy')).closest('tr')!;
  expect(within(running).getByText('Kết bạn')).toBeInTheDocument();
  expect(within(running).getByText('Đang chạy, còn 12 số chờ')).toBeInTheDocument();
  expect(within(running).getByText('7')).toBeInTheDocument();
  const partial = screen.getByText('Một phần').closest('tr')!;
  expect(within(partial).getByText('Chưa chạy 40 số của Shop Cây Cảnh: Đã đạt giới hạn 20 jobs hôm nay')).toBeInTheDocument();
  expect(api.executions).toHaveBeenCalledWith(processing.id, { page: 1, limit: 20 });
});

test('the list is read again (GET /phone-lists/{id}) and its schedules can be turned off and given new times (PATCH /phone-lists/schedules/{id})', async () => {
  const user = setupUser();
  renderDialog();
  expect(await screen.findByRole('dialog', { name: 'Chi tiết: Khách quen Quận 3 (mới)' })).toBeInTheDocument();
  expect(api.get).toHaveBeenCalledWith(processing.id);
  const schedule = await screen.findByTestId('schedule-s-3');
  await user.click(within(schedule).getByRole('switch'));
  await waitFor(() => expect(api.updateSchedule).toHaveBeenCalledWith('s-3', { isActive: false }));
  expect(await screen.findByText('Đã cập nhật lịch chạy')).toBeInTheDocument();
  await user.click(within(schedule).getByRole('button', { name: /Đổi giờ/ }));
  await user.click(within(schedule).getByRole('button', { name: /Thêm giờ/ }));
  await user.click(within(schedule).getByRole('button', { name: /Lưu giờ/ }));
  await waitFor(() => expect(api.updateSchedule).toHaveBeenLastCalledWith('s-3', { scheduleTimes: ['09:00', '12:00'] }));
});

test("the distribution tab shares out the numbers not yet given to an account (POST /phone-lists/{id}/distribute)", async () => {
  const user = setupUser();
  renderDialog();
  await user.click(await screen.findByRole('tab', { name: 'Phân bổ tài khoản' }));
  await user.click(await screen.findByRole('button', { name: /Chia số chưa phân/ }));
  expect(await screen.findByText('Đã chia 12 số cho các tài khoản')).toBeInTheDocument();
  expect(api.distribute).toHaveBeenCalledWith(processing.id);
});

test('per-account distribution with the success percent', async () => {
  const user = setupUser();
  renderDialog();
  await user.click(await screen.findByRole('tab', { name: 'Phân bổ tài khoản' }));
  const row = (await screen.findByText('Shop Hoa Tươi')).closest('tr')!;
  expect(within(row).getByText('200')).toBeInTheDocument();
  expect(within(row).getByText('120')).toBeInTheDocument();
  expect(within(row).getByRole('progressbar', { name: 'Tỷ lệ thành công Shop Hoa Tươi' })).toHaveAttribute('aria-valuenow', '30');
});
