import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, authApi, teamApi } from 'shared-sdk';
import { PublicOnlyRoute, sessionAtom } from '../session';
import { RegisterPage } from './register-page';

const preview = { workspaceName: 'Cửa hàng An', email: 'binh@example.com', role: 'AGENT' as const, invitedBy: 'an@example.com', expiresAt: '2026-12-04T00:00:00Z' };

function renderAt(path: string, signedIn = false) {
  const store = createStore();
  store.set(sessionAtom, { user: signedIn ? { id: 'u1', email: 'an@example.com' } : null, loading: false });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<PublicOnlyRoute />}>
            <Route path="/register" element={<RegisterPage />} />
          </Route>
          <Route path="/dashboard" element={<p>dashboard page</p>} />
          <Route path="/invite/:token" element={<p>join page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.restoreAllMocks();
});

test('an invitation link: what it offers, the e-mail filled in and locked, the token sent with the registration', async () => {
  const previewCall = jest.spyOn(teamApi, 'previewInvitation').mockResolvedValue({ invitation: preview });
  const register = jest.spyOn(authApi, 'register').mockResolvedValue({ user: { id: 'u2', email: preview.email }, tokens: { accessToken: 't' } });
  renderAt('/register?invite=tok123');
  expect(await screen.findByText('Bạn được mời tham gia Cửa hàng An với vai trò Nhân viên')).toBeInTheDocument();
  expect(screen.getByText('Người mời: an@example.com')).toBeInTheDocument();
  expect(previewCall).toHaveBeenCalledWith('tok123');
  const email = screen.getByLabelText('Email');
  expect(email).toHaveValue('binh@example.com');
  expect(email).toHaveAttribute('readonly');
  expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/login?next=%2Finvite%2Ftok123');

  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Mật khẩu'), 'matkhau123');
  await user.type(screen.getByLabelText('Xác nhận mật khẩu'), 'matkhau123');
  await user.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
  await waitFor(() => expect(register).toHaveBeenCalledWith({ email: 'binh@example.com', password: 'matkhau123', inviteToken: 'tok123' }));
  expect(await screen.findByText('dashboard page')).toBeInTheDocument();
});

test('a link that does not work says so in Vietnamese and leaves the ordinary sign-up, without the token', async () => {
  jest.spyOn(teamApi, 'previewInvitation').mockRejectedValue(new ApiError('Lời mời không hợp lệ, đã hết hạn hoặc đã được dùng', 404));
  const register = jest.spyOn(authApi, 'register').mockResolvedValue({ user: { id: 'u2', email: 'c@example.com' }, tokens: { accessToken: 't' } });
  renderAt('/register?invite=expired');
  expect(await screen.findByText(/Lời mời không hợp lệ, đã hết hạn hoặc đã được dùng\. Bạn vẫn có thể tạo tài khoản/)).toBeInTheDocument();
  const email = screen.getByLabelText('Email');
  expect(email).not.toHaveAttribute('readonly');

  const user = userEvent.setup();
  await user.type(email, 'c@example.com');
  await user.type(screen.getByLabelText('Mật khẩu'), 'matkhau123');
  await user.type(screen.getByLabelText('Xác nhận mật khẩu'), 'matkhau123');
  await user.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
  await waitFor(() => expect(register).toHaveBeenCalledWith({ email: 'c@example.com', password: 'matkhau123' }));
});

test('a signed-in person opening an invitation link goes to the page that offers to join', () => {
  renderAt('/register?invite=tok123', true);
  expect(screen.getByText('join page')).toBeInTheDocument();
});
