import { appToday, dayMonth, shiftDate } from 'shared-sdk';
import { activityTotals, activityWindow, recentReplyRate } from './activity';

// 23 November 2026, 01:30 in Ho Chi Minh City, still the 22nd in UTC.
const now = Date.parse('2026-11-22T18:30:00Z');

test('today is the date in UTC+7', () => {
  expect(appToday(now)).toBe('2026-11-23');
  expect(appToday(Date.parse('2026-11-22T16:59:59Z'))).toBe('2026-11-22');
  expect(appToday(Date.parse('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
});

test('calendar arithmetic and dd/MM labels', () => {
  expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
  expect(dayMonth('2026-01-05')).toBe('05/01');
});

test('the window is the 14 days ending today in UTC+7, oldest first, missing days at zero', () => {
  const days = activityWindow({ days: [{ date: '2026-11-20', sent: 7, failed: 1 }] }, 14, now);
  expect(days).toHaveLength(14);
  expect(days[0]).toEqual({ date: '2026-11-10', label: '10/11', sent: 0, failed: 0, skipped: 0, messages: 0, replied: 0 });
  expect(days[13]).toEqual({ date: '2026-11-23', label: '23/11', sent: 0, failed: 0, skipped: 0, messages: 0, replied: 0 });
  expect(days.find((day) => day.date === '2026-11-20')).toMatchObject({ sent: 7, failed: 1 });
  expect(activityTotals(days)).toEqual({ sent: 7, failed: 1, skipped: 0, messages: 0, replied: 0 });
});

test('a server already on the next day keeps its newest day; no data gives 14 empty days', () => {
  const ahead = activityWindow({ days: [{ date: '2026-11-24', sent: 3, failed: 0 }] }, 14, now);
  expect(ahead[13]).toMatchObject({ date: '2026-11-24', sent: 3 });
  expect(activityWindow(undefined, 14, now).every((day) => day.sent === 0 && day.failed === 0)).toBe(true);
});

test("each day carries its messages and the replies to them (0 from a server that sends neither)", () => {
  const days = activityWindow({ days: [{ date: '2026-11-22', sent: 12, failed: 0, messages: 10, replied: 3 }, { date: '2026-11-23', sent: 4, failed: 0 }] }, 14, now);
  expect(days[12]).toMatchObject({ date: '2026-11-22', messages: 10, replied: 3 });
  expect(days[13]).toMatchObject({ date: '2026-11-23', messages: 0, replied: 0 });
});

test('the reply rate of the last 7 days: Σ replied ÷ Σ messages of those days only, none when no message was sent', () => {
  const days = activityWindow(
    {
      days: [
        // Eight days ago: outside the 7 days.
        { date: '2026-11-16', sent: 100, failed: 0, messages: 100, replied: 90 },
        { date: '2026-11-17', sent: 50, failed: 0, messages: 40, replied: 4 },
        { date: '2026-11-23', sent: 12, failed: 2, messages: 10, replied: 1 },
      ],
    },
    14,
    now,
  );
  expect(recentReplyRate(days)).toEqual({ replied: 5, messages: 50, rate: 0.1 });
  expect(recentReplyRate(activityWindow({ days: [{ date: '2026-11-16', sent: 9, failed: 0, messages: 9, replied: 2 }] }, 14, now))).toEqual({
    replied: 0,
    messages: 0,
    rate: null,
  });
});
