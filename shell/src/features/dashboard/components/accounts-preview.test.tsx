import { screen, within } from '@testing-library/react';
import { renderWithApp, setupUser } from 'shared-sdk/testing';
import { accountOf, sampleAccounts } from '../testing/fixtures';
import { AccountsPreview } from './accounts-preview';

const renderPreview = (props: Parameters<typeof AccountsPreview>[0]) =>
  renderWithApp(<AccountsPreview {...props} />, { url: '/dashboard' });
const location = () => screen.getByTestId('location').textContent;

test('the first 5 accounts with name, Zalo id or "Chưa đăng nhập", last login and status label', () => {
  renderPreview({ accounts: sampleAccounts });
  const rows = screen.getAllByTestId('account-preview');
  expect(rows).toHaveLength(5);
  expect(rows.map((row) => within(row).getByTestId('account-status').textContent)).toEqual([
    'Hoạt động',
    'Hoạt động',
    'Chưa đăng nhập',
    'Cookie hết hạn',
    'Lỗi đăng nhập',
  ]);
  expect(within(rows[0]).getByText('Shop Hoa Tươi')).toBeInTheDocument();
  expect(within(rows[0]).getByText(/8412345678901234567/)).toHaveTextContent('Đăng nhập 2 giờ trước');
  expect(screen.queryByText('Nhà sách Minh Khai')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Quản lý' })).toHaveAttribute('href', '/accounts');
});

test('a login just now reads "Đăng nhập vừa xong" (lower case inside the sentence)', () => {
  renderPreview({ accounts: [accountOf({ displayName: 'Vừa vào', lastLoginAt: new Date(Date.now() - 10_000).toISOString() })] });
  const row = screen.getByTestId('account-preview');
  expect(within(row).getByText(/Đăng nhập/)).toHaveTextContent(/Đăng nhập vừa xong$/);
});

test('an account that never logged in shows "Chưa đăng nhập" instead of its Zalo id', () => {
  renderPreview({ accounts: [accountOf({ displayName: 'Mới tạo', status: 'INACTIVE', zaloUserId: null, lastLoginAt: null })] });
  const row = screen.getByTestId('account-preview');
  expect(within(row).getByText('Chưa đăng nhập')).toBeInTheDocument();
  expect(within(row).getByTestId('account-status')).toHaveTextContent('Tạm ngừng');
  expect(within(row).queryByText(/Đăng nhập /)).not.toBeInTheDocument();
});

test('each account row has a link to manage it on the accounts page', async () => {
  renderPreview({ accounts: sampleAccounts });
  const rows = screen.getAllByTestId('account-preview');
  for (const row of rows) expect(within(row).getByRole('link', { name: /^Quản lý / })).toHaveAttribute('href', '/accounts');
  await setupUser().click(within(rows[0]).getByRole('link', { name: 'Quản lý Shop Hoa Tươi' }));
  expect(location()).toBe('/accounts');
});

test('no accounts: the empty state opens the add-account dialog on /accounts', async () => {
  renderPreview({ accounts: [] });
  await setupUser().click(screen.getByRole('button', { name: /Thêm tài khoản đầu tiên/ }));
  expect(location()).toBe('/accounts?add=1');
});
