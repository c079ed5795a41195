import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { addNotificationAtom, notificationsAtom } from 'shared-sdk';
import { NotificationList } from './notification-list';

test('renders each notification with its title and removes it on close', async () => {
  const store = createStore();
  render(
    <Provider store={store}>
      <NotificationList />
    </Provider>,
  );
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
  const store = createStore();
  render(
    <Provider store={store}>
      <NotificationList />
    </Provider>,
  );
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
