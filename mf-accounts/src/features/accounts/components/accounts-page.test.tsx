import { act, screen, waitFor, within } from '@testing-library/react';
import { accountOf, renderWithApp, setupUser } from 'shared-sdk/testing';
import {
  type Account,
  accountHealthApi,
  ACCOUNT_LIST_REFRESH_AFTER_QR_MS,
  accountsApi,
  ApiError,
  botsApi,
  proxiesApi,
  subscriptionApi,
} from 'shared-sdk';
import { accountHealthOf, limitOf, proxyPageOf } from '../testing/fixtures';
import { AccountsPage } from './accounts-page';

jest.setTimeout(30_000);

const ACTIVE = accountOf({ id: '11111111-aaaa-4aaa-8aaa-000000000001', displayName: 'Shop Một', status: 'ACTIVE' });
const PENDING = accountOf({
  id: '22222222-bbbb-4bbb-8bbb-000000000002',
  displayName: 'Shop Hai',
  status: 'PENDING',
  zaloUserId: null,
  lastLoginAt: null,
});
const EXPIRED = accountOf({ id: '33333333-cccc-4ccc-8ccc-000000000003', displayName: 'Shop Ba', status: 'COOKIE_EXPIRED' });

let api: Record<
  'list' | 'remove' | 'status' | 'start' | 'stop' | 'validate' | 'relogin' | 'qrStart' | 'qrStatus' | 'checkLimit' | 'proxies',
  jest.SpyInstance
>;

beforeEach(() => {
  api = {
    list: jest.spyOn(accountsApi, 'list').mockResolvedValue([ACTIVE, PENDING, EXPIRED]),
    remove: jest.spyOn(accountsApi, 'remove').mockResolvedValue({ id: ACTIVE.id }),
    status: jest.spyOn(botsApi, 'status').mockResolvedValue({ isRunning: true }),
    start: jest.spyOn(botsApi, 'start').mockResolvedValue({ isRunning: true }),
    stop: jest.spyOn(botsApi, 'stop').mockResolvedValue({ isRunning: false }),
    validate: jest.spyOn(botsApi, 'validateCookie').mockResolvedValue({ isValid: true, needsRelogin: false }),
    relogin: jest.spyOn(botsApi, 'autoRelogin').mockResolvedValue({ reloginSuccess: true, needsQRScan: false }),
    qrStart: jest.spyOn(botsApi, 'startQrLogin').mockResolvedValue({ loginRequestId: 'req-1', qrCodeBase64: 'QUJD' }),
    qrStatus: jest.spyOn(botsApi, 'qrLoginStatus').mockResolvedValue({ status: 'PENDING' }),
    checkLimit: jest.spyOn(subscriptionApi, 'checkLimit').mockResolvedValue(limitOf()),
    proxies: jest.spyOn(proxiesApi, 'list').mockResolvedValue(proxyPageOf([])),
  };
  // The cards' health panels: none unless a test gives some.
  jest.spyOn(accountHealthApi, 'list').mockResolvedValue([]);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const card = (account: Account) => screen.getByTestId(`account-card-${account.id}`);
const findCard = (account: Account) => screen.findByTestId(`account-card-${account.id}`);
const button = (account: Account, name: string) => within(card(account)).getByRole('button', { name: new RegExp(name) });
const qrDialog = () => screen.queryByTestId('qr-login');

test('title, a card per account, bot status asked only for the ACTIVE one', async () => {
  renderWithApp(<AccountsPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'Tài khoản Zalo' })).toBeInTheDocument();
  await findCard(ACTIVE);
  expect(card(PENDING)).toBeInTheDocument();
  expect(card(EXPIRED)).toBeInTheDocument();
  expect(await within(card(ACTIVE)).findByText('Bot đang chạy')).toBeInTheDocument();
  expect(api.status).toHaveBeenCalledTimes(1);
  expect(api.status).toHaveBeenCalledWith(ACTIVE.id);
  expect(within(card(PENDING)).getByText('Bot đã dừng')).toBeInTheDocument();
  expect(api.list).toHaveBeenCalledTimes(1);
  expect(api.validate).not.toHaveBeenCalled();
});

test.each([
  ['the server text', new ApiError('Phiên đăng nhập đã hết hạn', 401), 'Phiên đăng nhập đã hết hạn'],
  ['the default text', new ApiError('', 500), 'Failed to load accounts'],
  ['the network text', new TypeError('Failed to fetch'), 'Network error loading accounts'],
])('a failed load shows %s and a retry link', async (_name, error, text) => {
  api.list.mockRejectedValueOnce(error);
  const user = setupUser();
  renderWithApp(<AccountsPage />);
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.queryByText('Chưa có tài khoản nào')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Thử lại' }));
  await findCard(ACTIVE);
  expect(screen.queryByText(text)).not.toBeInTheDocument();
});

test('at the account limit "Thêm tài khoản" is disabled and the limit is shown with an upgrade link', async () => {
  api.checkLimit.mockResolvedValue(limitOf({ canAdd: false, used: 3, limit: 3 }));
  renderWithApp(<AccountsPage />);
  const notice = await screen.findByTestId('account-limit-notice');
  expect(within(notice).getByText('Không thể thêm tài khoản mới')).toBeInTheDocument();
  expect(within(notice).getByText(/Đã dùng 3 \/ 3 tài khoản của gói/)).toBeInTheDocument();
  expect(within(notice).getByRole('link', { name: 'Nâng cấp gói' })).toHaveAttribute('href', '/subscription');
  expect(screen.getByRole('button', { name: /^plus Thêm tài khoản$/ })).toBeDisabled();
});

test('under the limit "Thêm tài khoản" is enabled and no limit notice shows', async () => {
  renderWithApp(<AccountsPage />);
  await findCard(ACTIVE);
  await waitFor(() => expect(api.checkLimit).toHaveBeenCalled());
  expect(screen.getByRole('button', { name: /^plus Thêm tài khoản$/ })).toBeEnabled();
  expect(screen.queryByTestId('account-limit-notice')).not.toBeInTheDocument();
});

test('/accounts?add=1 (the dashboard quick action) opens the add dialog and drops the parameter', async () => {
  renderWithApp(<AccountsPage />, { url: '/accounts?add=1' });
  expect(await screen.findByText('Thêm tài khoản Zalo')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/accounts$/));
});

test('no accounts: the empty state offers the add modal', async () => {
  api.list.mockResolvedValue([]);
  const user = setupUser();
  renderWithApp(<AccountsPage />);
  expect(await screen.findByText('Chưa có tài khoản nào')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Thêm tài khoản đầu tiên/ }));
  expect(await screen.findByText('Thêm tài khoản Zalo')).toBeInTheDocument();
});

test('delete asks first, then deletes and reloads the list', async () => {
  const user = setupUser();
  renderWithApp(<AccountsPage />);
  await findCard(ACTIVE);
  await user.click(button(ACTIVE, 'Xóa'));
  const confirm = await screen.findByRole('tooltip');
  expect(within(confirm).getByText('Bạn có chắc muốn xóa tài khoản này?')).toBeInTheDocument();
  expect(api.remove).not.toHaveBeenCalled();
  api.list.mockResolvedValue([PENDING, EXPIRED]);
  await user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
  expect(api.remove).toHaveBeenCalledWith(ACTIVE.id);
  expect(await screen.findByText('Đã xóa tài khoản')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId(`account-card-${ACTIVE.id}`)).not.toBeInTheDocument());
});

test('QR login refreshes the list first; an account that became ACTIVE gets no QR', async () => {
  const user = setupUser();
  renderWithApp(<AccountsPage />);
  await findCard(PENDING);
  api.list.mockResolvedValue([ACTIVE, { ...PENDING, status: 'ACTIVE' }, EXPIRED]);
  await user.click(button(PENDING, 'Đăng nhập QR'));
  expect(await screen.findByText('Tài khoản đã đang hoạt động')).toBeInTheDocument();
  expect(api.list).toHaveBeenLastCalledWith({ fresh: true });
  expect(api.qrStart).not.toHaveBeenCalled();
  expect(qrDialog()).not.toBeInTheDocument();
});

test('QR login of a PENDING account opens the modal; the list is fetched again 0.5 s after it closes', async () => {
  jest.useFakeTimers();
  const user = setupUser({ fakeTimers: true });
  renderWithApp(<AccountsPage />);
  await act(() => jest.advanceTimersByTimeAsync(50));
  await user.click(button(PENDING, 'Đăng nhập QR'));
  await act(() => jest.advanceTimersByTimeAsync(50));
  expect(qrDialog()).toBeInTheDocument();
  expect(api.qrStart).toHaveBeenCalledWith(PENDING.id);
  expect(screen.getByText('Đăng nhập QR: Shop Hai')).toBeInTheDocument();

  const before = api.list.mock.calls.length;
  await user.click(screen.getByTestId('qr-close'));
  expect(qrDialog()).not.toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(ACCOUNT_LIST_REFRESH_AFTER_QR_MS - 100));
  expect(api.list).toHaveBeenCalledTimes(before);
  await act(() => jest.advanceTimersByTimeAsync(150));
  expect(api.list).toHaveBeenCalledTimes(before + 1);
});

test('Force QR always opens the modal, without the active check', async () => {
  const user = setupUser();
  renderWithApp(<AccountsPage />);
  await findCard(ACTIVE);
  await user.click(button(ACTIVE, 'Force QR'));
  expect(await screen.findByTestId('qr-login')).toBeInTheDocument();
  expect(api.qrStart).toHaveBeenCalledWith(ACTIVE.id);
  expect(api.list).toHaveBeenCalledTimes(1);
});

test('re-login that succeeds reloads the list, the bot status and the cookie check', async () => {
  const user = setupUser();
  renderWithApp(<AccountsPage />);
  await findCard(EXPIRED);
  const listCalls = api.list.mock.calls.length;
  await user.click(button(EXPIRED, 'Đăng nhập lại'));
  expect(await screen.findByText('Đăng nhập lại thành công')).toBeInTheDocument();
  expect(api.relogin).toHaveBeenCalledWith(EXPIRED.id);
  await waitFor(() => expect(api.list.mock.calls.length).toBeGreaterThan(listCalls));
  await waitFor(() => expect(api.validate).toHaveBeenCalledWith(EXPIRED.id));
  expect(qrDialog()).not.toBeInTheDocument();
});

test.each([
  ['asks for a QR scan', () => api.relogin.mockResolvedValue({ reloginSuccess: false, needsQRScan: true })],
  ['fails', () => api.relogin.mockRejectedValue(new ApiError('Không thể đăng nhập lại', 500))],
])('re-login that %s opens the QR modal', async (_name, arrange) => {
  arrange();
  const user = setupUser();
  renderWithApp(<AccountsPage />);
  await findCard(EXPIRED);
  await user.click(button(EXPIRED, 'Đăng nhập lại'));
  expect(await screen.findByTestId('qr-login')).toBeInTheDocument();
  expect(api.qrStart).toHaveBeenCalledWith(EXPIRED.id);
});

test('a failed cookie check counts as invalid: an ACTIVE account then offers re-login', async () => {
  api.validate.mockRejectedValue(new TypeError('Failed to fetch'));
  const user = setupUser();
  renderWithApp(<AccountsPage />);
  await findCard(ACTIVE);
  expect(within(card(ACTIVE)).queryByRole('button', { name: /Đăng nhập lại/ })).not.toBeInTheDocument();
  await user.click(within(card(ACTIVE)).getByRole('button', { name: /Kiểm tra/ }));
  expect(await within(card(ACTIVE)).findByText('Không hợp lệ, cần đăng nhập lại')).toBeInTheDocument();
  expect(button(ACTIVE, 'Đăng nhập lại')).toBeInTheDocument();
});

test('stop and start the bot of an ACTIVE account', async () => {
  const user = setupUser();
  renderWithApp(<AccountsPage />);
  await findCard(ACTIVE);
  await within(card(ACTIVE)).findByText('Bot đang chạy');
  api.status.mockResolvedValue({ isRunning: false });
  await user.click(button(ACTIVE, 'Dừng bot'));
  expect(api.stop).toHaveBeenCalledWith(ACTIVE.id);
  expect(await screen.findByText('Đã dừng bot')).toBeInTheDocument();
  await within(card(ACTIVE)).findByText('Bot đã dừng');
  api.start.mockRejectedValue(new ApiError('Phiên Zalo đã hết hạn', 409));
  await user.click(button(ACTIVE, 'Khởi động bot'));
  expect(await screen.findByText('Phiên Zalo đã hết hạn')).toBeInTheDocument();
});

test("each card shows its account's health; resume and a new window go to the server, with their toasts", async () => {
  const breaker = { open: true, reason: 'Tạm dừng gửi: 5 lần thất bại liên tiếp', until: '2026-11-25T04:00:00.000Z', failStreak: 0, recentFailures: 0, recentAttempts: 0 };
  const closed = { open: false, reason: null, until: null, failStreak: 0, recentFailures: 0, recentAttempts: 0 };
  const health = jest.spyOn(accountHealthApi, 'list').mockResolvedValue([accountHealthOf({ accountId: ACTIVE.id, breaker }), accountHealthOf({ accountId: PENDING.id })]);
  const resume = jest.spyOn(accountHealthApi, 'resume').mockResolvedValue(accountHealthOf({ accountId: ACTIVE.id, breaker: closed }));
  const setWindow = jest
    .spyOn(accountHealthApi, 'setWindow')
    .mockResolvedValue(accountHealthOf({ accountId: PENDING.id, window: { enabled: false, start: '08:00', end: '21:00', custom: true, open: true, opensAt: null, closesAt: null } }));
  const user = setupUser();
  renderWithApp(<AccountsPage />);
  await findCard(ACTIVE);
  expect(await within(card(ACTIVE)).findByText('Tạm dừng gửi: 5 lần thất bại liên tiếp')).toBeInTheDocument();
  expect(health).toHaveBeenCalledTimes(1);
  // No health for an account the list does not have (EXPIRED here): no panel.
  expect(within(card(EXPIRED)).queryByRole('region', { name: 'Sức khỏe gửi' })).toBeNull();

  await user.click(within(card(ACTIVE)).getByRole('button', { name: 'Tiếp tục gửi' }));
  expect(resume).toHaveBeenCalledWith(ACTIVE.id);
  expect(await screen.findByText('Đã cho tài khoản gửi tiếp')).toBeInTheDocument();
  await waitFor(() => expect(within(card(ACTIVE)).queryByText('Tạm dừng gửi: 5 lần thất bại liên tiếp')).toBeNull());

  const pending = within(card(PENDING));
  await user.click(pending.getByRole('button', { name: 'Sửa khung giờ' }));
  await user.click(pending.getByRole('switch', { name: 'Chỉ gửi trong khung giờ' }));
  await user.click(pending.getByRole('button', { name: 'Lưu' }));
  expect(setWindow).toHaveBeenCalledWith(PENDING.id, { enabled: false, start: '08:00', end: '21:00' });
  expect(await screen.findByText('Đã lưu khung giờ gửi')).toBeInTheDocument();
  expect(await pending.findByText('Khung giờ gửi: Cả ngày')).toBeInTheDocument();
});
