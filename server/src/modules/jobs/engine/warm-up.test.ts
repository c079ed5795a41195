import { parseWarmUp } from '../../../config/jobs';
import { warmUpCap, warmUpDay } from './warm-up';

const vn = (text: string) => Date.parse(`${text}+07:00`);
const SCHEDULE = [0.2, 0.5, 0.9];

describe('warm-up caps', () => {
  it('counts Vietnamese days from the first login: day 1 is its day, then the full cap', () => {
    const first = new Date(vn('2026-11-25T23:30:00'));
    expect(warmUpDay(SCHEDULE, first, vn('2026-11-25T23:59:00'))).toBe(1);
    expect(warmUpDay(SCHEDULE, first, vn('2026-11-26T00:01:00'))).toBe(2);
    expect(warmUpDay(SCHEDULE, first, vn('2026-11-27T12:00:00'))).toBe(3);
    expect(warmUpDay(SCHEDULE, first, vn('2026-11-28T00:00:00'))).toBeNull();
    expect(warmUpCap(100, SCHEDULE, first, vn('2026-11-25T23:59:00'))).toBe(20);
    expect(warmUpCap(100, SCHEDULE, first, vn('2026-11-26T08:00:00'))).toBe(50);
    expect(warmUpCap(100, SCHEDULE, first, vn('2026-11-28T08:00:00'))).toBe(100);
  });

  it('never goes below one, and no schedule means the full cap', () => {
    expect(warmUpCap(2, SCHEDULE, new Date(vn('2026-11-25T10:00:00')), vn('2026-11-25T11:00:00'))).toBe(1);
    expect(warmUpCap(2000, [], new Date(vn('2026-11-25T10:00:00')), vn('2026-11-25T11:00:00'))).toBe(2000);
  });

  it('parses JOB_WARMUP', () => {
    expect(parseWarmUp('0.2, 0.5,1')).toEqual([0.2, 0.5, 1]);
    expect(parseWarmUp('off')).toEqual([]);
    expect(() => parseWarmUp('0.2,2')).toThrow(/JOB_WARMUP/);
    expect(() => parseWarmUp('0,0.5')).toThrow(/JOB_WARMUP/);
  });
});
