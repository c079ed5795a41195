import { screen, within } from '@testing-library/react';
import { ACCOUNT_STATUS_LABELS, ACCOUNT_STATUSES, type AccountStatus } from 'shared-sdk';
import { accountOf, renderWithApp, setupUser } from 'shared-sdk/testing';
import { PROXY_ID } from '../testing/fixtures';
import { AccountCard, type AccountCardProps } from './account-card';

const ACTION_LABELS = ['Đăng nhập QR', 'Đăng nhập lại', 'Khởi động bot', 'Dừng bot', 'AI Auto-Reply', 'Force QR', 'Xóa'];

/** Spec part 1 §2, §4: the actions of each status (bot stopped, cookie not checked). */
const MATRIX: Record<AccountStatus, string[]> = {
  ACTIVE: ['Khởi động bot', 'AI Auto-Reply', 'Force QR', 'Xóa'],
  INACTIVE: ['Xóa'],
  PENDING: ['Đăng nhập QR', 'Xóa'],
  SUSPENDED: ['Xóa'],
  COOKIE_EXPIRED: ['Đăng nhập lại', 'Xóa'],
  RELOGIN_REQUIRED: ['Đăng nhập lại', 'Xóa'],
  LOGIN_ERROR: ['Đăng nhập lại', 'Xóa'],
};

function renderCard(props: Partial<AccountCardProps> = {}) {
  const handlers = {
    onQrLogin: jest.fn(),
    onRelogin: jest.fn(),
    onStartBot: jest.fn(),
    onStopBot: jest.fn(),
    onAiAutoReply: jest.fn(),
    onForceQr: jest.fn(),
    onDelete: jest.fn(),
    onCheckCookie: jest.fn(),
  };
  renderWithApp(<AccountCard account={accountOf()} bot="stopped" cookie="unchecked" {...handlers} {...props} />);
  return handlers;
}

const shownActions = () =>
  ACTION_LABELS.filter((label) => screen.queryByRole('button', { name: new RegExp(`^\\S*\\s*${label}$`) }) !== null);

test.each(ACCOUNT_STATUSES)('%s: status badge and exactly its actions', (status) => {
  renderCard({ account: accountOf({ status }) });
  expect(screen.getByTestId('status-badge')).toHaveTextContent(ACCOUNT_STATUS_LABELS[status]);
  expect(shownActions()).toEqual(MATRIX[status]);
});

test('ACTIVE with the bot running offers stop instead of start; an invalid cookie adds re-login', async () => {
  const user = setupUser();
  const handlers = renderCard({ bot: 'running', cookie: 'invalid' });
  expect(shownActions()).toEqual(['Đăng nhập lại', 'Dừng bot', 'AI Auto-Reply', 'Force QR', 'Xóa']);
  expect(screen.getByText('Bot đang chạy')).toBeInTheDocument();
  expect(screen.getByText('Không hợp lệ, cần đăng nhập lại')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Dừng bot/ }));
  await user.click(screen.getByRole('button', { name: /Đăng nhập lại/ }));
  await user.click(screen.getByRole('button', { name: /Force QR/ }));
  await user.click(screen.getByRole('button', { name: /AI Auto-Reply/ }));
  expect(handlers.onStopBot).toHaveBeenCalledTimes(1);
  expect(handlers.onRelogin).toHaveBeenCalledTimes(1);
  expect(handlers.onForceQr).toHaveBeenCalledTimes(1);
  expect(handlers.onAiAutoReply).toHaveBeenCalledTimes(1);
  expect(handlers.onStartBot).not.toHaveBeenCalled();
});

test('a non-ACTIVE account shows the bot as stopped whatever is passed', () => {
  renderCard({ account: accountOf({ status: 'PENDING' }), bot: 'running' });
  expect(screen.getByText('Bot đã dừng')).toBeInTheDocument();
  expect(screen.queryByText('Bot đang chạy')).not.toBeInTheDocument();
});

test('identity, badges, dates in Asia/Ho_Chi_Minh, chips and footer', () => {
  renderCard({
    account: accountOf({ proxyId: PROXY_ID, autoStart: true, autoJoinByLink: true, autoReply: true }),
    bot: 'running',
    cookie: 'valid',
  });
  const card = screen.getByTestId(`account-card-${accountOf().id}`);
  expect(within(card).getByText('S')).toBeInTheDocument();
  expect(within(card).getByRole('heading', { name: 'Shop Hoa Tươi' })).toBeInTheDocument();
  expect(within(card).getByText('Zalo ID: 8412345678901234567')).toBeInTheDocument();
  expect(within(card).getByText('Proxy')).toBeInTheDocument();
  expect(within(card).getByText('01/03/2026 00:30')).toBeInTheDocument();
  expect(within(card).getByText('04/03/2026 08:05')).toBeInTheDocument();
  expect(within(card).getByText('Hợp lệ')).toBeInTheDocument();
  expect(within(screen.getByTestId('feature-chips')).getAllByText(/.+/).map((chip) => chip.textContent)).toEqual([
    'Tự khởi động',
    'Tự vào nhóm',
    'Auto-Reply',
    'Proxy a1b2c3d4',
  ]);
  expect(screen.getByTestId('account-footer')).toHaveTextContent('ID: 3f2a9c1e');
});

test('an account never logged in: no Zalo id, no last login, no proxy, no chips', () => {
  renderCard({ account: accountOf({ status: 'PENDING', zaloUserId: null, lastLoginAt: null }) });
  expect(screen.getByText('Chưa có Zalo ID')).toBeInTheDocument();
  expect(screen.getByText('Chưa có')).toBeInTheDocument();
  expect(screen.getByText('Không proxy')).toBeInTheDocument();
  expect(screen.getByText('Chưa kiểm tra')).toBeInTheDocument();
  expect(screen.queryByTestId('feature-chips')).not.toBeInTheDocument();
});

test('the cookie check button asks for a check', async () => {
  const user = setupUser();
  const handlers = renderCard();
  await user.click(within(screen.getByTestId('cookie-row')).getByRole('button', { name: /Kiểm tra/ }));
  expect(handlers.onCheckCookie).toHaveBeenCalledTimes(1);
});

test('delete asks for confirmation first; cancelling deletes nothing', async () => {
  const user = setupUser();
  const handlers = renderCard();
  await user.click(screen.getByRole('button', { name: /Xóa/ }));
  expect(await screen.findByText('Bạn có chắc muốn xóa tài khoản này?')).toBeInTheDocument();
  expect(handlers.onDelete).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Hủy' }));
  expect(handlers.onDelete).not.toHaveBeenCalled();

  await user.click(screen.getAllByRole('button', { name: /Xóa/ })[0]);
  const confirm = await screen.findByRole('tooltip');
  await user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
  expect(handlers.onDelete).toHaveBeenCalledTimes(1);
});
