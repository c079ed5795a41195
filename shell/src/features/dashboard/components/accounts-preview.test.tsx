import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { accountOf, sampleAccounts } from '../testing/fixtures';
import { AccountsPreview } from './accounts-preview';

const renderPreview = (props: Parameters<typeof AccountsPreview>[0]) =>
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/dashboard" element={<AccountsPreview {...props} />} />
        <Route path="/accounts" element={<p>accounts page</p>} />
      </Routes>
    </MemoryRouter>,
  );

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

test('an account that never logged in shows "Chưa đăng nhập" instead of its Zalo id', () => {
  renderPreview({ accounts: [accountOf({ displayName: 'Mới tạo', status: 'INACTIVE', zaloUserId: null, lastLoginAt: null })] });
  const row = screen.getByTestId('account-preview');
  expect(within(row).getByText('Chưa đăng nhập')).toBeInTheDocument();
  expect(within(row).getByTestId('account-status')).toHaveTextContent('Tạm ngừng');
  expect(within(row).queryByText(/Đăng nhập /)).not.toBeInTheDocument();
});

test('no accounts: the empty state leads to /accounts', async () => {
  renderPreview({ accounts: [] });
  await userEvent.click(screen.getByRole('button', { name: /Thêm tài khoản đầu tiên/ }));
  expect(screen.getByText('accounts page')).toBeInTheDocument();
});
