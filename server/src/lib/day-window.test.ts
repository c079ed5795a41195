import { closesAt, isOpen, minuteOf, opensAt, parseWindow, timeOf } from './day-window';

/** An instant given as Vietnamese wall-clock time (UTC+7, no daylight saving). */
const vn = (text: string) => Date.parse(`${text}+07:00`);
const window = (text: string) => parseWindow(text) as { start: number; end: number };

describe('sending window maths (Asia/Ho_Chi_Minh)', () => {
  it('parses HH:MM-HH:MM and off, refuses anything else', () => {
    expect(parseWindow('08:00-21:00')).toEqual({ start: 480, end: 1260 });
    expect(parseWindow('off')).toBeNull();
    for (const bad of ['8-21', '08:00', '24:00-01:00', '08:00-21:60', '08:00-21:00-22:00']) expect(() => parseWindow(bad)).toThrow(/JOB_SENDING_WINDOW/);
    expect(minuteOf('23:59')).toBe(1439);
    expect(timeOf(1439)).toBe('23:59');
    expect(timeOf(0)).toBe('00:00');
  });

  it('a day window: open from its start (included) to its end (excluded), else opens at the next start', () => {
    const day = window('08:00-21:00');
    expect(isOpen(day, vn('2026-11-25T07:59:59'))).toBe(false);
    expect(opensAt(day, vn('2026-11-25T07:59:59'))).toBe(vn('2026-11-25T08:00:00'));
    expect(opensAt(day, vn('2026-11-25T08:00:00'))).toBeNull();
    expect(closesAt(day, vn('2026-11-25T20:59:59'))).toBe(vn('2026-11-25T21:00:00'));
    expect(isOpen(day, vn('2026-11-25T21:00:00'))).toBe(false);
    // After the end, the next morning; just after midnight, the same morning.
    expect(opensAt(day, vn('2026-11-25T21:00:00'))).toBe(vn('2026-11-26T08:00:00'));
    expect(opensAt(day, vn('2026-11-26T00:30:00'))).toBe(vn('2026-11-26T08:00:00'));
    // Vietnamese midnight is 17:00 UTC: the day changes there, not at UTC midnight.
    expect(opensAt(day, Date.parse('2026-11-25T23:30:00Z'))).toBe(vn('2026-11-26T08:00:00'));
  });

  it('a window crossing midnight (22:00-06:00)', () => {
    const night = window('22:00-06:00');
    expect(isOpen(night, vn('2026-11-25T23:00:00'))).toBe(true);
    expect(isOpen(night, vn('2026-11-26T05:59:00'))).toBe(true);
    expect(closesAt(night, vn('2026-11-25T23:00:00'))).toBe(vn('2026-11-26T06:00:00'));
    expect(closesAt(night, vn('2026-11-26T01:00:00'))).toBe(vn('2026-11-26T06:00:00'));
    expect(isOpen(night, vn('2026-11-26T06:00:00'))).toBe(false);
    expect(opensAt(night, vn('2026-11-26T06:00:00'))).toBe(vn('2026-11-26T22:00:00'));
    expect(opensAt(night, vn('2026-11-26T21:59:59'))).toBe(vn('2026-11-26T22:00:00'));
  });

  it('start = end is open all day, with no closing time', () => {
    const all = window('09:00-09:00');
    for (const at of ['2026-11-25T00:00:00', '2026-11-25T08:59:59', '2026-11-25T09:00:00', '2026-11-25T23:59:59']) {
      expect(opensAt(all, vn(at))).toBeNull();
      expect(closesAt(all, vn(at))).toBeNull();
    }
  });

  it('every instant of a year is open or has an opening within 24 h that is inside the window', () => {
    const day = window('08:00-21:00');
    for (let at = vn('2026-01-01T00:00:00'); at < vn('2027-01-01T00:00:00'); at += 7 * 3_600_000 + 13 * 60_000) {
      const opens = opensAt(day, at);
      if (opens === null) continue;
      expect(opens - at).toBeGreaterThan(0);
      expect(opens - at).toBeLessThanOrEqual(11 * 3_600_000);
      expect(isOpen(day, opens)).toBe(true);
      expect(isOpen(day, opens - 1)).toBe(false);
    }
  });
});
