import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, authApi, tokenStore } from 'shared-sdk';
import { sessionAtom } from '../session';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

const user = { id: 'u1', email: 'an@example.com' };

function renderAt(path: string) {
  const store = createStore();
  store.set(sessionAtom, { user: null, loading: false });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/dashboard" element={<p>dashboard page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.restoreAllMocks();
});

test('login: busy while in flight, then /dashboard', async () => {
  let resolve!: (value: Awaited<ReturnType<typeof authApi.login>>) => void;
  jest.spyOn(authApi, 'login').mockReturnValue(new Promise((r) => (resolve = r)));
  renderAt('/login');
  expect(screen.getByText('Quản lý đa tài khoản')).toBeInTheDocument();
  // The hero shows how the product is used, not fixed figures that read as data.
  expect(screen.getByRole('region', { name: 'Cách bắt đầu' })).toHaveTextContent('Thêm tài khoản Zalo');
  expect(screen.getByText('Theo dõi kết quả')).toBeInTheDocument();
  for (const figure of ['95%', 'Tỷ lệ thành công']) expect(screen.queryByText(figure)).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email'), 'an@example.com');
  await userEvent.type(screen.getByLabelText('Mật khẩu'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  expect(await screen.findByRole('button', { name: /Đang đăng nhập\.\.\./ })).toBeDisabled();
  resolve({ user, tokens: { accessToken: 'abc' } });
  expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  expect(tokenStore.get()).toBe('abc');
});

test('login failure shows the server text in the form', async () => {
  jest.spyOn(authApi, 'login').mockRejectedValue(new ApiError('Sai email hoặc mật khẩu', 401));
  renderAt('/login');
  await userEvent.type(screen.getByLabelText('Email'), 'an@example.com');
  await userEvent.type(screen.getByLabelText('Mật khẩu'), 'wrong');
  await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  expect(await screen.findByText('Sai email hoặc mật khẩu')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeEnabled();
});

async function fillRegister() {
  await userEvent.type(screen.getByLabelText('Email'), 'an@example.com');
  await userEvent.type(screen.getByLabelText('Mật khẩu'), '12345678');
  await userEvent.type(screen.getByLabelText('Xác nhận mật khẩu'), '12345678');
  await userEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
}

test('register with a token goes to /dashboard', async () => {
  jest.spyOn(authApi, 'register').mockResolvedValue({ user, tokens: { accessToken: 'abc' } });
  renderAt('/register');
  await fillRegister();
  expect(await screen.findByText('dashboard page')).toBeInTheDocument();
});

test('register without a token goes to /login', async () => {
  jest.spyOn(authApi, 'register').mockResolvedValue({ user });
  renderAt('/register');
  await fillRegister();
  expect(await screen.findByText('Chào mừng bạn quay lại! Đăng nhập để tiếp tục.')).toBeInTheDocument();
  expect(tokenStore.get()).toBeNull();
});
