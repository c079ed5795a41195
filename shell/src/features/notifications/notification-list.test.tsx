import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { addNotificationAtom, notificationsAtom, TOAST_ERROR_DURATION_MS, TOAST_SUCCESS_DURATION_MS } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { renderWithApp, setupUser } from 'shared-sdk/testing';
import { NotificationList } from './notification-list';

/** The list on a store of its own: the test adds notifications to the store it returns. */
function renderList() {
  const store = createStore();
  render(
    <Provider store={store}>
      <NotificationList />
    </Provider>,
  );
  return store;
}

test('renders each notification with its title and removes it on close', async () => {
  const store = renderList();
  act(() => {
    store.set(addNotificationAtom, { type: 'success', message: 'Đăng nhập thành công!', duration: 0 });
    store.set(addNotificationAtom, { type: 'error', title: 'Lỗi', message: 'Có lỗi khi đăng xuất', duration: 0 });
  });
  expect(screen.getByRole('status')).toHaveTextContent('Đăng nhập thành công!');
  expect(screen.getByRole('alert')).toHaveTextContent('LỗiCó lỗi khi đăng xuất');

  const [first] = screen.getAllByRole('button', { name: 'Đóng thông báo' });
  await userEvent.click(first);
  expect(screen.queryByText('Đăng nhập thành công!')).not.toBeInTheDocument();
  expect(store.get(notificationsAtom)).toHaveLength(1);
});

test('a timed notification disappears on its own', () => {
  jest.useFakeTimers();
  const store = renderList();
  act(() => {
    store.set(addNotificationAtom, { type: 'info', message: 'Thông tin', duration: 3_000 });
  });
  expect(screen.getByText('Thông tin')).toBeInTheDocument();
  act(() => {
    jest.advanceTimersByTime(3_000);
  });
  expect(screen.queryByText('Thông tin')).not.toBeInTheDocument();
  jest.useRealTimers();
});

describe('one style and place for every toast', () => {
  function Toaster() {
    const toasts = useToasts();
    return (
      <>
        <button type="button" onClick={() => toasts.success('Đã khởi động bot')}>
          ok
        </button>
        <button type="button" onClick={() => toasts.error('Không thể dừng bot')}>
          fail
        </button>
      </>
    );
  }

  test("a remote's toast (useToasts) goes to the app's list at the top right, not to antd's message at the top centre", async () => {
    const user = setupUser();
    const { notifications } = renderWithApp(
      <>
        <Toaster />
        <NotificationList />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'ok' }));
    await user.click(screen.getByRole('button', { name: 'fail' }));
    const stack = document.querySelector<HTMLElement>('.lt-toasts')!;
    expect(within(stack).getByRole('status')).toHaveTextContent('Đã khởi động bot');
    expect(within(stack).getByRole('alert')).toHaveTextContent('Không thể dừng bot');
    expect(document.querySelector('.ant-message')).toBeNull();
    expect(notifications()).toEqual([
      expect.objectContaining({ type: 'success', message: 'Đã khởi động bot', duration: TOAST_SUCCESS_DURATION_MS }),
      expect.objectContaining({ type: 'error', message: 'Không thể dừng bot', duration: TOAST_ERROR_DURATION_MS }),
    ]);
  });

  test("without the shell's list (a remote on its own) antd's message still shows them", async () => {
    const user = setupUser();
    const { notifications } = renderWithApp(<Toaster />);
    await user.click(screen.getByRole('button', { name: 'ok' }));
    expect(await screen.findByText('Đã khởi động bot')).toBeInTheDocument();
    expect(notifications()).toEqual([]);
  });
});
