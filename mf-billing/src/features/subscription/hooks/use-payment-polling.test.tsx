import { act, renderHook } from '@testing-library/react';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_MAX_TRIES, type PaymentStatusResult, subscriptionApi } from 'shared-sdk';
import { usePaymentPolling } from './use-payment-polling';

const status = (value: PaymentStatusResult['status']): PaymentStatusResult => ({
  orderCode: 42,
  status: value,
  amount: 199_000,
  planName: 'plus',
});

let statusSpy: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  statusSpy = jest.spyOn(subscriptionApi, 'paymentStatus');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function setup(orderCode: number | null = 42, options: { immediate?: boolean } = {}) {
  const handlers = { onCompleted: jest.fn(), onFailed: jest.fn(), onTimeout: jest.fn() };
  const hook = renderHook(({ code }) => usePaymentPolling(code, handlers, options), { initialProps: { code: orderCode } });
  return { handlers, hook };
}

const tick = () => act(() => jest.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS));

test('asks every 5 s and stops on COMPLETED', async () => {
  statusSpy.mockResolvedValueOnce(status('PENDING')).mockResolvedValueOnce(status('PENDING')).mockResolvedValue(status('COMPLETED'));
  const { handlers, hook } = setup();
  expect(hook.result.current.state).toBe('polling');

  await act(() => jest.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS - 1));
  expect(statusSpy).not.toHaveBeenCalled();
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(statusSpy).toHaveBeenCalledTimes(1);
  expect(statusSpy).toHaveBeenCalledWith(42);
  await tick();
  await tick();
  expect(statusSpy).toHaveBeenCalledTimes(3);
  expect(handlers.onCompleted).toHaveBeenCalledWith(status('COMPLETED'));
  expect(hook.result.current.state).toBe('idle');

  await tick();
  await tick();
  expect(statusSpy).toHaveBeenCalledTimes(3);
  expect(handlers.onFailed).not.toHaveBeenCalled();
  expect(handlers.onTimeout).not.toHaveBeenCalled();
});

test.each(['FAILED', 'CANCELLED'] as const)('stops on %s', async (final) => {
  statusSpy.mockResolvedValueOnce(status('PENDING')).mockResolvedValue(status(final));
  const { handlers } = setup();
  await tick();
  await tick();
  expect(handlers.onFailed).toHaveBeenCalledWith(status(final));
  await tick();
  expect(statusSpy).toHaveBeenCalledTimes(2);
  expect(handlers.onCompleted).not.toHaveBeenCalled();
});

test('times out after 60 tries, counting failed requests as tries', async () => {
  statusSpy.mockImplementation(async () => {
    if (statusSpy.mock.calls.length % 7 === 0) throw new Error('network');
    return status('PENDING');
  });
  const { handlers, hook } = setup();
  for (let i = 0; i < PAYMENT_POLL_MAX_TRIES - 1; i += 1) await tick();
  expect(statusSpy).toHaveBeenCalledTimes(PAYMENT_POLL_MAX_TRIES - 1);
  expect(handlers.onTimeout).not.toHaveBeenCalled();
  await tick();
  expect(statusSpy).toHaveBeenCalledTimes(PAYMENT_POLL_MAX_TRIES);
  expect(handlers.onTimeout).toHaveBeenCalledTimes(1);
  expect(hook.result.current.state).toBe('timeout');
  await tick();
  expect(statusSpy).toHaveBeenCalledTimes(PAYMENT_POLL_MAX_TRIES);

  statusSpy.mockResolvedValue(status('COMPLETED'));
  act(() => hook.result.current.restart());
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(handlers.onCompleted).toHaveBeenCalledTimes(1);
});

test('a resumed payment is asked about at once', async () => {
  statusSpy.mockResolvedValue(status('PENDING'));
  setup(42, { immediate: true });
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(statusSpy).toHaveBeenCalledTimes(1);
});

test('no order code, no polling; clearing the order code stops it', async () => {
  statusSpy.mockResolvedValue(status('PENDING'));
  const { hook } = setup(null);
  await tick();
  expect(statusSpy).not.toHaveBeenCalled();
  hook.rerender({ code: 7 });
  await tick();
  expect(statusSpy).toHaveBeenCalledTimes(1);
  hook.rerender({ code: null });
  await tick();
  expect(statusSpy).toHaveBeenCalledTimes(1);
  expect(hook.result.current.state).toBe('idle');
});
