import { act, screen, waitFor, within } from '@testing-library/react';
import { accountOf, fill, renderWithApp, setupUser } from 'shared-sdk/testing';
import {
  type Account,
  accountHealthApi,
  ACCOUNT_LIST_REFRESH_AFTER_QR_MS,
  accountsApi,
  ApiError,
  authApi,
  botsApi,
  proxiesApi,
  subscriptionApi,
} from 'shared-sdk';
import { accountHealthOf, limitOf, meAs, proxyOf, proxyPageOf } from '../testing/fixtures';
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
const PROXY = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
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
  // Cards unless a test switches to the compact list (remembered in the browser).
  localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const card = (account: Account) => screen.getByTestId(`account-card-${account.id}`);
const findCard = (account: Account) => screen.findByTestId(`account-card-${account.id}`);
const button = (account: Account, name: string) => within(card(account)).getByRole('button', { name: new RegExp(name) });
const qrDialog = () => screen.queryByTestId('qr-login');

/** The page with its cards loaded, as far as this account's card; the user to act with. */
async function renderPageAt(account: Account) {
  const user = setupUser();
  renderWithApp(<AccountsPage />);
  await findCard(account);
  return user;
}

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

test('delete asks first, naming the account, then deletes and reloads the list', async () => {
  const user = await renderPageAt(ACTIVE);
  await user.click(button(ACTIVE, 'Xóa'));
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent('Bạn có chắc muốn xóa tài khoản này?');
  expect(confirm).toHaveTextContent('Tài khoản "Shop Một"');
  expect(api.remove).not.toHaveBeenCalled();
  api.list.mockResolvedValue([PENDING, EXPIRED]);
  await user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
  expect(api.remove).toHaveBeenCalledWith(ACTIVE.id);
  expect(await screen.findByText('Đã xóa tài khoản')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId(`account-card-${ACTIVE.id}`)).not.toBeInTheDocument());
});

test('QR login refreshes the list first; an account that became ACTIVE gets no QR', async () => {
  const user = await renderPageAt(PENDING);
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
  const user = await renderPageAt(ACTIVE);
  await user.click(button(ACTIVE, 'Force QR'));
  expect(await screen.findByTestId('qr-login')).toBeInTheDocument();
  expect(api.qrStart).toHaveBeenCalledWith(ACTIVE.id);
  expect(api.list).toHaveBeenCalledTimes(1);
});

test('re-login that succeeds reloads the list, the bot status and the cookie check', async () => {
  const user = await renderPageAt(EXPIRED);
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
  const user = await renderPageAt(EXPIRED);
  await user.click(button(EXPIRED, 'Đăng nhập lại'));
  expect(await screen.findByTestId('qr-login')).toBeInTheDocument();
  expect(api.qrStart).toHaveBeenCalledWith(EXPIRED.id);
});

test('a failed cookie check counts as invalid: an ACTIVE account then offers re-login', async () => {
  api.validate.mockRejectedValue(new TypeError('Failed to fetch'));
  const user = await renderPageAt(ACTIVE);
  expect(within(card(ACTIVE)).queryByRole('button', { name: /Đăng nhập lại/ })).not.toBeInTheDocument();
  await user.click(within(card(ACTIVE)).getByRole('button', { name: /Kiểm tra/ }));
  expect(await within(card(ACTIVE)).findByText('Không hợp lệ, cần đăng nhập lại')).toBeInTheDocument();
  expect(button(ACTIVE, 'Đăng nhập lại')).toBeInTheDocument();
});

test('stop and start the bot of an ACTIVE account', async () => {
  const user = await renderPageAt(ACTIVE);
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
  const user = await renderPageAt(ACTIVE);
  expect(await within(card(ACTIVE)).findByText('Tạm dừng gửi: 5 lần thất bại liên tiếp')).toBeInTheDocument();
  expect(health).toHaveBeenCalledTimes(1);
  // No health for an account the list does not have (EXPIRED here): no panel.
  expect(within(card(EXPIRED)).queryByRole('region', { name: 'Sức khỏe gửi' })).toBeNull();

  await user.click(within(card(ACTIVE)).getByRole('button', { name: 'Tiếp tục gửi' }));
  expect(resume).toHaveBeenCalledWith(ACTIVE.id);
  expect(await screen.findByText('Đã cho tài khoản gửi tiếp')).toBeInTheDocument();
  await waitFor(() => expect(within(card(ACTIVE)).queryByText('Tạm dừng gửi: 5 lần thất bại liên tiếp')).toBeNull());

  const pending = within(card(PENDING));
  await user.click(pending.getByRole('button', { name: 'Xem chi tiết' }));
  await user.click(pending.getByRole('button', { name: 'Sửa khung giờ' }));
  await user.click(pending.getByRole('switch', { name: 'Chỉ gửi trong khung giờ' }));
  await user.click(pending.getByRole('button', { name: 'Lưu' }));
  expect(setWindow).toHaveBeenCalledWith(PENDING.id, { enabled: false, start: '08:00', end: '21:00' });
  expect(await screen.findByText('Đã lưu khung giờ gửi')).toBeInTheDocument();
  expect(await pending.findByText('Khung giờ gửi: Cả ngày')).toBeInTheDocument();
});

describe('many accounts: search, a status filter and a compact list', () => {
  const many = Array.from({ length: 50 }, (_, i) =>
    accountOf({
      id: `44444444-dddd-4ddd-8ddd-${String(i).padStart(12, '0')}`,
      displayName: i === 7 ? 'Cửa hàng Đồ Gỗ' : `Tài khoản ${i + 1}`,
      zaloName: i === 12 ? 'Trần Văn Lâm' : `Người ${i + 1}`,
      status: i % 10 === 0 ? 'COOKIE_EXPIRED' : 'ACTIVE',
    }),
  );

  // Twelve on the page for the search and the filter (fifty cards are slow to draw in a test); fifty in the list.
  const some = many.slice(0, 13);
  beforeEach(() => api.list.mockResolvedValue(some));

  test('the search forgives Vietnamese marks and reads the Zalo name too; the count says how many show', async () => {
    const user = await renderPageAt(many[0]);
    expect(screen.getByTestId('accounts-shown')).toHaveTextContent('Hiển thị 13/13 tài khoản');
    await user.type(screen.getByLabelText('Tìm tài khoản'), 'do go');
    expect(screen.getByTestId('accounts-shown')).toHaveTextContent('Hiển thị 1/13 tài khoản');
    expect(card(many[7])).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Tìm tài khoản'));
    await user.type(screen.getByLabelText('Tìm tài khoản'), 'lâm');
    expect(screen.getByTestId('accounts-shown')).toHaveTextContent('Hiển thị 1/13 tài khoản');
    expect(card(many[12])).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tìm tài khoản'), 'xyz');
    expect(screen.getByText('Không có tài khoản nào khớp với tìm kiếm và bộ lọc')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(screen.getByTestId('accounts-shown')).toHaveTextContent('Hiển thị 13/13 tài khoản');
  });

  test('the status filter offers the statuses there are, with their counts', async () => {
    const user = await renderPageAt(many[0]);
    await user.click(screen.getByRole('combobox', { name: 'Lọc theo trạng thái' }));
    expect(await screen.findByTitle('Hoạt động (11)')).toBeInTheDocument();
    expect(screen.queryByTitle(/Chưa đăng nhập/)).toBeNull();
    await user.click(screen.getByTitle('Cookie hết hạn (2)'));
    expect(screen.getByTestId('accounts-shown')).toHaveTextContent('Hiển thị 2/13 tài khoản');
    expect(screen.getAllByTestId(/^account-card-/)).toHaveLength(2);
  });

  test('the compact list shows a row per account with its main action and a menu, and is remembered', async () => {
    const user = setupUser();
    const { unmount } = renderWithApp(<AccountsPage />);
    await findCard(many[0]);
    await user.click(screen.getByText('Danh sách gọn'));
    expect(await screen.findAllByTestId(/^account-row-/)).toHaveLength(13);
    expect(screen.queryByTestId(`account-card-${many[0].id}`)).toBeNull();
    const row = within(screen.getByTestId(`account-row-${many[0].id}`));
    expect(row.getByText('Cookie hết hạn')).toBeInTheDocument();
    expect(row.getByRole('button', { name: /Đăng nhập lại/ })).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: `Thao tác khác: ${many[0].displayName}` }));
    expect(await screen.findByRole('menuitem', { name: /Sửa/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Xóa/ })).toBeInTheDocument();
    unmount();
    // Remembered: the next visit, with fifty accounts (a Pro plan), opens on the list.
    api.list.mockResolvedValue(many);
    renderWithApp(<AccountsPage />);
    expect(await screen.findAllByTestId(/^account-row-/)).toHaveLength(50);
    expect(screen.queryAllByTestId(/^account-card-/)).toHaveLength(0);
  });
});

describe('editing an account on its card', () => {
  const proxyA = proxyOf();
  const proxyB = proxyOf({ id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e', name: 'Proxy HCM', host: '10.2.2.2', port: 3128 });
  let update: jest.SpyInstance;

  beforeEach(() => {
    api.list.mockResolvedValue([{ ...ACTIVE, proxyId: proxyA.id }, PENDING]);
    api.proxies.mockResolvedValue(proxyPageOf([proxyA, proxyB]));
    update = jest.spyOn(accountsApi, 'update').mockImplementation(async (id, input) => ({ ...ACTIVE, ...input, id }) as Account);
  });

  test('renames it, changes its proxy to "No Proxy" and its switches; a logged-in account is told what a proxy change does', async () => {
    const user = await renderPageAt(ACTIVE);
    expect(await within(card(ACTIVE)).findByText('Proxy: Proxy Hà Nội')).toBeInTheDocument();
    await user.click(within(card(ACTIVE)).getByRole('button', { name: 'Sửa tài khoản Shop Một' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Sửa tài khoản: Shop Một');
    expect(within(dialog).getByLabelText('Tên hiển thị')).toHaveValue('Shop Một');
    fill(within(dialog).getByLabelText('Tên hiển thị'), '  Shop Một - CSKH ');
    await user.click(within(dialog).getByRole('combobox', { name: 'Proxy' }));
    await user.click(await screen.findByTitle('No Proxy'));
    expect(within(dialog).getByTestId('proxy-change-warning')).toHaveTextContent('kết nối Zalo trực tiếp');
    await user.click(within(dialog).getByLabelText('Tự động tham gia nhóm qua link'));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(ACTIVE.id, { displayName: 'Shop Một - CSKH', proxyId: null, autoJoinByLink: true }));
    expect(await screen.findByText('Đã lưu thay đổi tài khoản')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('puts an account behind another proxy; an unchanged form sends nothing; a refusal stays in the dialog', async () => {
    const user = await renderPageAt(PENDING);
    await user.click(within(card(PENDING)).getByRole('button', { name: 'Sửa tài khoản Shop Hai' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(update).not.toHaveBeenCalled();

    update.mockRejectedValueOnce(new ApiError('Không tìm thấy proxy', 404));
    await user.click(within(card(PENDING)).getByRole('button', { name: 'Sửa tài khoản Shop Hai' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Proxy' }));
    await user.click(await screen.findByTitle('Proxy HCM (10.2.2.2:3128)'));
    // Not logged in yet: nothing to warn about.
    expect(within(dialog).queryByTestId('proxy-change-warning')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await within(dialog).findByText('Không tìm thấy proxy')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(PENDING.id, { proxyId: proxyB.id });
  });
});

describe('what each role sees', () => {
  test('an OWNER adds, deletes and picks proxies', async () => {
    jest.spyOn(authApi, 'me').mockResolvedValue(meAs('OWNER'));
    api.list.mockResolvedValue([{ ...ACTIVE, proxyId: PROXY }]);
    api.proxies.mockResolvedValue(proxyPageOf([proxyOf({ id: PROXY })]));
    const user = await renderPageAt(ACTIVE);
    expect(await screen.findByRole('button', { name: /^plus Thêm tài khoản$/ })).toBeEnabled();
    expect(button(ACTIVE, 'Xóa')).toBeInTheDocument();
    expect(await within(card(ACTIVE)).findByText('Proxy: Proxy Hà Nội')).toBeInTheDocument();
    expect(screen.queryByTestId('accounts-managers-only')).toBeNull();
    await user.click(within(card(ACTIVE)).getByRole('button', { name: 'Sửa tài khoản Shop Một' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Proxy' })).toBeInTheDocument();
  });

  test('an AGENT neither adds nor deletes accounts nor touches proxies, and is told who can; QR login and editing the rest stay', async () => {
    jest.spyOn(authApi, 'me').mockResolvedValue(meAs('AGENT', [ACTIVE.id, PENDING.id]));
    const update = jest.spyOn(accountsApi, 'update').mockImplementation(async (id, input) => ({ ...ACTIVE, ...input, id }) as Account);
    api.list.mockResolvedValue([{ ...ACTIVE, proxyId: PROXY }, PENDING]);
    const user = await renderPageAt(ACTIVE);
    expect(await screen.findByTestId('accounts-managers-only')).toHaveTextContent('Chỉ chủ sở hữu hoặc quản trị viên mới thêm hoặc xóa tài khoản');
    expect(screen.queryByRole('button', { name: /Thêm tài khoản/ })).toBeNull();
    expect(within(card(ACTIVE)).queryByRole('button', { name: /Xóa/ })).toBeNull();
    expect(within(card(PENDING)).getByRole('button', { name: /Đăng nhập QR/ })).toBeInTheDocument();
    // Proxies are not theirs to see: never asked (the server would refuse).
    expect(api.proxies).not.toHaveBeenCalled();

    await user.click(within(card(ACTIVE)).getByRole('button', { name: 'Sửa tài khoản Shop Một' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('combobox', { name: 'Proxy' })).toBeNull();
    expect(within(dialog).getByTestId('proxy-managers-only')).toHaveTextContent('Chỉ chủ sở hữu hoặc quản trị viên mới đổi proxy của tài khoản');
    fill(within(dialog).getByLabelText('Tên hiển thị'), 'Shop Một - CSKH');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    // The proxy stays as it is: not sent, so never removed.
    await waitFor(() => expect(update).toHaveBeenCalledWith(ACTIVE.id, { displayName: 'Shop Một - CSKH' }));
  });

  test('an AGENT in the compact list finds no delete in the menu', async () => {
    jest.spyOn(authApi, 'me').mockResolvedValue(meAs('AGENT', [ACTIVE.id]));
    localStorage.setItem('zm.accounts.view', 'list');
    const user = setupUser();
    renderWithApp(<AccountsPage />);
    await screen.findByTestId('accounts-managers-only');
    const more = await screen.findByRole('button', { name: `Thao tác khác: ${ACTIVE.displayName}` });
    await user.click(more);
    expect(await screen.findByRole('menuitem', { name: /Sửa/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Xóa/ })).toBeNull();
  });

  test('an AGENT with no account yet is told to ask for one, not to add one', async () => {
    jest.spyOn(authApi, 'me').mockResolvedValue(meAs('AGENT'));
    api.list.mockResolvedValue([]);
    renderWithApp(<AccountsPage />);
    expect(await screen.findByText(/Chưa có tài khoản Zalo nào được giao cho bạn/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Thêm tài khoản đầu tiên/ })).toBeNull();
  });
});

test('the cookie check kept on the server shows after a reload, without checking again', async () => {
  api.list.mockResolvedValue([{ ...ACTIVE, cookieCheck: { isValid: true, needsRelogin: false, checkedAt: '2026-11-26T03:05:00.000Z', error: null } }]);
  renderWithApp(<AccountsPage />);
  await findCard(ACTIVE);
  expect(within(card(ACTIVE)).getByText('Hợp lệ')).toBeInTheDocument();
  expect(within(card(ACTIVE)).getByText('kiểm tra lúc 10:05 26/11')).toBeInTheDocument();
  expect(api.validate).not.toHaveBeenCalled();
});
