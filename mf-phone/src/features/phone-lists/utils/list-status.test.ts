import { cardActions, listStatusColor, progressPercent, successRate } from './list-status';

const listOf = (status: string, counts: Partial<{ totalNumbers: number; processedNumbers: number; successfulRequests: number; failedRequests: number }> = {}) => ({
  status,
  totalNumbers: 100,
  processedNumbers: 0,
  successfulRequests: 0,
  failedRequests: 0,
  ...counts,
});

test.each([
  ['PROCESSING', 'blue'],
  ['COMPLETED', 'green'],
  ['PAUSED', 'gold'],
  ['CANCELLED', 'red'],
  ['PENDING', 'default'],
  ['SOMETHING_NEW', 'default'],
])('a %s badge is %s', (status, color) => {
  expect(listStatusColor(status)).toBe(color);
});

test('PENDING: schedule buttons, details and delete', () => {
  expect(cardActions(listOf('PENDING'), false)).toEqual(['scheduleFriendRequests', 'scheduleMessages', 'details', 'delete']);
});

test('PROCESSING: pause, details, run now with a schedule; never delete', () => {
  expect(cardActions(listOf('PROCESSING'), true)).toEqual(['pause', 'details', 'runNow']);
  expect(cardActions(listOf('PROCESSING'), false)).toEqual(['pause', 'details']);
});

test('PAUSED: resume and delete; failed numbers add retry', () => {
  expect(cardActions(listOf('PAUSED', { failedRequests: 3 }), true)).toEqual(['resume', 'details', 'retry', 'delete']);
});

test('COMPLETED and CANCELLED: details and delete', () => {
  expect(cardActions(listOf('COMPLETED'), true)).toEqual(['details', 'delete']);
  expect(cardActions(listOf('CANCELLED'), false)).toEqual(['details', 'delete']);
});

test('progress is processed over total; the success rate needs something processed', () => {
  expect(progressPercent(listOf('PROCESSING', { processedNumbers: 33 }))).toBe(33);
  expect(progressPercent(listOf('PENDING', { totalNumbers: 0 }))).toBe(0);
  expect(successRate(listOf('PROCESSING'))).toBeNull();
  expect(successRate(listOf('PROCESSING', { processedNumbers: 3, successfulRequests: 2 }))).toBe(66.7);
});
