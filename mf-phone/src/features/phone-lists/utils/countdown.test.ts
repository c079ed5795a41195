import { earliestNextRun, formatCountdown } from './countdown';

const s = 1_000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

test.each([
  [2 * d + 3 * h + 4 * m + 5 * s, '2d 3h 4m'],
  [d, '1d 0h 0m'],
  [d - s, '23h 59m 59s'],
  [h + 5 * s, '1h 0m 5s'],
  [h - s, '59m 59s'],
  [m, '1m 0s'],
  [59 * s, '59s'],
  [1, '1s'],
  [1_500, '2s'],
])('%d ms left reads %s', (ms, text) => {
  expect(formatCountdown(ms)).toBe(text);
});

test('at zero or past it, nothing is left', () => {
  expect(formatCountdown(0)).toBeNull();
  expect(formatCountdown(-5 * s)).toBeNull();
});

test('the earliest next run is taken among active schedules with a time', () => {
  expect(
    earliestNextRun([
      { isActive: true, nextRunAt: '2026-03-05T10:00:00.000Z' },
      { isActive: false, nextRunAt: '2026-03-05T01:00:00.000Z' },
      { isActive: true, nextRunAt: null },
      { isActive: true, nextRunAt: '2026-03-05T08:30:00.000Z' },
    ]),
  ).toBe(Date.parse('2026-03-05T08:30:00.000Z'));
  expect(earliestNextRun([{ isActive: false, nextRunAt: '2026-03-05T01:00:00.000Z' }])).toBeNull();
  expect(earliestNextRun(undefined)).toBeNull();
});
