import { datetimeLocalToIso, daysLeft, formatDateTime, formatRelative, formatTime, formatVnd, initials } from './format';

const now = Date.parse('2026-11-22T10:00:00Z');

test('formats dates as dd/MM/yyyy HH:mm in UTC+7', () => {
  expect(formatDateTime('2026-11-22T18:30:00Z')).toBe('23/11/2026 01:30');
  expect(formatDateTime(null)).toBe('');
  expect(formatTime('2026-11-22T18:30:00Z')).toBe('01:30');
  expect(formatTime(null)).toBe('');
});

test('relative time: Vừa xong, minutes, hours, days up to 6, then the date', () => {
  expect(formatRelative(now - 30_000, now)).toBe('Vừa xong');
  expect(formatRelative(now - 5 * 60_000, now)).toBe('5 phút trước');
  expect(formatRelative(now - 3 * 3_600_000, now)).toBe('3 giờ trước');
  expect(formatRelative(now - 6 * 86_400_000, now)).toBe('6 ngày trước');
  expect(formatRelative(now - 7 * 86_400_000, now)).toBe('15/11/2026 17:00');
});

test('a relative time embedded in a sentence starts in lower case; on its own it keeps the spec capital', () => {
  expect(formatRelative(now - 30_000, { now })).toBe('Vừa xong');
  expect(formatRelative(now - 30_000, { now, inSentence: true })).toBe('vừa xong');
  expect(formatRelative(now - 5 * 60_000, { now, inSentence: true })).toBe('5 phút trước');
  expect(formatRelative(now - 7 * 86_400_000, { now, inSentence: true })).toBe('15/11/2026 17:00');
  expect(formatRelative(null, { inSentence: true })).toBe('');
});

test('VND, datetime-local with +07:00, days left, initials', () => {
  expect(formatVnd(199000).replace(/\s/g, ' ')).toBe('199.000 ₫');
  expect(datetimeLocalToIso('2026-11-22T09:30')).toBe('2026-11-22T02:30:00.000Z');
  expect(daysLeft('2026-11-23T09:00:00Z', now)).toBe(1);
  expect(daysLeft('2026-11-20T00:00:00Z', now)).toBe(0);
  expect(initials('Nguyễn Văn An')).toBe('NA');
  expect(initials('an')).toBe('AN');
});
