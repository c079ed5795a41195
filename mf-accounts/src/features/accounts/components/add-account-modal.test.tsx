import { screen, waitFor, within } from '@testing-library/react';
import { accountsApi, ApiError, botsApi, DEFAULT_CREATE_SYSTEM_PROMPT, proxiesApi, subscriptionApi } from 'shared-sdk';
import { accountOf, fill, renderWithApp, setupUser } from 'shared-sdk/testing';
import { limitOf, PROXY_ID, proxyOf, proxyPageOf } from '../testing/fixtures';
import { AddAccountModal } from './add-account-modal';

jest.setTimeout(30_000);

let create: jest.SpyInstance;
let checkLimit: jest.SpyInstance;
let proxies: jest.SpyInstance;

beforeEach(() => {
  create = jest.spyOn(accountsApi, 'create').mockResolvedValue(accountOf({ status: 'PENDING' }));
  checkLimit = jest.spyOn(subscriptionApi, 'checkLimit').mockResolvedValue(limitOf());
  proxies = jest.spyOn(proxiesApi, 'list').mockResolvedValue(
    proxyPageOf([proxyOf(), proxyOf({ id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e', name: 'Proxy HCM', host: 'proxy.example.com', port: 3128 })]),
  );
});
afterEach(() => jest.restoreAllMocks());

function renderModal() {
  const onClose = jest.fn();
  const onCreated = jest.fn();
  renderWithApp(<AddAccountModal onClose={onClose} onCreated={onCreated} />);
  return { onClose, onCreated };
}

const nameField = () => screen.getByLabelText('Tên hiển thị');
const submitButton = () => screen.getByRole('button', { name: /Thêm tài khoản|Vượt quá giới hạn|Thêm và đăng nhập|Đăng nhập lại bằng cookie/ });

test('asks for up to 100 active proxies and the plan limit; shows the usage with an upgrade link', async () => {
  renderModal();
  const notice = await screen.findByTestId('plan-limit-notice');
  expect(notice).toHaveTextContent('Đã dùng 1 / 3 tài khoản của gói');
  expect(within(notice).getByRole('link', { name: 'Nâng cấp gói' })).toHaveAttribute('href', '/subscription');
  expect(proxies).toHaveBeenCalledWith({ isActive: true, page: 1, limit: 100 });
  expect(checkLimit).toHaveBeenCalled();
  expect(submitButton()).toBeEnabled();
});

test('the proxy field says it is optional once ("Proxy (không bắt buộc)", no antd "(Tùy chọn)")', async () => {
  renderModal();
  await screen.findByTestId('plan-limit-notice');
  const label = document.querySelector('label[for="proxyId"]');
  expect(label).toHaveTextContent(/^Proxy \(không bắt buộc\)$/);
  expect(screen.queryByText(/Tùy chọn/)).not.toBeInTheDocument();
});

test('an empty display name is refused with the spec text', async () => {
  const user = setupUser();
  renderModal();
  await screen.findByTestId('plan-limit-notice');
  fill(nameField(), '   ');
  await user.click(submitButton());
  expect(await screen.findByText('Tên hiển thị không được để trống')).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();
});

test('with No Proxy the proxy is left out; the pre-filled prompt and the checkboxes are sent', async () => {
  const user = setupUser();
  const { onClose, onCreated } = renderModal();
  await screen.findByTestId('plan-limit-notice');
  expect(screen.getByText('No Proxy')).toBeInTheDocument();
  expect(screen.getByLabelText('Hướng dẫn trả lời cho AI Auto-Reply')).toHaveValue(DEFAULT_CREATE_SYSTEM_PROMPT);
  expect(screen.getByText(new RegExp(`^${DEFAULT_CREATE_SYSTEM_PROMPT.length} ký tự`))).toBeInTheDocument();
  fill(nameField(), '  Shop Mới  ');
  await user.click(screen.getByLabelText('Tự động khởi động bot khi đăng nhập'));
  await user.click(submitButton());
  await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
  expect(create.mock.calls[0][0]).toEqual({
    displayName: 'Shop Mới',
    autoStart: true,
    autoJoinByLink: false,
    systemPrompt: DEFAULT_CREATE_SYSTEM_PROMPT,
  });
  expect('proxyId' in create.mock.calls[0][0]).toBe(false);
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ status: 'PENDING' }));
});

test('a proxy already serving as many accounts as one proxy may is listed greyed, with why', async () => {
  const five = ['A', 'B', 'C', 'D', 'E'].map((name, i) => ({ id: `a${i}`, displayName: `Shop ${name}` }));
  proxies.mockResolvedValue(proxyPageOf([proxyOf({ accounts: five })]));
  const user = setupUser();
  renderModal();
  await screen.findByTestId('plan-limit-notice');
  await user.click(screen.getByRole('combobox', { name: 'Proxy' }));
  const full = await screen.findByText('Proxy Hà Nội (103.1.2.3:8080) · đã đủ 5 tài khoản');
  expect(full.closest('.ant-select-item-option')).toHaveClass('ant-select-item-option-disabled');
});

test('a chosen proxy (shown as name and address) is sent; an emptied prompt is left out', async () => {
  const user = setupUser();
  renderModal();
  await screen.findByTestId('plan-limit-notice');
  fill(nameField(), 'Shop Proxy');
  fill(screen.getByLabelText('Hướng dẫn trả lời cho AI Auto-Reply'), '  ');
  await user.click(screen.getByRole('combobox', { name: 'Proxy' }));
  expect(await screen.findByText('Proxy HCM (proxy.example.com:3128)')).toBeInTheDocument();
  await user.click(screen.getByText('Proxy Hà Nội (103.1.2.3:8080)'));
  await user.click(screen.getByLabelText('Tự động tham gia nhóm qua link'));
  await user.click(submitButton());
  await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
  expect(create.mock.calls[0][0]).toEqual({ displayName: 'Shop Proxy', autoStart: false, autoJoinByLink: true, proxyId: PROXY_ID });
});

test.each([
  ['the server reason', 'Gói Basic cho phép tối đa 3 tài khoản', 'Gói Basic cho phép tối đa 3 tài khoản'],
  ['the default text', undefined, 'Không thể thêm tài khoản mới'],
])('over the limit: %s, the upgrade link, a disabled form and "Vượt quá giới hạn"', async (_name, reason, text) => {
  checkLimit.mockResolvedValue(limitOf({ canAdd: false, used: 3, limit: 3, reason }));
  const user = setupUser();
  renderModal();
  const notice = await screen.findByTestId('plan-limit-notice');
  expect(within(notice).getByText(text)).toBeInTheDocument();
  expect(within(notice).getByRole('link', { name: 'Nâng cấp gói' })).toHaveAttribute('href', '/subscription');
  expect(submitButton()).toHaveTextContent('Vượt quá giới hạn');
  expect(submitButton()).toBeDisabled();
  expect(nameField()).toBeDisabled();
  expect(screen.getByLabelText('Tự động khởi động bot khi đăng nhập')).toBeDisabled();
  await user.click(submitButton());
  expect(create).not.toHaveBeenCalled();
});

test.each([
  ['the server text', new ApiError('Không tìm thấy proxy', 404), 'Không tìm thấy proxy'],
  ['the default text', new ApiError('', 500), 'Failed to create account'],
  ['the network text', new TypeError('Failed to fetch'), 'Network error creating account'],
])('a failed create shows %s and keeps the modal open', async (_name, error, text) => {
  create.mockRejectedValue(error);
  const user = setupUser();
  const { onClose } = renderModal();
  await screen.findByTestId('plan-limit-notice');
  fill(nameField(), 'Shop');
  await user.click(submitButton());
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});

describe('cookie login in the add dialog', () => {
  const COOKIE = '[{"key": "zpw_sek", "value": "abc", "domain": ".zalo.me"}]';
  let cookieLogin: jest.SpyInstance;

  beforeEach(() => {
    create.mockResolvedValue(accountOf({ id: 'new-1', displayName: 'Shop Cookie', status: 'PENDING' }));
    cookieLogin = jest.spyOn(botsApi, 'cookieLogin').mockResolvedValue({ status: 'ACTIVE', zaloUserId: '123' });
  });

  async function chooseCookie(user: ReturnType<typeof setupUser>) {
    await screen.findByTestId('plan-limit-notice');
    fill(nameField(), 'Shop Cookie');
    await user.click(screen.getByText('Dán cookie'));
    return screen.getByTestId('cookie-login-fields');
  }

  test('names every missing part in Vietnamese, on its field, and creates nothing', async () => {
    const user = setupUser();
    renderModal();
    const fields = await chooseCookie(user);
    await user.click(submitButton());
    expect(await within(fields).findByText('Hãy dán cookie của phiên Zalo (dạng JSON)')).toBeInTheDocument();
    expect(within(fields).getByText('Hãy nhập IMEI của phiên Zalo')).toBeInTheDocument();
    expect(within(fields).getByText('Hãy nhập User-Agent của trình duyệt đã lấy cookie')).toBeInTheDocument();
    fill(within(fields).getByLabelText('Cookie (JSON)'), '[{"key": "a"');
    await user.click(submitButton());
    expect(await within(fields).findByText('Nội dung JSON bị lỗi: hãy dán đúng và đủ nội dung xuất từ trình duyệt')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    expect(cookieLogin).not.toHaveBeenCalled();
  });

  test('creates the account, then logs it in with the pasted session, and says so', async () => {
    const user = setupUser();
    const { onClose } = renderModal();
    const fields = await chooseCookie(user);
    fill(within(fields).getByLabelText('Cookie (JSON)'), COOKIE);
    fill(within(fields).getByLabelText('IMEI'), ' imei-1 ');
    await user.click(within(fields).getByRole('button', { name: 'Dùng User-Agent của trình duyệt này' }));
    expect(within(fields).getByLabelText('User-Agent của trình duyệt')).toHaveValue(navigator.userAgent);
    expect(submitButton()).toHaveTextContent('Thêm và đăng nhập');
    await user.click(submitButton());
    await waitFor(() => expect(cookieLogin).toHaveBeenCalledWith('new-1', { cookie: COOKIE, imei: 'imei-1', userAgent: navigator.userAgent }));
    expect(create).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Đã thêm tài khoản và đăng nhập bằng cookie')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  test('a refused session says the account was added but not logged in, and a retry only logs in', async () => {
    cookieLogin.mockRejectedValueOnce(new ApiError('Cookie không còn hiệu lực, vui lòng đăng nhập lại', 409));
    const user = setupUser();
    const { onClose } = renderModal();
    const fields = await chooseCookie(user);
    fill(within(fields).getByLabelText('Cookie (JSON)'), COOKIE);
    fill(within(fields).getByLabelText('IMEI'), 'imei-1');
    fill(within(fields).getByLabelText('User-Agent của trình duyệt'), 'Mozilla/5.0');
    await user.click(submitButton());
    expect(
      await screen.findByText(
        'Đã thêm tài khoản "Shop Cookie" nhưng chưa đăng nhập được bằng cookie: Cookie không còn hiệu lực, vui lòng đăng nhập lại. Hãy sửa cookie rồi thử lại, hoặc đóng hộp thoại và đăng nhập QR trên thẻ tài khoản.',
      ),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(submitButton()).toHaveTextContent('Đăng nhập lại bằng cookie');
    expect(nameField()).toBeDisabled();
    fill(within(fields).getByLabelText('IMEI'), 'imei-2');
    await user.click(submitButton());
    await waitFor(() => expect(cookieLogin).toHaveBeenCalledTimes(2));
    expect(cookieLogin).toHaveBeenLastCalledWith('new-1', { cookie: COOKIE, imei: 'imei-2', userAgent: 'Mozilla/5.0' });
    expect(create).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
