import type { BreakerSettings } from '../../../config/jobs';
import { afterAttempt, type BreakerCounters, type Mark, markOf } from './breaker';

const SETTINGS: BreakerSettings = { consecutive: 5, window: 20, rate: 0.5, pauseMs: 60_000 };

function play(marks: string, settings = SETTINGS): { counters: BreakerCounters; trips: Array<{ at: number; reason: string }> } {
  let counters: BreakerCounters = { streak: 0, recent: '' };
  const trips: Array<{ at: number; reason: string }> = [];
  [...marks].forEach((char, index) => {
    const mark: Mark = char === '-' ? null : (char as Mark);
    const next = afterAttempt(counters, mark, settings);
    counters = next.counters;
    if (next.trip) {
      trips.push({ at: index, reason: next.trip });
      counters = { streak: 0, recent: '' };
    }
  });
  return { counters, trips };
}

describe('circuit breaker', () => {
  it('counts failures Zalo answered with a code; a send counts as a success; the rest is not counted', () => {
    expect(markOf('FAILED', 215)).toBe('F');
    expect(markOf('FAILED', 123)).toBe('F');
    expect(markOf('SENT', null)).toBe('S');
    // Network (no code), a phone without Zalo (no code), skipped recipients.
    expect(markOf('FAILED', null)).toBeNull();
    expect(markOf('SKIPPED', 225)).toBeNull();
  });

  it('opens after the configured run of consecutive failures; a send resets the run, uncounted outcomes do not', () => {
    expect(play('FFFFSFFFF').trips).toEqual([]);
    expect(play('FFFF-F').trips).toEqual([{ at: 5, reason: 'Tạm dừng gửi: 5 lần thất bại liên tiếp' }]);
    expect(play('SSFFFFF').trips[0].at).toBe(6);
  });

  it('opens at a failure rate over the last attempts once the window is full', () => {
    // 9 failures of 20: closed; 10 of 20 (never 5 in a row): the 20th attempt opens it.
    expect(play('FSFSFSFSFSFSFSFSFSSS', { ...SETTINGS, consecutive: 0 }).trips).toEqual([]);
    expect(play('FSFSFSFSFSFSFSFSFSSF', { ...SETTINGS, consecutive: 0 }).trips).toEqual([{ at: 19, reason: 'Tạm dừng gửi: 10/20 lần gửi gần nhất thất bại' }]);
    // Fewer than the window's attempts: no rate yet.
    expect(play('FSFSF', { ...SETTINGS, consecutive: 0 }).trips).toEqual([]);
    // Old failures leave the window.
    expect(play('FFFF' + 'S'.repeat(20) + 'FSFS', SETTINGS).trips).toEqual([]);
  });

  it('each rule can be switched off', () => {
    expect(play('F'.repeat(30), { ...SETTINGS, consecutive: 0, window: 0 }).trips).toEqual([]);
    expect(play('F'.repeat(30), { ...SETTINGS, consecutive: 0, window: 0 }).counters).toEqual({ streak: 30, recent: '' });
  });
});
