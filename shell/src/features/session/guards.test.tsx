import { render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NotFoundView } from '../../components/light';
import { ProtectedRoute, PublicOnlyRoute } from './guards';
import { sessionAtom, type SessionState } from './session-store';

const signedIn: SessionState = { user: { id: 'u1', email: 'an@example.com' }, loading: false };
const signedOut: SessionState = { user: null, loading: false };
const checking: SessionState = { user: null, loading: true };

function renderAt(path: string, session: SessionState) {
  const store = createStore();
  store.set(sessionAtom, session);
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<PublicOnlyRoute />}>
            <Route path="/login" element={<p>login page</p>} />
            <Route path="/register" element={<p>register page</p>} />
          </Route>
          <Route element={<ProtectedRoute isPage={(path) => ['/dashboard', '/accounts'].includes(path)} notFound={<NotFoundView signedIn={false} />} />}>
            <Route path="/dashboard" element={<p>dashboard page</p>} />
            <Route path="/accounts" element={<p>accounts page</p>} />
            <Route path="*" element={<NotFoundView signedIn />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

test('signed out users are sent to /login from a protected page', () => {
  renderAt('/accounts', signedOut);
  expect(screen.getByText('login page')).toBeInTheDocument();
});

test('signed in users on /login or /register go to /dashboard', () => {
  renderAt('/login', signedIn);
  expect(screen.getByText('dashboard page')).toBeInTheDocument();
  renderAt('/register', signedIn);
  expect(screen.getAllByText('dashboard page')).toHaveLength(2);
});

test('signed in users reach protected pages', () => {
  renderAt('/accounts', signedIn);
  expect(screen.getByText('accounts page')).toBeInTheDocument();
});

test('an unknown path signed out: "Không tìm thấy trang" with the way to sign in, no silent redirect', () => {
  renderAt('/nope/nothing', signedOut);
  expect(screen.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeInTheDocument();
  expect(screen.getByText(/Địa chỉ \/nope\/nothing không có trong Zalo Manager/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Tạo tài khoản' })).toHaveAttribute('href', '/register');
  expect(screen.queryByText('login page')).not.toBeInTheDocument();
});

test('an unknown path signed in: the same page with the way back to the dashboard', () => {
  renderAt('/nope', signedIn);
  expect(screen.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Về trang Dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(screen.queryByRole('link', { name: 'Đăng nhập' })).not.toBeInTheDocument();
});

test.each(['/dashboard', '/login', '/nope'])('%s shows the loading screen while the check runs', (path) => {
  renderAt(path, checking);
  expect(screen.getByText('Đang tải...')).toBeInTheDocument();
  expect(screen.queryByText(/page$/)).not.toBeInTheDocument();
});
