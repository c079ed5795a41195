import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountsApi, ApiError, type Job, jobsApi, schedulesApi, subscriptionApi } from 'shared-sdk';
import { pick, renderWithApp, setupUser } from 'shared-sdk/testing';
import { jobListOf, jobOf, jobsInEveryState, limitsOf, sampleAccounts, sampleSchedules, statsOf } from '../testing/fixtures';
import { JobsPage } from './jobs-page';

jest.setTimeout(60_000);

const { processing, completed, failed, cancelled } = jobsInEveryState;
const finishedJobs = [completed, failed, cancelled];

let api: Record<'list' | 'stats' | 'limits' | 'accounts' | 'cancel', jest.SpyInstance>;

beforeEach(() => {
  api = {
    list: jest.spyOn(jobsApi, 'list').mockResolvedValue(jobListOf(finishedJobs)),
    stats: jest.spyOn(jobsApi, 'stats').mockResolvedValue(statsOf(finishedJobs)),
    limits: jest.spyOn(subscriptionApi, 'jobLimits').mockResolvedValue(limitsOf()),
    accounts: jest.spyOn(accountsApi, 'list').mockResolvedValue(sampleAccounts),
    cancel: jest.spyOn(jobsApi, 'cancel').mockImplementation(async (id: string) => jobOf({ id, status: 'CANCELLED' })),
  };
});
afterEach(() => jest.restoreAllMocks());

const card = (job: Job) => screen.getByTestId(`job-card-${job.id}`);
const pager = () => screen.getByRole('navigation', { name: 'Phân trang công việc' });
const findPager = () => screen.findByRole('navigation', { name: 'Phân trang công việc' });
const location = () => screen.getByTestId('location').textContent;
/** Lets the page's (fake) clock run: polling is driven by jest's timers, not by waiting for real. */
const pause = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

async function renderPage(path = '/jobs') {
  const result = renderWithApp(<JobsPage />, { url: path });
  await screen.findByTestId(`job-card-${completed.id}`);
  return result;
}

test('title, limit text, five stat cards and a card per job', async () => {
  api.stats.mockResolvedValue({ totalJobs: 42, byStatus: { PENDING: 2, PROCESSING: 3, COMPLETED: 30, FAILED: 4, CANCELLED: 3 } });
  await renderPage();
  expect(screen.getByRole('heading', { level: 2, name: 'Công việc' })).toBeInTheDocument();
  expect(await screen.findByText('Đã sử dụng 3/20 jobs hôm nay')).toBeInTheDocument();
  await waitFor(() => expect(within(screen.getByRole('group', { name: 'Tổng công việc' })).getByText('42')).toBeInTheDocument());
  expect(within(screen.getByRole('group', { name: 'Tổng công việc' })).getByText('Đã hủy: 3')).toBeInTheDocument();
  for (const [label, value] of [
    ['Chờ xử lý', '2'],
    ['Đang xử lý', '3'],
    ['Hoàn thành', '30'],
    ['Thất bại', '4'],
  ]) {
    expect(within(screen.getByRole('group', { name: label })).getByText(value)).toBeInTheDocument();
  }
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(api.list).toHaveBeenCalledWith({ page: 1, limit: 10 });
  expect(screen.getByRole('button', { name: /Tạo công việc/ })).toBeEnabled();
});

test('an unlimited plan shows ∞', async () => {
  api.limits.mockResolvedValue(limitsOf({ limit: -1, used: 7 }));
  await renderPage();
  expect(await screen.findByText('Đã sử dụng 7/∞ jobs hôm nay')).toBeInTheDocument();
});

test('at the limit the create button reads Đã đạt giới hạn job and is disabled', async () => {
  api.limits.mockResolvedValue(limitsOf({ canCreate: false, used: 20, limit: 20, reason: 'Đã đạt giới hạn 20 công việc hôm nay' }));
  await renderPage();
  expect(await screen.findByText('Đã sử dụng 20/20 jobs hôm nay')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Đã đạt giới hạn job/ })).toBeDisabled();
  expect(screen.queryByRole('button', { name: /Tạo công việc/ })).toBeNull();
});

test('when every slot of the plan runs, creating stays open and the page says a new job waits its turn', async () => {
  api.limits.mockResolvedValue(limitsOf({ canCreate: true, used: 1, limit: 20, running: 1, concurrentLimit: 1 }));
  await renderPage();
  expect(await screen.findByText('Đang chạy 1/1 công việc: công việc mới sẽ chờ lượt')).toBeVisible();
  expect(screen.getByText('Đã sử dụng 1/20 jobs hôm nay')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Tạo công việc/ })).toBeEnabled();
});

test('at the daily limit no concurrent text is shown', async () => {
  api.limits.mockResolvedValue(limitsOf({ canCreate: false, used: 20, limit: 20, running: 1, concurrentLimit: 1 }));
  await renderPage();
  expect(await screen.findByRole('button', { name: /Đã đạt giới hạn job/ })).toBeDisabled();
  expect(screen.queryByText(/chạy cùng lúc|chờ lượt/)).toBeNull();
});

test('paging: the page comes from the URL; Trước / Sau move it and are disabled at the ends', async () => {
  api.list.mockImplementation(async ({ page }: { page: number }) => jobListOf([jobOf({ id: `7c6d5e4f-1a2b-4c3d-8e9f-00000000000${page}` })], page, 25));
  const user = setupUser();
  renderWithApp(<JobsPage />, { url: '/jobs?page=2' });
  expect(await within(await findPager()).findByText('Trang 2 / 3')).toBeInTheDocument();
  expect(api.list).toHaveBeenCalledWith({ page: 2, limit: 10 });
  expect(within(pager()).getByRole('button', { name: 'Trước' })).toBeEnabled();
  await user.click(within(pager()).getByRole('button', { name: 'Sau' }));
  expect(await within(pager()).findByText('Trang 3 / 3')).toBeInTheDocument();
  expect(location()).toBe('/jobs?page=3');
  await waitFor(() => expect(within(pager()).getByRole('button', { name: 'Sau' })).toBeDisabled());
  await user.click(within(pager()).getByRole('button', { name: 'Trước' }));
  expect(await within(pager()).findByText('Trang 2 / 3')).toBeInTheDocument();
  await waitFor(() => expect(within(pager()).getByRole('button', { name: 'Trước' })).toBeEnabled());
  await user.click(within(pager()).getByRole('button', { name: 'Trước' }));
  expect(await within(pager()).findByText('Trang 1 / 3')).toBeInTheDocument();
  await waitFor(() => expect(within(pager()).getByRole('button', { name: 'Trước' })).toBeDisabled());
  expect(location()).toBe('/jobs?page=1');
});

test('changing a filter returns to page 1 and asks the server with it', async () => {
  api.list.mockImplementation(async ({ page }: { page: number }) => jobListOf(finishedJobs, page, 30));
  const user = setupUser();
  renderWithApp(<JobsPage />, { url: '/jobs?page=3' });
  expect(await within(await findPager()).findByText('Trang 3 / 3')).toBeInTheDocument();
  await pick(user, screen.getByLabelText('Lọc theo trạng thái'), 'Thất bại');
  await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 'FAILED' }));
  expect(location()).toBe('/jobs?page=1');

  await pick(user, screen.getByLabelText('Lọc theo tài khoản'), 'Shop Cây Cảnh');
  await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 'FAILED', accountId: sampleAccounts[1].id }));
  await pick(user, screen.getByLabelText('Lọc theo loại'), 'Nhắn tin cuộc trò chuyện');
  await waitFor(() =>
    expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 'FAILED', accountId: sampleAccounts[1].id, type: 'TO_THREAD' }),
  );
});

test('the type filter offers the three creatable types only', async () => {
  await renderPage();
  fireEvent.mouseDown(screen.getByLabelText('Lọc theo loại'));
  expect(await screen.findByTitle('Nhắn tin bạn bè')).toBeInTheDocument();
  expect(screen.getByTitle('Nhắn tin thành viên nhóm')).toBeInTheDocument();
  expect(screen.getByTitle('Nhắn tin cuộc trò chuyện')).toBeInTheDocument();
  expect(screen.queryByTitle('Gửi lời mời kết bạn')).toBeNull();
});

describe('live update', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('while a job is PROCESSING, the list and the stats reload every second; the toggle stops it', async () => {
    api.list.mockResolvedValue(jobListOf([processing, completed]));
    const user = setupUser({ fakeTimers: true });
    renderWithApp(<JobsPage />, { url: '/jobs' });
    await screen.findByTestId(`job-card-${processing.id}`);
    await waitFor(() => expect(api.list.mock.calls.length).toBeGreaterThanOrEqual(3), { timeout: 4_000 });
    expect(api.stats.mock.calls.length).toBeGreaterThanOrEqual(2);

    await user.click(screen.getByRole('switch', { name: 'Cập nhật trực tiếp' }));
    const listCalls = api.list.mock.calls.length;
    const statsCalls = api.stats.mock.calls.length;
    await pause(2_500);
    expect(api.list.mock.calls.length).toBe(listCalls);
    expect(api.stats.mock.calls.length).toBe(statsCalls);

    await user.click(screen.getByRole('switch', { name: 'Cập nhật trực tiếp' }));
    await waitFor(() => expect(api.list.mock.calls.length).toBeGreaterThan(listCalls), { timeout: 3_000 });
  });

  test('nothing moves, nothing reloads', async () => {
    await renderPage();
    await pause(2_500);
    expect(api.list).toHaveBeenCalledTimes(1);
    expect(api.stats).toHaveBeenCalledTimes(1);
  });

  test('polling stops once the last active job finishes', async () => {
    api.list.mockResolvedValueOnce(jobListOf([processing])).mockResolvedValue(jobListOf([{ ...processing, status: 'COMPLETED' }]));
    renderWithApp(<JobsPage />, { url: '/jobs' });
    await waitFor(() => expect(within(card(processing)).getByTestId('job-status')).toHaveTextContent('Hoàn thành'), { timeout: 4_000 });
    const calls = api.list.mock.calls.length;
    await pause(2_500);
    expect(api.list.mock.calls.length).toBe(calls);
  });

  test('when the last active job ends, the stats and the job limit are fetched once more', async () => {
    api.list.mockResolvedValueOnce(jobListOf([processing])).mockResolvedValue(jobListOf([{ ...processing, status: 'COMPLETED' }]));
    api.stats.mockResolvedValueOnce(statsOf([processing])).mockResolvedValue(statsOf([{ ...processing, status: 'COMPLETED' }]));
    api.limits.mockResolvedValueOnce({ ...limitsOf(), canCreate: false }).mockResolvedValue(limitsOf());
    renderWithApp(<JobsPage />, { url: '/jobs' });
    await waitFor(() => expect(within(card(processing)).getByTestId('job-status')).toHaveTextContent('Hoàn thành'), { timeout: 4_000 });
    await waitFor(() => expect(api.limits.mock.calls.length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.getByRole('button', { name: /Tạo công việc/ })).toBeEnabled());
    const statsCalls = api.stats.mock.calls.length;
    expect(statsCalls).toBeGreaterThanOrEqual(2);
    await pause(2_000);
    expect(api.stats.mock.calls.length).toBe(statsCalls);
  });

  test("a waiting job that starts while another job still waits for tomorrow: the plan's running count is fetched again (the page stays live)", async () => {
    const tomorrow = jobOf({ id: '7c6d5e4f-1a2b-4c3d-8e9f-000000000099', scheduledAt: '2099-01-01T01:00:00.000Z' });
    const waiting = jobOf({ ...processing, status: 'PENDING', waitingForSlot: true });
    api.list
      .mockResolvedValueOnce(jobListOf([waiting, tomorrow]))
      .mockResolvedValue(jobListOf([{ ...waiting, status: 'COMPLETED', waitingForSlot: false }, tomorrow]));
    api.limits.mockResolvedValueOnce(limitsOf({ running: 1, concurrentLimit: 1 })).mockResolvedValue(limitsOf({ running: 0, concurrentLimit: 1 }));
    renderWithApp(<JobsPage />, { url: '/jobs' });
    expect(await screen.findByText('Đang chạy 1/1 công việc: công việc mới sẽ chờ lượt')).toBeInTheDocument();
    await waitFor(() => expect(within(card(waiting)).getByTestId('job-status')).toHaveTextContent('Hoàn thành'), { timeout: 4_000 });
    await waitFor(() => expect(screen.queryByText(/công việc mới sẽ chờ lượt/)).toBeNull(), { timeout: 4_000 });
  });
});

describe('cancel', () => {
  async function confirmCancelOf(job: Job) {
    const user = setupUser();
    api.list.mockResolvedValue(jobListOf([job, completed]));
    renderWithApp(<JobsPage initialLive={false} />, { url: '/jobs' });
    await screen.findByTestId(`job-card-${job.id}`);
    expect(within(card(completed)).queryByRole('button', { name: /Hủy công việc/ })).toBeNull();
    await user.click(within(card(job)).getByRole('button', { name: /Hủy công việc/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Hủy công việc này?' });
    await user.click(within(confirm).getByRole('button', { name: 'Hủy công việc' }));
  }

  test('asks, cancels, says so and reloads the list and the stats', async () => {
    await confirmCancelOf(processing);
    expect(await screen.findByText('Đã hủy công việc')).toBeInTheDocument();
    expect(api.cancel).toHaveBeenCalledWith(processing.id);
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
    expect(api.stats).toHaveBeenCalledTimes(2);
  });

  test('a refusal shows the server text', async () => {
    api.cancel.mockRejectedValueOnce(new ApiError('Chỉ có thể hủy công việc đang chờ hoặc đang xử lý', 409));
    await confirmCancelOf(jobsInEveryState.pending);
    expect(await screen.findByText('Chỉ có thể hủy công việc đang chờ hoặc đang xử lý')).toBeInTheDocument();
  });
});

test('empty state without any job', async () => {
  api.list.mockResolvedValue(jobListOf([]));
  renderWithApp(<JobsPage />, { url: '/jobs' });
  expect(await screen.findByText('Chưa có công việc nào')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Phân trang công việc' })).toBeNull();
});

test('a failed load says so and retries', async () => {
  api.list.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const user = setupUser();
  renderWithApp(<JobsPage />, { url: '/jobs' });
  expect(await screen.findByText('Không thể tải danh sách công việc')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Thử lại/ }));
  await screen.findByTestId(`job-card-${completed.id}`);
});

test('the create button opens the create-job modal', async () => {
  const user = setupUser();
  await renderPage();
  await user.click(screen.getByRole('button', { name: /Tạo công việc/ }));
  expect(await screen.findByRole('dialog', { name: 'Tạo công việc mới' })).toBeInTheDocument();
});

test("the 'Lịch gửi' tab lists every recurring schedule; the URL keeps the tab", async () => {
  const schedules = jest.spyOn(schedulesApi, 'list').mockResolvedValue({ schedules: sampleSchedules });
  const user = setupUser();
  await renderPage();
  expect(schedules).not.toHaveBeenCalled();
  await user.click(screen.getByRole('tab', { name: 'Lịch gửi' }));
  expect(await screen.findByRole('list', { name: 'Danh sách lịch gửi' })).toBeInTheDocument();
  expect(screen.getByText('Gửi tin vào nhóm hằng ngày')).toBeInTheDocument();
  expect(location()).toContain('tab=schedules');
  await user.click(screen.getByRole('tab', { name: 'Công việc' }));
  expect(location()).not.toContain('tab=schedules');
});

test('opened on ?tab=schedules, the schedules show at once', async () => {
  jest.spyOn(schedulesApi, 'list').mockResolvedValue({ schedules: sampleSchedules });
  renderWithApp(<JobsPage />, { url: '/jobs?tab=schedules' });
  expect(await screen.findByText('Nhắn tin Kho chung hằng ngày')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Lịch gửi' })).toHaveAttribute('aria-selected', 'true');
});
