import { sendingStartOf } from './sending-window';

const at = (iso: string) => Date.parse(iso);
const window = (start: string, end: string, enabled = true) => ({ enabled, start, end });

test('inside the window, or without one, a job starts when it is due', () => {
  expect(sendingStartOf(window('08:00', '21:00'), at('2026-11-26T03:00:00Z'))).toBeNull(); // 10:00 in Vietnam
  expect(sendingStartOf(window('08:00', '21:00', false), at('2026-11-26T15:00:00Z'))).toBeNull();
});

test('after the window it starts at the next opening; before it, at today\'s', () => {
  // 22:30 on 26/11 in Vietnam → 08:00 on 27/11.
  expect(new Date(sendingStartOf(window('08:00', '21:00'), at('2026-11-26T15:30:00Z')) as number).toISOString()).toBe('2026-11-27T01:00:00.000Z');
  // 06:00 on 27/11 → 08:00 the same day.
  expect(new Date(sendingStartOf(window('08:00', '21:00'), at('2026-11-26T23:00:00Z')) as number).toISOString()).toBe('2026-11-27T01:00:00.000Z');
});

test('a window crossing midnight (22:00-06:00)', () => {
  expect(sendingStartOf(window('22:00', '06:00'), at('2026-11-26T16:00:00Z'))).toBeNull(); // 23:00
  expect(sendingStartOf(window('22:00', '06:00'), at('2026-11-26T21:00:00Z'))).toBeNull(); // 04:00
  // 12:00 → 22:00 the same day.
  expect(new Date(sendingStartOf(window('22:00', '06:00'), at('2026-11-26T05:00:00Z')) as number).toISOString()).toBe('2026-11-26T15:00:00.000Z');
});
