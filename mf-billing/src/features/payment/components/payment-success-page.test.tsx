import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, PAYMENT_SUCCESS_NOTIFICATION_MS, queryKeys, subscriptionApi, tokenStore } from 'shared-sdk';
import { renderWithApp } from 'shared-sdk/testing';
import { PaymentSuccessPage } from './payment-success-page';

jest.setTimeout(20_000);

const PAID = '/payment/success?code=00&id=abc&cancel=false&status=PAID&orderCode=123456';

function renderPage(url: string) {
  return renderWithApp(<PaymentSuccessPage />, { route: '/payment/success', url });
}

let statusSpy: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  statusSpy = jest.spyOn(subscriptionApi, 'paymentStatus');
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const title = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('signed out: the URL is only repeated, never trusted', () => {
  test('a claimed success says what the gateway claims and asks nobody', async () => {
    const { notifications } = renderPage(PAID);
    await title('Cổng thanh toán báo giao dịch thành công');
    expect(screen.queryByText('Thanh toán thành công')).not.toBeInTheDocument();
    expect(screen.getByText(/Gói chỉ được kích hoạt sau khi hệ thống xác nhận/)).toBeInTheDocument();
    expect(screen.getByText('#123456')).toBeInTheDocument();
    expect(screen.getByText('Đã thanh toán (PAID)')).toBeInTheDocument();
    expect(statusSpy).not.toHaveBeenCalled();
    expect(notifications()).toHaveLength(1);
    expect(notifications()[0].type).toBe('info');
  });

  test.each([
    ['/payment/success?code=00&status=PAID&cancel=true&orderCode=1', 'Đã hủy thanh toán', 'warning'],
    ['/payment/success?code=00&status=CANCELLED&cancel=false&orderCode=2', 'Đã hủy thanh toán', 'warning'],
    ['/payment/success?code=01&status=PAID&cancel=false&orderCode=3', 'Thanh toán không thành công', 'error'],
    ['/payment/success?code=00&status=PENDING&orderCode=4', 'Thanh toán không thành công', 'error'],
  ])('%s → %s', async (url, heading, type) => {
    const { notifications } = renderPage(url);
    await title(heading);
    expect(notifications().map((n) => n.type)).toEqual([type]);
    expect(statusSpy).not.toHaveBeenCalled();
  });
});

describe('signed in: the server decides', () => {
  beforeEach(() => tokenStore.set('token'));

  test('COMPLETED: the plan is active, one 8 s notification, the subscription cache is refreshed', async () => {
    statusSpy.mockResolvedValue({ orderCode: 123456, status: 'COMPLETED', amount: 499000, planName: 'pro' });
    const { notifications, queryClient } = renderPage(PAID);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await title('Thanh toán thành công');
    expect(screen.getByText('Gói Pro đã được kích hoạt.')).toBeInTheDocument();
    expect(statusSpy).toHaveBeenCalledWith('123456');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.subscription.all() }));
    expect(notifications()).toEqual([
      expect.objectContaining({ type: 'success', message: 'Gói Pro đã được kích hoạt.', duration: PAYMENT_SUCCESS_NOTIFICATION_MS }),
    ]);
  });

  test('a second visit with the same order code raises no second notification', async () => {
    statusSpy.mockResolvedValue({ orderCode: 123456, status: 'COMPLETED', amount: 499000, planName: 'pro' });
    const first = renderPage(PAID);
    await title('Thanh toán thành công');
    expect(first.notifications()).toHaveLength(1);
    first.unmount();

    const second = renderPage(PAID);
    await title('Thanh toán thành công');
    expect(second.notifications()).toHaveLength(0);
  });

  test('a forged return URL for an unknown order is not believed', async () => {
    statusSpy.mockRejectedValue(new ApiError('Không tìm thấy giao dịch', 404));
    const { notifications } = renderPage('/payment/success?code=00&status=PAID&orderCode=123&cancel=false');
    await title('Không thể xác nhận thanh toán');
    expect(screen.getByText(/Không tìm thấy giao dịch/)).toBeInTheDocument();
    expect(screen.queryByText('Thanh toán thành công')).not.toBeInTheDocument();
    expect(screen.queryByText(/đã được kích hoạt\./)).not.toBeInTheDocument();
    expect(notifications()).toHaveLength(0);
  });

  test('the server says the payment is still pending', async () => {
    statusSpy.mockResolvedValue({ orderCode: 123456, status: 'PENDING', amount: 499000, planName: 'pro' });
    renderPage(PAID);
    await title('Đang chờ xác nhận thanh toán');
    expect(screen.queryByText('Thanh toán thành công')).not.toBeInTheDocument();
  });

  test('the server says the payment failed although the URL claims success', async () => {
    statusSpy.mockResolvedValue({ orderCode: 123456, status: 'FAILED', amount: 499000, planName: 'pro' });
    renderPage(PAID);
    await title('Thanh toán không thành công');
    expect(screen.getByText('Thanh toán không thành công. Vui lòng thử lại.')).toBeInTheDocument();
  });

  test('a claimed success without an order code cannot be confirmed', async () => {
    renderPage('/payment/success?code=00&status=PAID&cancel=false');
    await title('Không thể xác nhận thanh toán');
    expect(statusSpy).not.toHaveBeenCalled();
  });
});

test('counts down 5 seconds, then goes to /subscription', async () => {
  jest.useFakeTimers();
  renderPage('/payment/success?code=01&status=FAILED&orderCode=9');
  expect(screen.getByText(/sau 5 giây/)).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(2_000));
  expect(screen.getByText(/sau 3 giây/)).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(2_999));
  expect(screen.getByTestId('location')).toHaveTextContent('/payment/success');
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/subscription$/);
});

test('buttons: view plans, go home, clear notifications', async () => {
  const user = userEvent.setup();
  const { notifications } = renderPage('/payment/success?code=01&status=FAILED&orderCode=10');
  await title('Thanh toán không thành công');
  expect(notifications()).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: /Xóa thông báo/ }));
  expect(notifications()).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: /Về trang chủ/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
});

test('view plans goes to /subscription', async () => {
  const user = userEvent.setup();
  renderPage('/payment/success?cancel=true&orderCode=11');
  await user.click(await screen.findByRole('button', { name: /Xem gói dịch vụ/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/subscription');
});
