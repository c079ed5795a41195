import { TRACKING, trackingState } from './tracking';

test('polls every 2 s, closes 3 s after completion, gives up after 30 minutes', () => {
  expect(TRACKING).toEqual({ pollMs: 2000, giveUpMs: 1_800_000, closeAfterMs: 3000 });
});

test('stops on completion, before and after the cap', () => {
  expect(trackingState({ completed: true }, 0, 1_000)).toBe('completed');
  expect(trackingState({ completed: true }, 0, 40 * 60_000)).toBe('completed');
});

test('keeps running until 30 minutes, then gives up', () => {
  expect(trackingState(null, 0, 2_000)).toBe('running');
  expect(trackingState({ completed: false }, 0, 30 * 60_000 - 1)).toBe('running');
  expect(trackingState({ completed: false }, 0, 30 * 60_000)).toBe('gave-up');
});
