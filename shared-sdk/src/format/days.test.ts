import { appToday, dayMonth, shiftDate } from './days';

test('today is the Vietnamese day: 17:00 UTC is already the next one', () => {
  expect(appToday(Date.parse('2026-11-22T16:59:59Z'))).toBe('2026-11-22');
  expect(appToday(Date.parse('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
});

test('calendar arithmetic across months and years, and dd/MM labels', () => {
  expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
  expect(shiftDate('2026-11-27', -29)).toBe('2026-10-29');
  expect(dayMonth('2026-01-05')).toBe('05/01');
});
