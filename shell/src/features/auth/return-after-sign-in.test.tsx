import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { authApi } from 'shared-sdk';
import { fill, renderWithApp, setupUser } from 'shared-sdk/testing';
import { ProtectedRoute, PublicOnlyRoute, safeReturnPath, sessionAtom, withReturnTo } from '../session';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

const user = { id: 'u1', email: 'an@example.com' };
const location = () => screen.getByTestId('location').textContent;

function renderSignedOutAt(url: string) {
  const result = renderWithApp(
    <Routes>
      <Route element={<PublicOnlyRoute />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
      </Route>
      <Route element={<ProtectedRoute />}>
        <Route path="/*" element={<p>signed-in page</p>} />
      </Route>
    </Routes>,
    { url },
  );
  act(() => result.store.set(sessionAtom, { user: null, loading: false }));
  return result;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

async function signIn() {
  const u = setupUser();
  fill(screen.getByLabelText('Email'), 'an@example.com');
  fill(screen.getByLabelText('Mật khẩu'), 'secret');
  await u.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  await screen.findByText('signed-in page');
}

test('a deep link opened while signed out goes to /login carrying it, and sign-in returns to it', async () => {
  jest.spyOn(authApi, 'login').mockResolvedValue({ user, tokens: { accessToken: 'abc' } });
  renderSignedOutAt('/jobs?page=2');
  expect(location()).toBe('/login?next=%2Fjobs%3Fpage%3D2');
  await signIn();
  expect(location()).toBe('/jobs?page=2');
});

test('registration returns to the deep link too, through the login and register links', async () => {
  jest.spyOn(authApi, 'register').mockResolvedValue({ user, tokens: { accessToken: 'abc' } });
  const u = setupUser();
  renderSignedOutAt('/accounts?add=1');
  await u.click(screen.getByRole('link', { name: 'Đăng ký ngay' }));
  expect(location()).toBe('/register?next=%2Faccounts%3Fadd%3D1');
  fill(screen.getByLabelText('Email'), 'an@example.com');
  fill(screen.getByLabelText('Mật khẩu'), '12345678');
  fill(screen.getByLabelText('Xác nhận mật khẩu'), '12345678');
  await u.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
  await screen.findByText('signed-in page');
  expect(location()).toBe('/accounts?add=1');
});

test.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
  'a next of %s is not followed: sign-in goes to /dashboard',
  async (next) => {
    jest.spyOn(authApi, 'login').mockResolvedValue({ user, tokens: { accessToken: 'abc' } });
    renderSignedOutAt(`/login?next=${encodeURIComponent(next)}`);
    await signIn();
    expect(location()).toBe('/dashboard');
  },
);

test('only same-origin paths are kept; the dashboard and sign-in pages need no next', () => {
  expect(safeReturnPath('/jobs?page=2#top')).toBe('/jobs?page=2#top');
  expect(safeReturnPath('/\t/evil.example')).toBeNull();
  expect(safeReturnPath('/login?next=%2Fjobs')).toBeNull();
  expect(safeReturnPath('jobs')).toBeNull();
  expect(withReturnTo('/login', '/dashboard')).toBe('/login');
  expect(withReturnTo('/login', '/')).toBe('/login');
  expect(withReturnTo('/login', null)).toBe('/login');
});
