import { screen, within } from '@testing-library/react';
import { ACCOUNT_STATUS_LABELS, ACCOUNT_STATUSES, type AccountStatus } from 'shared-sdk';
import { accountOf, renderWithApp, setupUser } from 'shared-sdk/testing';
import { PROXY_ID } from '../testing/fixtures';
import { AccountCard, type AccountCardProps } from './account-card';

const ACTION_LABELS = ['Đăng nhập QR', 'Đăng nhập lại', 'Khởi động bot', 'Dừng bot', 'AI Auto-Reply', 'Force QR', 'Xóa'];

/** The actions of each status (bot stopped, cookie not checked). */
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

test('identity (the Zalo name of the person logged in), badges, dates in Asia/Ho_Chi_Minh, chips and the ids in the footer', () => {
  renderCard({
    account: accountOf({ proxyId: PROXY_ID, autoStart: true, autoJoinByLink: true, autoReply: true }),
    proxy: { name: 'Proxy Hà Nội', isActive: true },
    bot: 'running',
    cookie: 'valid',
  });
  const card = screen.getByTestId(`account-card-${accountOf().id}`);
  expect(within(card).getByText('S')).toBeInTheDocument();
  expect(within(card).getByRole('heading', { name: 'Shop Hoa Tươi' })).toBeInTheDocument();
  // Who is logged in, by name, not only the id.
  expect(within(card).getByTestId('zalo-name')).toHaveTextContent('Zalo: Nguyễn Thị Hoa');
  expect(within(card).getByText('Proxy: Proxy Hà Nội')).toBeInTheDocument();
  expect(within(card).getByText('01/03/2026 00:30')).toBeInTheDocument();
  expect(within(card).getByText('04/03/2026 08:05')).toBeInTheDocument();
  expect(within(card).getByText('Hợp lệ')).toBeInTheDocument();
  expect(within(screen.getByTestId('feature-chips')).getAllByText(/.+/).map((chip) => chip.textContent)).toEqual([
    'Tự khởi động',
    'Tự vào nhóm',
    'AI Auto-Reply',
  ]);
  // The first 8 characters of the account id and of the proxy id, and the Zalo id: in Vietnamese,
  // in the footer's detail line (no "ID: 5638e10d").
  expect(screen.getByTestId('account-footer')).toHaveTextContent('Mã tài khoản: 3f2a9c1e · Mã proxy: a1b2c3d4 · Mã Zalo: 8412345678901234567');
  expect(card.textContent).not.toMatch(/\bID\b/);
});

test('a proxy not among the loaded ones is named by its first characters', () => {
  renderCard({ account: accountOf({ proxyId: PROXY_ID }) });
  expect(screen.getByText('Proxy a1b2c3d4')).toBeInTheDocument();
});

test('a proxy that is off says so on the account', () => {
  renderCard({ account: accountOf({ proxyId: PROXY_ID }), proxy: { name: 'Proxy Hà Nội', isActive: false } });
  expect(screen.getByText('Proxy: Proxy Hà Nội, đang tắt')).toBeInTheDocument();
});

test('an account never logged in: nobody on Zalo, no last login, no proxy, no chips', () => {
  renderCard({ account: accountOf({ status: 'PENDING', zaloUserId: null, zaloName: null, lastLoginAt: null }) });
  expect(screen.getByText('Chưa đăng nhập Zalo')).toBeInTheDocument();
  expect(screen.getByText('Chưa có')).toBeInTheDocument();
  expect(screen.getByText('Không proxy')).toBeInTheDocument();
  expect(screen.getByText('Chưa kiểm tra')).toBeInTheDocument();
  expect(screen.queryByTestId('feature-chips')).not.toBeInTheDocument();
  expect(screen.getByTestId('account-footer')).toHaveTextContent(/^Mã tài khoản: 3f2a9c1e$/);
});

test('the last cookie check kept on the server shows with its time; one that could not run says why, its code apart', () => {
  const { unmount } = renderWithApp(
    <AccountCard
      account={accountOf({ cookieCheck: { isValid: true, needsRelogin: false, checkedAt: '2026-11-26T03:05:00.000Z', error: null } })}
      bot="stopped"
      cookie="valid"
    />,
  );
  expect(within(screen.getByTestId('cookie-row')).getByText('Hợp lệ')).toBeInTheDocument();
  expect(within(screen.getByTestId('cookie-row')).getByText('kiểm tra lúc 10:05 26/11')).toBeInTheDocument();
  unmount();
  renderWithApp(
    <AccountCard
      account={accountOf({
        cookieCheck: { isValid: false, needsRelogin: true, checkedAt: '2026-11-26T03:05:00.000Z', error: 'Zalo trả lỗi, vui lòng thử lại (mã 999)' },
      })}
      bot="stopped"
      cookie="invalid"
    />,
  );
  expect(screen.getByText('Không kiểm tra được, cần đăng nhập lại')).toBeInTheDocument();
  expect(screen.getByTestId('cookie-reason')).toHaveTextContent('Zalo trả lỗi, vui lòng thử lại · Mã lỗi Zalo: 999');
});

test('"Sửa" opens the edit dialog', async () => {
  const user = setupUser();
  const onEdit = jest.fn();
  renderCard({ onEdit });
  await user.click(screen.getByRole('button', { name: 'Sửa tài khoản Shop Hoa Tươi' }));
  expect(onEdit).toHaveBeenCalledTimes(1);
});

test('the cookie check button asks for a check', async () => {
  const user = setupUser();
  const handlers = renderCard();
  await user.click(within(screen.getByTestId('cookie-row')).getByRole('button', { name: /Kiểm tra/ }));
  expect(handlers.onCheckCookie).toHaveBeenCalledTimes(1);
});

test('delete asks first, naming the account and what is lost; cancelling deletes nothing', async () => {
  const user = setupUser();
  const handlers = renderCard({ friends: 640 });
  await user.click(screen.getByRole('button', { name: /Xóa/ }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Bạn có chắc muốn xóa tài khoản này?');
  const content = within(dialog).getByTestId('delete-account-content');
  expect(content).toHaveTextContent('Tài khoản "Shop Hoa Tươi" (Zalo: Nguyễn Thị Hoa) sẽ bị xóa khỏi Zalo Manager.');
  expect(content).toHaveTextContent('Phiên đăng nhập Zalo: muốn dùng lại phải thêm tài khoản và quét mã QR lại');
  expect(content).toHaveTextContent('640 bạn bè và các nhóm đã đồng bộ');
  expect(content).toHaveTextContent('lịch sử công việc vẫn được giữ');
  expect(handlers.onDelete).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
  expect(handlers.onDelete).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: /Xóa/ }));
  const again = await screen.findByRole('dialog');
  await user.click(within(again).getByRole('button', { name: 'Xóa' }));
  expect(handlers.onDelete).toHaveBeenCalledTimes(1);
});
