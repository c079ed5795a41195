import { appToday, REPORT_MAX_DAYS } from 'shared-sdk';
import { clampRange, filterFromParams, paramsOfFilter, datesOf, daysBetween, displayDate, presetRange, reportQueryOf } from './range';

// 2026-11-26 17:30 UTC is already 2026-11-27 00:30 in Asia/Ho_Chi_Minh.
const LATE_EVENING_UTC = Date.parse('2026-11-26T17:30:00Z');

test('today is the Vietnamese day, not the browser’s UTC one', () => {
  expect(appToday(LATE_EVENING_UTC)).toBe('2026-11-27');
  expect(appToday(Date.parse('2026-11-26T16:59:00Z'))).toBe('2026-11-26');
});

test('the quick ranges end today and hold 1, 7 and 30 days', () => {
  expect(presetRange('today', LATE_EVENING_UTC)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
  expect(presetRange('week', LATE_EVENING_UTC)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
  expect(presetRange('month', LATE_EVENING_UTC)).toEqual({ from: '2026-10-29', to: '2026-11-27' });
  expect(daysBetween(presetRange('month', LATE_EVENING_UTC))).toBe(30);
});

test('a custom range is put in order, stops today and is cut to the longest range a report covers', () => {
  expect(clampRange({ from: '2026-11-20', to: '2026-11-10' }, LATE_EVENING_UTC)).toEqual({ from: '2026-11-10', to: '2026-11-20' });
  expect(clampRange({ from: '2026-11-20', to: '2026-12-31' }, LATE_EVENING_UTC)).toEqual({ from: '2026-11-20', to: '2026-11-27' });
  expect(clampRange({ from: '2026-12-01', to: '2026-12-31' }, LATE_EVENING_UTC)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
  const long = clampRange({ from: '2020-01-01', to: '2026-11-27' }, LATE_EVENING_UTC);
  expect(long.to).toBe('2026-11-27');
  expect(daysBetween(long)).toBe(REPORT_MAX_DAYS);
});

test('the days of a range across a month end, and the query with or without an account', () => {
  expect(datesOf({ from: '2026-10-30', to: '2026-11-02' })).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
  expect(reportQueryOf({ from: '2026-11-01', to: '2026-11-02' }, undefined)).toEqual({ from: '2026-11-01', to: '2026-11-02' });
  expect(reportQueryOf({ from: '2026-11-01', to: '2026-11-02' }, 'a1')).toEqual({ from: '2026-11-01', to: '2026-11-02', accountId: 'a1' });
  expect(displayDate('2026-11-02')).toBe('02/11/2026');
});

test('the filter kept in the address: read back as written, anything unreadable is the last 7 days of every account', () => {
  const account = '0b7c7a0e-8f7c-4c8e-9a51-2b7e3f1d9c11';
  const read = (query: string) => filterFromParams(new URLSearchParams(query), LATE_EVENING_UTC);
  expect(read('')).toEqual({ preset: 'week', range: { from: '2026-11-21', to: '2026-11-27' }, accountId: undefined });
  expect(read(`range=month&account=${account}`)).toEqual({ preset: 'month', range: { from: '2026-10-29', to: '2026-11-27' }, accountId: account });
  expect(read('range=custom&from=2026-11-10&to=2026-11-01')).toEqual({ preset: 'custom', range: { from: '2026-11-01', to: '2026-11-10' }, accountId: undefined });
  expect(read('range=custom&from=2026-11-10')).toMatchObject({ preset: 'week' });
  expect(read('range=custom&from=10/11/2026&to=2026-11-12')).toMatchObject({ preset: 'week' });
  expect(read('range=year&account=khong-phai-ma')).toEqual({ preset: 'week', range: { from: '2026-11-21', to: '2026-11-27' }, accountId: undefined });

  const custom = { preset: 'custom' as const, range: { from: '2026-11-01', to: '2026-11-10' }, accountId: account };
  expect(paramsOfFilter(custom).toString()).toBe(`range=custom&from=2026-11-01&to=2026-11-10&account=${account}`);
  expect(filterFromParams(paramsOfFilter(custom), LATE_EVENING_UTC)).toEqual(custom);
  expect(paramsOfFilter({ preset: 'today', range: { from: '2026-11-27', to: '2026-11-27' } }).toString()).toBe('range=today');
});
