import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscriptionApi } from 'shared-sdk';
import { renderWithApp } from 'shared-sdk/testing';
import { PaymentCancelPage } from './payment-cancel-page';

const renderPage = (url: string) => renderWithApp(<PaymentCancelPage />, { route: '/payment/cancel', url });

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('shows the warning and the order code without calling the server', () => {
  const cancel = jest.spyOn(subscriptionApi, 'cancelPayment');
  renderPage('/payment/cancel?code=00&id=x&cancel=true&status=CANCELLED&orderCode=778899');
  expect(screen.getByRole('heading', { level: 2, name: 'Đã hủy thanh toán' })).toBeInTheDocument();
  expect(screen.getByText('#778899')).toBeInTheDocument();
  expect(screen.getByText('Đã hủy (CANCELLED)')).toBeInTheDocument();
  expect(cancel).not.toHaveBeenCalled();
});

test('redirects to /subscription after 5 seconds', async () => {
  jest.useFakeTimers();
  renderPage('/payment/cancel?orderCode=1');
  await act(() => jest.advanceTimersByTimeAsync(4_999));
  expect(screen.getByTestId('location')).toHaveTextContent('/payment/cancel');
  expect(screen.getByText(/sau 1 giây/)).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/subscription$/);
});

test('retry payment and go home', async () => {
  const user = userEvent.setup();
  const { unmount } = renderPage('/payment/cancel?orderCode=1');
  await user.click(screen.getByRole('button', { name: /Thử thanh toán lại/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/subscription');
  unmount();
  renderPage('/payment/cancel?orderCode=1');
  await user.click(screen.getByRole('button', { name: /Về trang chủ/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
});

describe('the order table', () => {
  const rowOf = (text: string) => screen.getByText(text).closest('tr');
  const widthsFrom = (minWidth: number) =>
    jest.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= minWidth,
          media: query,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );

  test('on a phone puts each label above its value (side by side, the status tag overflowed)', () => {
    widthsFrom(390);
    renderPage('/payment/cancel?status=CANCELLED&orderCode=778899');
    expect(rowOf('Trạng thái')).not.toBe(rowOf('Đã hủy (CANCELLED)'));
  });

  test('on a wider screen keeps each label beside its value', () => {
    widthsFrom(1366);
    renderPage('/payment/cancel?status=CANCELLED&orderCode=778899');
    expect(rowOf('Trạng thái')).toBe(rowOf('Đã hủy (CANCELLED)'));
  });
});
