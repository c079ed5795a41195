import { act, screen, waitFor } from '@testing-library/react';
import { ApiError, type BulkExecutionStatus, jobsApi, subscriptionApi } from 'shared-sdk';
import { fill, pick, renderWithApp, setupUser } from 'shared-sdk/testing';
import { filteredOf, groupAccounts, sampleGroups } from '../testing/fixtures';
import { everyGroupOf, itemsOf, type SelectedGroups } from '../utils/selection';
import { BulkSendWizard } from './bulk-send-wizard';

jest.setTimeout(60_000);
// The Pro gate comes from mf-billing at run time; here it lets everything through unless a test says otherwise.
let mockOnPro = true;
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: async () => ({
    FeatureGate: ({ children }: { children: React.ReactNode }) => children,
    ProGate: ({ children }: { children: React.ReactNode }) => (mockOnPro ? children : 'Yêu cầu gói Pro'),
  }),
}));

const statusOf = (successful: number, total: number, completed: boolean): BulkExecutionStatus => ({
  jobId: 'job-1',
  status: completed ? 'COMPLETED' : 'PROCESSING',
  progress: { total, completed: successful, successful, failed: 0, percentage: Math.round((successful / total) * 100) },
  completed,
});

let bulk: jest.SpyInstance;
let status: jest.SpyInstance;
beforeEach(() => {
  bulk = jest.spyOn(jobsApi, 'bulkGroups').mockResolvedValue({ data: { executionId: 'exec-1', jobId: 'job-1' } });
  status = jest.spyOn(jobsApi, 'bulkGroupsStatus').mockResolvedValue(statusOf(0, 2, false));
  jest.spyOn(subscriptionApi, 'jobLimits').mockResolvedValue({ canCreate: true, limit: -1, used: 3, concurrentLimit: 10, running: 0 });
  jest.spyOn(subscriptionApi, 'planLimits').mockResolvedValue({ planName: 'pro', accountLimit: 50, jobLimits: { daily: -1, concurrent: 10 }, features: ['bulk_group_messaging'] });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const button = (name: string | RegExp) => screen.getByRole('button', { name });
/** The footer's 'Đóng' (the title bar's × has the same name once closable). */
const closeButton = () => screen.getAllByRole('button', { name: 'Đóng' }).find((element) => !element.classList.contains('ant-modal-close'));

async function renderWizard(user: ReturnType<typeof setupUser>, selection: SelectedGroups = itemsOf(sampleGroups), groupsText = '2 nhóm của tài khoản này sẽ nhận tin nhắn') {
  const onClose = jest.fn();
  renderWithApp(<BulkSendWizard selection={selection} accounts={groupAccounts} onClose={onClose} />, { url: '/groups' });
  await screen.findByText(groupsText);
  expect(button('Tiếp theo')).toBeDisabled();
  // The disabled step says why, in the spec's words.
  expect(screen.getByText('Vui lòng chọn tài khoản và nhập nội dung')).toBeInTheDocument();
  fill(screen.getByRole('textbox', { name: 'Nội dung tin nhắn' }), 'Chào cả nhóm');
  expect(screen.queryByText('Vui lòng chọn tài khoản và nhập nội dung')).not.toBeInTheDocument();
  expect(screen.getByText('12/2000 ký tự')).toBeInTheDocument();
  await user.click(button('Tiếp theo'));
  return onClose;
}

test('without Pro only the upgrade offer shows: no step buttons under it', async () => {
  mockOnPro = false;
  try {
    renderWithApp(<BulkSendWizard selection={itemsOf(sampleGroups)} accounts={groupAccounts} onClose={jest.fn()} />);
    expect(await screen.findByText('Yêu cầu gói Pro')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tiếp theo/ })).not.toBeInTheDocument();
  } finally {
    mockOnPro = true;
  }
});

test('compose: anti-spam delays are coupled; back keeps the draft', async () => {
  const user = setupUser();
  await renderWizard(user);
  await user.click(button('Quay lại'));
  expect(screen.getByRole('textbox', { name: 'Nội dung tin nhắn' })).toHaveValue('Chào cả nhóm');
  const min = screen.getByRole('spinbutton', { name: 'Độ trễ tối thiểu (giây)' });
  fill(min, '150');
  await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Độ trễ tối đa (giây)' })).toHaveValue('180'));
});

test('compose: the default delay is the safe 60-120 s, and the help says what {ten} is in a group message', async () => {
  const user = setupUser();
  await renderWizard(user);
  await user.click(button('Quay lại'));
  expect(screen.getByRole('spinbutton', { name: 'Độ trễ tối thiểu (giây)' })).toHaveValue('60');
  expect(screen.getByRole('spinbutton', { name: 'Độ trễ tối đa (giây)' })).toHaveValue('120');
  expect(screen.getByText(/\{ten\} là tên nhóm/)).toBeInTheDocument();
  // The count has its own line: the help takes the whole width on a phone.
  expect(screen.getByText(/\{ten\} là tên nhóm/)).toHaveStyle({ paddingRight: '0px' });
  expect(screen.queryByText(/\{ten\} tên người nhận/)).not.toBeInTheDocument();
  fill(screen.getByRole('textbox', { name: 'Nội dung tin nhắn' }), 'Chào {ten}');
  expect(screen.getByTestId('template-preview-text')).toHaveTextContent('Chào Hội chợ Cây cảnh');
});

test('schedule: sending now shows no schedule; off, the daily presets, hourly every 2 h, custom times; then confirm and schedule only', async () => {
  bulk.mockResolvedValueOnce({ data: { scheduleId: 's1', nextRunAt: '', scheduleTimes: ['09:00'], timezone: 'Asia/Ho_Chi_Minh' } });
  const user = setupUser();
  const onClose = await renderWizard(user);
  // 'Gửi ngay' is on: one send now, no daily frequency beside it.
  expect(screen.getByRole('switch', { name: 'Gửi ngay' })).toBeChecked();
  expect(screen.queryByRole('radiogroup', { name: 'Tần suất' })).not.toBeInTheDocument();
  expect(screen.queryByText('Hằng ngày')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Giờ gửi')).not.toBeInTheDocument();
  await user.click(screen.getByRole('switch', { name: 'Gửi ngay' }));
  const times = () => screen.getByLabelText('Giờ gửi');
  expect(times()).toHaveTextContent('09:00, 14:00, 19:00');
  await pick(user, screen.getByRole('combobox', { name: 'Khung giờ' }), '08:00, 12:00, 16:00, 20:00');
  expect(times()).toHaveTextContent('08:00, 12:00, 16:00, 20:00');
  expect(screen.getByText('Thời gian dự kiến: khoảng 3 phút')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Theo giờ' }));
  expect(times()).toHaveTextContent('08:00, 10:00, 12:00, 14:00, 16:00, 18:00, 20:00, 22:00');
  await user.click(screen.getByRole('radio', { name: 'Tùy chỉnh' }));
  expect(screen.getByRole('button', { name: 'Xóa 09:00' })).toBeDisabled();
  await user.click(button(/Thêm giờ/));
  expect(screen.getByRole('button', { name: 'Xóa 09:00' })).toBeEnabled();
  await user.click(button('Tiếp theo'));
  expect(screen.queryByText(/trang Công việc/)).not.toBeInTheDocument();
  await user.click(button('Lên lịch'));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(bulk).toHaveBeenCalledWith(expect.objectContaining({ groupIds: ['g-100', 'g-200'], scheduleTimes: ['09:00', '10:00'], executeImmediately: false, timezone: 'Asia/Ho_Chi_Minh' }));
  // Where the schedule lives, to pause or delete it.
  expect(await screen.findByText('Đã lên lịch gửi tin nhắn hàng loạt. Lịch hiện ở mục "Lịch gửi vào nhóm hằng ngày" đầu trang, nơi bạn tạm dừng hoặc xóa nó.')).toBeInTheDocument();
});

test('sent now: the confirm step says what the plan allows and where a started run is stopped; the request has no schedule', async () => {
  const user = setupUser();
  await renderWizard(user);
  await user.click(button('Tiếp theo'));
  expect(screen.getByText('Lần gửi đã bắt đầu không dừng được từ cửa sổ này. Muốn dừng, hãy hủy công việc của nó ở trang Công việc.')).toBeInTheDocument();
  expect(await screen.findByText('Sẽ tạo 1 công việc. Gói Pro: không giới hạn công việc mỗi ngày, 10 công việc chạy cùng lúc.')).toBeInTheDocument();
  expect(screen.getByText('2 nhóm: Hội chợ Cây cảnh Sài Gòn, Cộng đồng Hoa lan')).toBeInTheDocument();
  await user.click(button('Bắt đầu gửi'));
  await waitFor(() => expect(bulk).toHaveBeenCalled());
  expect(bulk.mock.calls[0][0]).toMatchObject({ groupIds: ['g-100', 'g-200'], scheduleTimes: [], executeImmediately: true, delayMin: 60, delayMax: 120 });
});

test('after a select-all the wizard counts the filter’s groups of the account and sends the filter itself', async () => {
  const page = filteredOf(sampleGroups.slice(0, 1), 2_400);
  const selection = everyGroupOf({ tagIds: ['tag-vip'] }, { ...page, byAccount: [{ accountId: groupAccounts[0].id, count: 2_000, communityCount: 10 }, { accountId: groupAccounts[1].id, count: 400, communityCount: 0 }] });
  const user = setupUser();
  await renderWizard(user, selection, '2000 nhóm của tài khoản này sẽ nhận tin nhắn');
  await user.click(button('Tiếp theo'));
  expect(screen.getByText('Đã chọn tất cả 2.000 nhóm theo bộ lọc')).toBeInTheDocument();
  await user.click(button('Bắt đầu gửi'));
  await waitFor(() => expect(bulk).toHaveBeenCalled());
  expect(bulk.mock.calls[0][0]).toMatchObject({ accountId: groupAccounts[0].id, selection: { filter: { tagIds: ['tag-vip'] }, excludeIds: [] } });
  expect(bulk.mock.calls[0][0]).not.toHaveProperty('groupIds');
});

test('a refused send shows the mapped text and stays on confirm', async () => {
  bulk.mockRejectedValueOnce(new ApiError('Tài khoản không thể truy cập 1 nhóm đã chọn, hãy đồng bộ lại danh sách nhóm', 400));
  const user = setupUser();
  await renderWizard(user);
  await user.click(button('Tiếp theo'));
  await user.click(button('Bắt đầu gửi'));
  expect(await screen.findAllByText('Một số nhóm không thể truy cập, hãy đồng bộ lại danh sách nhóm')).not.toHaveLength(0);
  expect(button('Bắt đầu gửi')).toBeInTheDocument();
});

describe('tracking', () => {
  beforeEach(() => jest.useFakeTimers());

  async function startRun() {
    const user = setupUser({ fakeTimers: true });
    const onClose = await renderWizard(user);
    await user.click(button('Tiếp theo'));
    await user.click(button('Bắt đầu gửi'));
    await screen.findByText('Mỗi nhóm cách nhau 60-120 giây, thứ tự ngẫu nhiên.');
    // No raw ids: the run is stopped on the jobs page, which the wizard names.
    expect(screen.queryByText(/exec-1|job-1|Mã lần gửi/)).not.toBeInTheDocument();
    return onClose;
  }

  test('polls every 2 s, shows Hoàn thành! and closes 3 s later; close is disabled until then', async () => {
    const onClose = await startRun();
    expect(closeButton()).toBeDisabled();
    expect(button('Chạy nền')).toBeEnabled();
    expect(status).toHaveBeenCalledTimes(1);
    status.mockResolvedValueOnce(statusOf(1, 2, false)).mockResolvedValue(statusOf(2, 2, true));
    await act(async () => jest.advanceTimersByTime(2_000));
    expect(status).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('1/2 nhóm · 1 thành công · 0 thất bại')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(2_000));
    expect(await screen.findByText('Hoàn thành! 2/2 nhóm gửi thành công')).toBeInTheDocument();
    expect(screen.queryByText('Đang gửi tin nhắn đến các nhóm…')).not.toBeInTheDocument();
    expect(closeButton()).toBeEnabled();
    await act(async () => jest.advanceTimersByTime(2_999));
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalled();
    expect(status).toHaveBeenCalledTimes(3);
  });

  test('gives up after 30 minutes', async () => {
    await startRun();
    await act(async () => jest.advanceTimersByTime(30 * 60_000));
    expect(await screen.findByText('Đã ngừng theo dõi sau 30 phút. Xem tiến độ ở trang Công việc.')).toBeInTheDocument();
    const calls = status.mock.calls.length;
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(status).toHaveBeenCalledTimes(calls);
  });

  test('Chạy nền leaves the run in the background', async () => {
    const onClose = await startRun();
    await setupUser({ fakeTimers: true }).click(button('Chạy nền'));
    expect(onClose).toHaveBeenCalled();
  });

  test('the run is stopped on the jobs page: the wizard says so and opens it', async () => {
    const onClose = await startRun();
    expect(screen.getByText('Lần gửi đã bắt đầu không dừng được từ cửa sổ này. Muốn dừng, hãy hủy công việc của nó ở trang Công việc.')).toBeInTheDocument();
    await setupUser({ fakeTimers: true }).click(button('Dừng ở trang Công việc'));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/jobs?page=1');
  });
});
