import { act, screen } from '@testing-library/react';
import { renderWithApp } from 'shared-sdk/testing';
import { NextRunCountdown } from './next-run-countdown';

beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-03-05T02:00:00.000Z') }));
afterEach(() => jest.useRealTimers());

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

test('ticks every second and at zero says the run is due, once', () => {
  const onDue = jest.fn();
  renderWithApp(<NextRunCountdown nextRunAt={Date.now() + 62_000} onDue={onDue} />);
  expect(screen.getByTestId('next-run')).toHaveTextContent('Lần chạy tiếp theo: 1m 2s');
  tick(1_000);
  expect(screen.getByTestId('next-run')).toHaveTextContent('1m 1s');
  tick(2_000);
  expect(screen.getByTestId('next-run')).toHaveTextContent('59s');
  expect(onDue).not.toHaveBeenCalled();
  tick(59_000);
  expect(screen.getByTestId('next-run')).toHaveTextContent('Đã đến giờ chạy!');
  expect(onDue).toHaveBeenCalledTimes(1);
  tick(5_000);
  expect(onDue).toHaveBeenCalledTimes(1);
});

test('far runs show days, hours and minutes', () => {
  renderWithApp(<NextRunCountdown nextRunAt={Date.now() + ((26 * 60 + 5) * 60 + 7) * 1_000} />);
  expect(screen.getByTestId('next-run')).toHaveTextContent('1d 2h 5m');
});
