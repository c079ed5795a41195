import { dayLabel, listTime, timeOrDateTime, withDaySeparators } from './days';

// 2026-03-12 10:00 in Vietnam (a Thursday).
const now = Date.parse('2026-03-12T03:00:00Z');

test('day labels are Vietnamese days, not UTC ones', () => {
  expect(dayLabel('2026-03-12T01:00:00Z', now)).toBe('Hôm nay');
  // 23:30 on the 11th in UTC is already the 12th in Vietnam.
  expect(dayLabel('2026-03-11T17:30:00Z', now)).toBe('Hôm nay');
  expect(dayLabel('2026-03-11T16:30:00Z', now)).toBe('Hôm qua');
  expect(dayLabel('2026-03-09T05:00:00Z', now)).toBe('Thứ Hai, 09/03/2026');
  expect(dayLabel('2026-03-08T05:00:00Z', now)).toBe('Chủ nhật, 08/03/2026');
});

test('list times: hour today, yesterday, day and month this year, the full date before', () => {
  expect(listTime('2026-03-12T02:05:00Z', now)).toBe('09:05');
  expect(listTime('2026-03-11T02:05:00Z', now)).toBe('Hôm qua');
  expect(listTime('2026-02-01T02:05:00Z', now)).toBe('01/02');
  expect(listTime('2025-12-30T02:05:00Z', now)).toBe('30/12/2025');
});

test('a time on another day carries its date', () => {
  expect(timeOrDateTime('2026-03-12T14:30:00Z', now)).toBe('21:30');
  expect(timeOrDateTime('2026-03-12T18:30:00Z', now)).toBe('01:30 13/03');
});

test('one separator before the first message of each day', () => {
  const items = withDaySeparators(
    [
      { id: 'a', at: '2026-03-11T10:00:00Z' },
      { id: 'b', at: '2026-03-11T11:00:00Z' },
      { id: 'c', at: '2026-03-12T01:00:00Z' },
    ],
    now,
  );
  expect(items.map((item) => (item.kind === 'day' ? item.label : item.message.id))).toEqual(['Hôm qua', 'a', 'b', 'Hôm nay', 'c']);
});
