import { nextRunAt } from './schedule-clock';

const at = (iso: string) => new Date(iso);

describe('nextRunAt', () => {
  it('finds the next time of the day in Vietnam (UTC+7)', () => {
    // 08:30 in Hà Nội is 01:30 UTC.
    expect(nextRunAt(['09:00', '14:00', '19:00'], 'Asia/Ho_Chi_Minh', at('2025-03-10T01:30:00Z')).toISOString()).toBe('2025-03-10T02:00:00.000Z');
    expect(nextRunAt(['09:00', '14:00', '19:00'], 'Asia/Ho_Chi_Minh', at('2025-03-10T02:00:00Z')).toISOString()).toBe('2025-03-10T07:00:00.000Z');
  });

  it('moves to tomorrow after the last time, across the UTC date line', () => {
    // 20:00 in Hà Nội on the 10th is 13:00 UTC; tomorrow's 09:00 is 02:00 UTC on the 11th.
    expect(nextRunAt(['19:00', '09:00'], 'Asia/Ho_Chi_Minh', at('2025-03-10T13:00:00Z')).toISOString()).toBe('2025-03-11T02:00:00.000Z');
    // 06:00 on the 11th in Hà Nội is 23:00 UTC on the 10th: the run is later that local day.
    expect(nextRunAt(['07:00'], 'Asia/Ho_Chi_Minh', at('2025-03-10T23:00:00Z')).toISOString()).toBe('2025-03-11T00:00:00.000Z');
  });

  it('reads the other timezones of the choice', () => {
    expect(nextRunAt(['09:00'], 'UTC', at('2025-03-10T08:59:59Z')).toISOString()).toBe('2025-03-10T09:00:00.000Z');
    expect(nextRunAt(['09:00'], 'Asia/Singapore', at('2025-03-10T00:00:00Z')).toISOString()).toBe('2025-03-10T01:00:00.000Z');
    expect(nextRunAt(['00:00'], 'Asia/Bangkok', at('2025-12-31T17:00:00Z')).toISOString()).toBe('2026-01-01T17:00:00.000Z');
  });

  it('handles a timezone with daylight saving', () => {
    // 30 March 2025: Paris moves from UTC+1 to UTC+2 at 02:00.
    expect(nextRunAt(['09:00'], 'Europe/Paris', at('2025-03-29T12:00:00Z')).toISOString()).toBe('2025-03-30T07:00:00.000Z');
  });
});
