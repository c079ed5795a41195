import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { addNotificationAtom } from 'shared-sdk';
import { sessionAtom } from '../session';
import { AppFooter } from './app-footer';
import { AppLayout } from './app-layout';

const originalMatchMedia = window.matchMedia;

function setViewport(mobile: boolean) {
  window.matchMedia = ((query: string) => ({
    ...originalMatchMedia(query),
    matches: mobile && query.includes('max-width: 767.98px'),
  })) as typeof window.matchMedia;
}

function renderLayout() {
  const store = createStore();
  store.set(sessionAtom, { user: { id: 'u1', email: 'an@example.com' }, loading: false });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="/dashboard" element={<p>dashboard page</p>} />
            <Route path="/accounts" element={<p>accounts page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

test('desktop: sidebar, content and footer; clear-all follows the notifications', () => {
  setViewport(false);
  const store = renderLayout();
  expect(screen.getByRole('navigation')).toBeInTheDocument();
  expect(screen.getByText('dashboard page')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mở menu' })).not.toBeInTheDocument();
  expect(screen.getByText(/Cập nhật lần cuối:/)).toBeInTheDocument();

  expect(screen.queryByRole('button', { name: /Xóa tất cả thông báo/ })).not.toBeInTheDocument();
  act(() => {
    store.set(addNotificationAtom, { type: 'info', message: 'Xin chào', duration: 0 });
  });
  expect(screen.getByRole('button', { name: /Xóa tất cả thông báo/ })).toBeInTheDocument();
});

test('mobile: the menu opens from the top bar and closes on route change', async () => {
  setViewport(true);
  renderLayout();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Mở menu' }));
  expect(screen.getByRole('navigation')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: /Tài khoản/ }));
  expect(screen.getByText('accounts page')).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

test('mobile: a click outside the menu closes it', async () => {
  setViewport(true);
  renderLayout();
  await userEvent.click(screen.getByRole('button', { name: 'Mở menu' }));
  await userEvent.click(screen.getByTestId('sidebar-backdrop'));
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

test('footer: copyright and the last update in Asia/Ho_Chi_Minh', () => {
  render(<AppFooter updatedAt="2026-01-31T18:05:00Z" />);
  expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  expect(screen.getByText('Cập nhật lần cuối: 01/02/2026 01:05')).toBeInTheDocument();
});

test('footer: takes BUILD_TIME when defined', () => {
  process.env.BUILD_TIME = '2026-03-10T02:30:00Z';
  try {
    render(<AppFooter />);
    expect(screen.getByText('Cập nhật lần cuối: 10/03/2026 09:30')).toBeInTheDocument();
  } finally {
    delete process.env.BUILD_TIME;
  }
});
