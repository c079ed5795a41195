import { screen, waitFor, within } from '@testing-library/react';
import { accountsApi, ApiError, DEFAULT_CREATE_SYSTEM_PROMPT, proxiesApi, subscriptionApi } from 'shared-sdk';
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
const submitButton = () => screen.getByRole('button', { name: /Thêm tài khoản|Vượt quá giới hạn/ });

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
  expect(screen.getByLabelText('System prompt cho AI Auto-Reply')).toHaveValue(DEFAULT_CREATE_SYSTEM_PROMPT);
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

test('a chosen proxy (shown as name and address) is sent; an emptied prompt is left out', async () => {
  const user = setupUser();
  renderModal();
  await screen.findByTestId('plan-limit-notice');
  fill(nameField(), 'Shop Proxy');
  fill(screen.getByLabelText('System prompt cho AI Auto-Reply'), '  ');
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
