import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, authApi, tokenStore } from 'shared-sdk';
import { renderWithApp } from 'shared-sdk/testing';
import { ChangePasswordCard } from './change-password-card';

beforeEach(() => {
  localStorage.clear();
  tokenStore.set('old-token');
});
afterEach(() => jest.restoreAllMocks());

async function fill(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Mật khẩu hiện tại'), current);
  if (next) await user.type(screen.getByLabelText('Mật khẩu mới'), next);
  if (confirm) await user.type(screen.getByLabelText('Xác nhận mật khẩu mới'), confirm);
  await user.click(screen.getByRole('button', { name: /Đổi mật khẩu/ }));
}

test('checks the fields in the browser first: nothing is sent until they are right', async () => {
  const change = jest.spyOn(authApi, 'changePassword');
  renderWithApp(<ChangePasswordCard />);
  await fill('', 'ngan', 'khac');
  expect(await screen.findByText('Mật khẩu không được để trống')).toBeInTheDocument();
  expect(screen.getByText('Mật khẩu phải có ít nhất 8 ký tự')).toBeInTheDocument();
  expect(screen.getByText('Mật khẩu xác nhận không khớp')).toBeInTheDocument();
  expect(change).not.toHaveBeenCalled();
});

test('a new password equal to the current one is refused in the browser', async () => {
  const change = jest.spyOn(authApi, 'changePassword');
  renderWithApp(<ChangePasswordCard />);
  await fill('mat-khau-cu-1', 'mat-khau-cu-1');
  expect(await screen.findByText('Mật khẩu mới phải khác mật khẩu hiện tại')).toBeInTheDocument();
  expect(change).not.toHaveBeenCalled();
});

test('a wrong current password (the server\'s 400) stands under its field; the session is kept', async () => {
  jest
    .spyOn(authApi, 'changePassword')
    .mockRejectedValue(new ApiError('Mật khẩu hiện tại không đúng', 400, { currentPassword: 'Mật khẩu hiện tại không đúng' }));
  const { notifications } = renderWithApp(<ChangePasswordCard />);
  await fill('khong-dung-1', 'mat-khau-moi-1');
  expect(await screen.findByText('Mật khẩu hiện tại không đúng')).toBeInTheDocument();
  expect(screen.getByLabelText('Mật khẩu hiện tại')).toHaveAttribute('aria-invalid', 'true');
  expect(tokenStore.get()).toBe('old-token');
  expect(notifications()).toEqual([]);
});

test('a change: the new access token is kept, the form is emptied and a toast says the other devices are signed out', async () => {
  const change = jest
    .spyOn(authApi, 'changePassword')
    .mockResolvedValue({ user: { id: 'u1', email: 'an@example.com' }, tokens: { accessToken: 'new-token' } });
  renderWithApp(<ChangePasswordCard />);
  await fill('mat-khau-cu-1', 'mat-khau-moi-1');
  await waitFor(() => expect(tokenStore.get()).toBe('new-token'));
  expect(change).toHaveBeenCalledWith({ currentPassword: 'mat-khau-cu-1', newPassword: 'mat-khau-moi-1' });
  expect(await screen.findByText('Đã đổi mật khẩu. Các thiết bị khác đã được đăng xuất.')).toBeInTheDocument();
  expect(screen.getByLabelText('Mật khẩu hiện tại')).toHaveValue('');
});

test('another failure is shown as the server says it', async () => {
  jest.spyOn(authApi, 'changePassword').mockRejectedValue(new Error('offline'));
  renderWithApp(<ChangePasswordCard />);
  await fill('mat-khau-cu-1', 'mat-khau-moi-1');
  expect(await screen.findByText('Không thể đổi mật khẩu, vui lòng thử lại')).toBeInTheDocument();
});
