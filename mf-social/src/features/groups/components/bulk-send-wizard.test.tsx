import { act, screen, waitFor } from '@testing-library/react';
import { ApiError, type BulkExecutionStatus, jobsApi } from 'shared-sdk';
import { fill, pick, renderWithApp, setupUser } from 'shared-sdk/testing';
import { groupAccounts, sampleGroups } from '../testing/fixtures';
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
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const button = (name: string | RegExp) => screen.getByRole('button', { name });
/** The footer's 'Đóng' (the title bar's × has the same name once closable). */
const closeButton = () => screen.getAllByRole('button', { name: 'Đóng' }).find((element) => !element.classList.contains('ant-modal-close'));

async function renderWizard(user: ReturnType<typeof setupUser>) {
  const onClose = jest.fn();
  renderWithApp(<BulkSendWizard groups={sampleGroups} accounts={groupAccounts} onClose={onClose} />);
  await screen.findByText('2 nhóm của tài khoản này sẽ nhận tin nhắn');
  expect(button('Tiếp theo')).toBeDisabled();
  fill(screen.getByRole('textbox', { name: 'Nội dung tin nhắn' }), 'Chào cả nhóm');
  expect(screen.getByText('12/2000 ký tự')).toBeInTheDocument();
  await user.click(button('Tiếp theo'));
  return onClose;
}

test('without Pro only the upgrade offer shows: no step buttons under it', async () => {
  mockOnPro = false;
  try {
    renderWithApp(<BulkSendWizard groups={sampleGroups} accounts={groupAccounts} onClose={jest.fn()} />);
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

test('schedule: daily presets, hourly every 2 h, custom times; then confirm and schedule only', async () => {
  bulk.mockResolvedValueOnce({ data: { scheduleId: 's1', nextRunAt: '', scheduleTimes: ['09:00'], timezone: 'Asia/Ho_Chi_Minh' } });
  const user = setupUser();
  const onClose = await renderWizard(user);
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
  await user.click(screen.getByRole('switch', { name: 'Gửi ngay' }));
  await user.click(button('Tiếp theo'));
  await user.click(button('Lên lịch'));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(bulk).toHaveBeenCalledWith(expect.objectContaining({ groupIds: ['g-100', 'g-200'], scheduleTimes: ['09:00', '10:00'], executeImmediately: false, timezone: 'Asia/Ho_Chi_Minh' }));
  expect(await screen.findByText('Đã lên lịch gửi tin nhắn hàng loạt')).toBeInTheDocument();
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
    await screen.findByText('Mã lần gửi: exec-1 · Job: job-1');
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
    expect(await screen.findByText('Đã ngừng theo dõi sau 30 phút. Xem tiến độ ở trang Jobs.')).toBeInTheDocument();
    const calls = status.mock.calls.length;
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(status).toHaveBeenCalledTimes(calls);
  });

  test('Chạy nền leaves the run in the background', async () => {
    const onClose = await startRun();
    await setupUser({ fakeTimers: true }).click(button('Chạy nền'));
    expect(onClose).toHaveBeenCalled();
  });
});
