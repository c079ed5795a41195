import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { addNotificationAtom, inboxApi, queryKeys } from 'shared-sdk';
import { renderWithApp, testQueryClient } from 'shared-sdk/testing';
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
  const { store } = renderWithApp(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/dashboard" element={<p>dashboard page</p>} />
        <Route path="/accounts" element={<p>accounts page</p>} />
      </Route>
    </Routes>,
    { url: '/dashboard' },
  );
  act(() => store.set(sessionAtom, { user: { id: 'u1', email: 'an@example.com' }, loading: false }));
  return store;
}

let unreadCount: jest.SpyInstance;
beforeEach(() => {
  unreadCount = jest.spyOn(inboxApi, 'unreadCount').mockResolvedValue({ total: 0, accounts: [] });
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  jest.restoreAllMocks();
});

test('desktop: sidebar, content and footer; clear-all follows the notifications', () => {
  setViewport(false);
  const store = renderLayout();
  expect(screen.getByRole('navigation')).toBeInTheDocument();
  expect(screen.getByText('dashboard page')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mở thanh điều hướng' })).not.toBeInTheDocument();
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
  await userEvent.click(screen.getByRole('button', { name: 'Mở thanh điều hướng' }));
  expect(screen.getByRole('navigation')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: /Tài khoản/ }));
  expect(screen.getByText('accounts page')).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

test('mobile: a click outside the menu closes it', async () => {
  setViewport(true);
  renderLayout();
  await userEvent.click(screen.getByRole('button', { name: 'Mở thanh điều hướng' }));
  await userEvent.click(screen.getByTestId('sidebar-backdrop'));
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

/** A component on screen that uses the data of `queryKey`, as a page does. */
function Uses({ queryKey }: { queryKey: string[] }) {
  useQuery({ queryKey, queryFn: () => new Promise<never>(() => {}), staleTime: Infinity });
  return null;
}

function PageUsing({ keys }: { keys: string[][] }) {
  return (
    <>
      {keys.map((key) => (
        <Uses key={key.join('/')} queryKey={key} />
      ))}
      <AppFooter />
    </>
  );
}

const footerTime = () => screen.getByTestId('data-updated-at').textContent;

test('footer: copyright, and "—" until data is on screen', () => {
  renderWithApp(<PageUsing keys={[]} />);
  expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  expect(footerTime()).toBe('Cập nhật lần cuối: —');
});

test('footer: the last update is when the data on screen was last refreshed (Asia/Ho_Chi_Minh), not the build time', () => {
  process.env.BUILD_TIME = '2026-03-10T02:30:00Z';
  try {
    const queryClient = testQueryClient();
    queryClient.setQueryData(['accounts'], [], { updatedAt: Date.parse('2026-01-31T18:05:00Z') });
    queryClient.setQueryData(['jobs'], [], { updatedAt: Date.parse('2026-01-31T17:00:00Z') });
    // Data of a page no longer on screen does not count.
    queryClient.setQueryData(['proxies'], [], { updatedAt: Date.parse('2026-02-01T09:00:00Z') });
    renderWithApp(<PageUsing keys={[['accounts'], ['jobs']]} />, { queryClient });
    expect(footerTime()).toBe('Cập nhật lần cuối: 01/02/2026 01:05');

    act(() => queryClient.setQueryData(['jobs'], [1], { updatedAt: Date.parse('2026-01-31T19:42:00Z') }));
    expect(footerTime()).toBe('Cập nhật lần cuối: 01/02/2026 02:42');
  } finally {
    delete process.env.BUILD_TIME;
  }
});

test('the unread count shows on the inbox entry and follows live events (the inbox queries invalidated)', async () => {
  setViewport(false);
  unreadCount.mockResolvedValue({ total: 3, accounts: [{ accountId: 'a1', unread: 3 }] });
  const { queryClient } = renderWithApp(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/dashboard" element={<p>dashboard page</p>} />
      </Route>
    </Routes>,
    { url: '/dashboard' },
  );
  const inbox = screen.getByRole('link', { name: /Hội thoại/ });
  expect(await within(inbox).findByTitle('3')).toBeInTheDocument();
  unreadCount.mockResolvedValue({ total: 4, accounts: [{ accountId: 'a1', unread: 4 }] });
  await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.inbox.all() }));
  expect(await within(inbox).findByTitle('4')).toBeInTheDocument();
  unreadCount.mockResolvedValue({ total: 0, accounts: [] });
  await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.inbox.all() }));
  await waitFor(() => expect(within(inbox).queryByTitle(/\d/)).toBeNull());
});

test('mobile: the top bar links to the inbox with its unread count, only while something is unread', async () => {
  setViewport(true);
  unreadCount.mockResolvedValue({ total: 2, accounts: [{ accountId: 'a1', unread: 2 }] });
  renderLayout();
  const link = await screen.findByRole('link', { name: 'Hội thoại: 2 tin nhắn chưa đọc' });
  expect(link).toHaveAttribute('href', '/inbox');
});
