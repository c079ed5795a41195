import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { accountHealthApi, type AccountHealth, accountsApi, ApiError, authApi, botsApi, jobsApi, proxiesApi, type WorkspaceRole } from 'shared-sdk';
import { DashboardPage } from './dashboard-page';
import { activityOf, busyFortnight, jobListOf, jobsInEveryStatus, jobStatsOf, proxyStatsOf, sampleAccounts } from './testing/fixtures';
import { appToday, dayMonth } from 'shared-sdk';
import { activityTotals, activityWindow } from './utils/activity';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));

let api: Record<'accounts' | 'botStatus' | 'jobs' | 'jobStats' | 'daily' | 'proxyStats' | 'health' | 'me', jest.SpyInstance>;

/** /auth/me of a person with this role in the session's workspace. */
const meAs = (role: WorkspaceRole) => ({
  user: { id: 'u-1', email: 'chu@shop.vn' },
  workspace: { id: 'w-1', name: 'Shop Hoa', role, accountIds: role === 'AGENT' ? [] : null },
});

/** An account's health with `friends` stored friends (the rest is not read by the dashboard). */
const healthOf = (accountId: string, friends: number) => ({ accountId, friends: { count: friends, limit: 1000 } }) as AccountHealth;

/** Every dashboard call answers with nothing: a brand-new user. */
function answerEmpty() {
  api = {
    accounts: jest.spyOn(accountsApi, 'list').mockResolvedValue([]),
    botStatus: jest.spyOn(botsApi, 'status').mockResolvedValue({ isRunning: false }),
    jobs: jest.spyOn(jobsApi, 'list').mockResolvedValue(jobListOf([])),
    jobStats: jest.spyOn(jobsApi, 'stats').mockResolvedValue(jobStatsOf()),
    daily: jest.spyOn(jobsApi, 'dailyActivity').mockResolvedValue(activityOf()),
    proxyStats: jest.spyOn(proxiesApi, 'stats').mockResolvedValue(proxyStatsOf(0, 0)),
    health: jest.spyOn(accountHealthApi, 'list').mockResolvedValue([]),
    me: jest.spyOn(authApi, 'me').mockResolvedValue(meAs('OWNER')),
  };
}

/** Seven accounts (two ACTIVE, one bot running), a job in each status, a busy fortnight, 14 proxies. */
function answerBusy() {
  api.accounts.mockResolvedValue(sampleAccounts);
  api.botStatus.mockImplementation(async (accountId: string) => ({ isRunning: accountId === sampleAccounts[0].id }));
  api.jobs.mockResolvedValue(jobListOf(jobsInEveryStatus));
  api.jobStats.mockResolvedValue(jobStatsOf({ PENDING: 3, PROCESSING: 1, COMPLETED: 1190, FAILED: 80, CANCELLED: 10 }));
  api.daily.mockResolvedValue(busyFortnight);
  api.proxyStats.mockResolvedValue(proxyStatsOf(14, 10));
  api.health.mockResolvedValue(sampleAccounts.map((account, index) => healthOf(account.id, index === 0 ? 120 : 0)));
}

beforeEach(() => {
  loadRemote.mockReset();
  loadRemote.mockResolvedValue({ default: () => <p>Bảng sử dụng gói</p> });
  answerEmpty();
});
afterEach(() => jest.restoreAllMocks());

function renderDashboard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/accounts" element={<p>accounts page</p>} />
          <Route path="/jobs" element={<p>jobs page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return invalidate;
}

const card = (name: string) => screen.getByRole('group', { name });
const statValue = (name: string) => card(name).querySelector('.ant-statistic-content-value');

test('title, quick links and, while the data loads, no invented numbers', async () => {
  for (const spy of Object.values(api)) spy.mockReturnValue(new Promise(() => {}));
  renderDashboard();
  expect(await screen.findByText('Bảng sử dụng gói')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Quản lý tài khoản/ })).toHaveAttribute('href', '/accounts');
  expect(screen.getByRole('link', { name: /Xem công việc/ })).toHaveAttribute('href', '/jobs');
  expect(screen.queryByText(/\d/)).not.toBeInTheDocument();
  expect(screen.queryByText('Lỗi hệ thống')).not.toBeInTheDocument();
});

test('a new user: every counter at 0, the empty states, no error', async () => {
  renderDashboard();
  expect(await screen.findByText('Chưa có tài khoản nào')).toBeInTheDocument();
  await waitFor(() => expect(statValue('Proxy')).toHaveTextContent('0'));
  for (const name of ['Tài khoản', 'Bot đang chạy', 'Tổng công việc', 'Hoàn thành']) expect(statValue(name)).toHaveTextContent(/^0$/);
  expect(await screen.findByText('Chưa có công việc nào')).toBeInTheDocument();
  expect(await screen.findByText('Chưa có tin nhắn nào trong 14 ngày qua')).toBeInTheDocument();
  expect(statValue('Tỉ lệ trả lời 7 ngày')).toHaveTextContent(/^—$/);
  expect(card('Tỉ lệ trả lời 7 ngày')).toHaveTextContent('Chưa gửi tin nhắn nào trong 7 ngày qua');
  expect(api.botStatus).not.toHaveBeenCalled();
  expect(screen.queryByText('Lỗi hệ thống')).not.toBeInTheDocument();
});

test('a new customer gets the getting-started checklist: nothing ticked, the first step offered', async () => {
  renderDashboard();
  const checklist = await screen.findByTestId('getting-started');
  expect(within(checklist).getByText('Đã xong 0/4 bước')).toBeInTheDocument();
  expect(within(checklist).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
    'Thêm tài khoản Zalo: chưa làm',
    'Đăng nhập bằng mã QR: chưa làm',
    'Đồng bộ bạn bè: chưa làm',
    'Tạo công việc đầu tiên: chưa làm',
  ]);
  expect(within(checklist).getByRole('link', { name: /Thêm tài khoản/ })).toHaveAttribute('href', '/accounts?add=1');
  expect(api.health).not.toHaveBeenCalled();
});

test('each step is ticked from real data: an account, logged in, with synced friends; the next one is offered', async () => {
  api.accounts.mockResolvedValue([sampleAccounts[0]]);
  api.health.mockResolvedValue([healthOf(sampleAccounts[0].id, 35)]);
  renderDashboard();
  const checklist = await screen.findByTestId('getting-started');
  await waitFor(() => expect(within(checklist).getByText('Đã xong 3/4 bước')).toBeInTheDocument());
  expect(within(checklist).getByRole('listitem', { name: 'Đồng bộ bạn bè: đã xong' })).toBeInTheDocument();
  expect(within(checklist).getByRole('link', { name: /Tạo công việc/ })).toHaveAttribute('href', '/jobs?create=1');
});

test('an account never logged in and without friends leaves those steps open, the login step offered next', async () => {
  api.accounts.mockResolvedValue([sampleAccounts[2]]);
  renderDashboard();
  const checklist = await screen.findByTestId('getting-started');
  await waitFor(() => expect(within(checklist).getByText('Đã xong 1/4 bước')).toBeInTheDocument());
  expect(within(checklist).getByRole('link', { name: /Mở trang Tài khoản/ })).toHaveAttribute('href', '/accounts');
});

test('a customer who has done every step no longer sees the checklist', async () => {
  answerBusy();
  renderDashboard();
  await screen.findAllByTestId('recent-job');
  await waitFor(() => expect(api.health).toHaveBeenCalled());
  expect(screen.queryByTestId('getting-started')).not.toBeInTheDocument();
});

test('the empty state leads to /accounts', async () => {
  renderDashboard();
  await userEvent.click(await screen.findByRole('button', { name: /Thêm tài khoản đầu tiên/ }));
  expect(screen.getByText('accounts page')).toBeInTheDocument();
});

test('the stat cards count from the server: active accounts, running bots of ACTIVE accounts, jobs, proxies', async () => {
  answerBusy();
  renderDashboard();
  await waitFor(() => expect(card('Bot đang chạy')).toHaveTextContent('1/ 2trên 2 tài khoản hoạt động'));
  expect(card('Tài khoản')).toHaveTextContent('72 đang hoạt động');
  expect(card('Tổng công việc')).toHaveTextContent('1.2843 chờ xử lý');
  expect(statValue('Hoàn thành')).toHaveTextContent('1.190');
  expect(card('Proxy')).toHaveTextContent('1410 đang hoạt động');
  expect(within(card('Proxy')).getByRole('link', { name: 'Quản lý proxy' })).toHaveAttribute('href', '/proxies');
  // One bot status per ACTIVE account, none for the others.
  expect(api.botStatus.mock.calls.map(([id]) => id).sort()).toEqual([sampleAccounts[0].id, sampleAccounts[1].id]);
});

test('the 5 latest jobs and the first 5 accounts', async () => {
  answerBusy();
  renderDashboard();
  const jobs = await screen.findAllByTestId('recent-job');
  expect(api.jobs).toHaveBeenCalledWith({ page: 1, limit: 5 });
  expect(jobs).toHaveLength(5);
  expect(jobs[1]).toHaveTextContent('Nhắn tin thành viên nhóm');
  expect(within(jobs[1]).getByTestId('job-counts')).toHaveTextContent('37/80');
  expect(within(jobs[1]).getByTestId('job-status')).toHaveTextContent('Đang xử lý');
  expect(screen.getByRole('link', { name: 'Xem tất cả' })).toHaveAttribute('href', '/jobs?page=1');

  const accounts = screen.getAllByTestId('account-preview');
  expect(accounts).toHaveLength(5);
  expect(accounts[2]).toHaveTextContent('Cửa hàng Điện Máy');
  expect(within(accounts[2]).getAllByText('Chưa đăng nhập')).toHaveLength(2); // no Zalo id, and the PENDING label
  expect(screen.getByRole('link', { name: 'Quản lý' })).toHaveAttribute('href', '/accounts');
});

test('the chart draws the last 14 days in UTC+7 from dailyActivity(14)', async () => {
  answerBusy();
  renderDashboard();
  const { sent, failed, replied } = activityTotals(activityWindow(busyFortnight, 14));
  expect(
    await screen.findByRole('img', { name: `Tin nhắn 14 ngày qua: ${sent.toLocaleString('vi-VN')} đã gửi, ${failed} thất bại, ${replied} đã trả lời` }),
  ).toBeInTheDocument();
  expect(api.daily).toHaveBeenCalledWith(14);
  const bars = screen.getAllByTestId('activity-bar');
  expect(bars).toHaveLength(14);
  const todayUtc7 = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  expect(appToday()).toBe(todayUtc7);
  expect(bars[13]).toHaveTextContent(dayMonth(todayUtc7));
  const today = busyFortnight.days[13];
  expect(bars[13]).toHaveAttribute('title', `${dayMonth(todayUtc7)}: ${today.sent} đã gửi, ${today.failed} thất bại, ${today.replied} đã trả lời`);
});

test("the counters' reply rate covers the last 7 days of the same call: Σ replied ÷ Σ messages", async () => {
  answerBusy();
  renderDashboard();
  const lastWeek = busyFortnight.days.slice(-7);
  const replied = lastWeek.reduce((sum, day) => sum + (day.replied ?? 0), 0);
  const messages = lastWeek.reduce((sum, day) => sum + (day.messages ?? 0), 0);
  const rate = new Intl.NumberFormat('vi-VN', { style: 'percent', maximumFractionDigits: 1 }).format(replied / messages);
  await waitFor(() => expect(statValue('Tỉ lệ trả lời 7 ngày')).toHaveTextContent(rate));
  expect(card('Tỉ lệ trả lời 7 ngày')).toHaveTextContent(`${replied} trả lời / ${messages} tin nhắn`);
  expect(api.daily).toHaveBeenCalledTimes(1);
});

test('a failed load shows the "Lỗi hệ thống" banner; retrying after a fix clears it', async () => {
  api.accounts.mockRejectedValue(new ApiError('Failed to load accounts', 500));
  renderDashboard();
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Lỗi hệ thống');
  expect(banner).toHaveTextContent('Không thể tải dữ liệu dashboard');
  expect(screen.queryByText('Chưa có tài khoản nào')).not.toBeInTheDocument();

  api.accounts.mockResolvedValue(sampleAccounts);
  await userEvent.click(within(banner).getByRole('button', { name: 'Thử lại' }));
  await waitFor(() => expect(screen.queryByText('Lỗi hệ thống')).not.toBeInTheDocument());
  expect(await screen.findAllByTestId('account-preview')).toHaveLength(5);
});

test('a failing job stats call shows the banner too', async () => {
  api.jobStats.mockRejectedValue(new ApiError('boom', 500));
  renderDashboard();
  expect(await screen.findByText('Lỗi hệ thống')).toBeInTheDocument();
  expect(statValue('Tổng công việc')).toHaveTextContent('—');
});

test('quick actions: create job and refresh', async () => {
  const invalidate = renderDashboard();
  await screen.findByText('Chưa có tài khoản nào');
  await waitFor(() => expect(api.daily).toHaveBeenCalledTimes(1));
  answerBusy();
  await userEvent.click(screen.getByRole('button', { name: /Làm mới dữ liệu/ }));
  expect(invalidate).toHaveBeenCalled();
  // Every dashboard call is made again and the page shows the new answers.
  expect(await screen.findAllByTestId('recent-job')).toHaveLength(5);
  for (const spy of [api.accounts, api.jobs, api.jobStats, api.daily, api.proxyStats]) expect(spy).toHaveBeenCalledTimes(2);
  await waitFor(() => expect(statValue('Proxy')).toHaveTextContent('14'));
  await userEvent.click(screen.getByRole('button', { name: /Tạo công việc/ }));
  expect(screen.getByText('jobs page')).toBeInTheDocument();
});

test('the plan usage panel comes from mf_billing at run time', async () => {
  renderDashboard();
  expect(await screen.findByText('Bảng sử dụng gói')).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('mf_billing/plan-usage-panel');
});

describe('an AGENT', () => {
  test('sees no proxies, no way to add an account and no step of adding one; is told to ask for accounts', async () => {
    api.me.mockResolvedValue(meAs('AGENT'));
    renderDashboard();
    expect(await screen.findByText('Bạn chưa được giao tài khoản Zalo nào. Hãy nhờ chủ sở hữu hoặc quản trị viên giao tài khoản.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Proxy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Thêm tài khoản/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tạo công việc/ })).toBeInTheDocument();
    // Never asked: the server refuses an AGENT the proxies, and the page would say the dashboard failed.
    expect(api.proxyStats).not.toHaveBeenCalled();
    expect(screen.queryByText('Lỗi hệ thống')).not.toBeInTheDocument();
  });
});
