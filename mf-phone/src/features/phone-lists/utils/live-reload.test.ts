import { phoneListsReloadInterval } from './live-reload';

const lists = (...statuses: string[]) => statuses.map((status) => ({ status }));

test.each([
  ['PROCESSING', 10_000],
  ['PENDING', false],
  ['PAUSED', false],
  ['COMPLETED', false],
  ['CANCELLED', false],
] as const)('a page with a %s list reloads: %s', (status, interval) => {
  expect(phoneListsReloadInterval(lists('COMPLETED', status))).toBe(interval);
});

test('no lists, no reload', () => {
  expect(phoneListsReloadInterval(undefined)).toBe(false);
  expect(phoneListsReloadInterval([])).toBe(false);
});
