import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi } from 'shared-sdk';
import { renderWithApp } from 'shared-sdk/testing';
import { sessionAtom } from '../session';
import { ProfilePage } from './profile-page';

afterEach(() => jest.restoreAllMocks());

test('who is signed in, the password form, and signing out of every device after asking', async () => {
  const everywhere = jest.spyOn(authApi, 'logoutEverywhere').mockResolvedValue(null);
  const { store } = renderWithApp(<ProfilePage />, { url: '/profile' });
  act(() => store.set(sessionAtom, { user: { id: 'u1', email: 'an@example.com', role: 'USER' }, loading: false }));
  expect(screen.getByRole('heading', { name: 'Hồ sơ' })).toBeInTheDocument();
  expect(screen.getByText('an@example.com')).toBeInTheDocument();
  expect(screen.getByText('Người dùng')).toBeInTheDocument();
  expect(within(screen.getByTestId('change-password-card')).getByLabelText('Mật khẩu hiện tại')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: /Đăng xuất khỏi mọi thiết bị/ }));
  expect(await screen.findByText('Mọi phiên đăng nhập của bạn, kể cả phiên này, sẽ kết thúc ngay.')).toBeInTheDocument();
  expect(everywhere).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Đăng xuất tất cả' }));
  expect(everywhere).toHaveBeenCalledTimes(1);
  expect(store.get(sessionAtom).user).toBeNull();
});
