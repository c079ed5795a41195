import { cardActions, listStatusColor, progressPercent, scheduleHint, successRate } from './list-status';

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
  expect(successRate(listOf('PROCESSING', { processedNumbers: 3, successfulRequests: 2, failedRequests: 1 }))).toBe(66.7);
});

test('numbers without Zalo (skipped) neither lower the success rate nor make one up', () => {
  // 4 processed: 1 sent, 3 without Zalo, nothing failed: 100 % of what was sent, not 25 %.
  expect(successRate(listOf('PROCESSING', { processedNumbers: 4, successfulRequests: 1 }))).toBe(100);
  // Only numbers without Zalo: no rate at all, rather than "Thất bại 0 · Tỷ lệ thành công 0%".
  expect(successRate(listOf('COMPLETED', { processedNumbers: 3 }))).toBeNull();
});

test('a card without schedule buttons says why', () => {
  const withSchedules = (status: string, kinds: Array<'friend-request' | 'message'>) => ({ status, schedules: kinds.map((kind) => ({ kind })) });
  expect(scheduleHint(withSchedules('PENDING', []))).toBeNull();
  expect(scheduleHint(withSchedules('PROCESSING', ['friend-request']))).toBe(
    'Chưa thể thêm lịch nhắn tin: danh sách đã có lịch kết bạn. Lịch mới chỉ tạo được khi danh sách ở trạng thái "Chờ xử lý".',
  );
  expect(scheduleHint(withSchedules('PAUSED', ['message']))).toContain('Chưa thể thêm lịch kết bạn');
  expect(scheduleHint(withSchedules('PROCESSING', ['friend-request', 'message']))).toContain('Xem, đổi giờ hoặc tắt lịch trong Chi tiết');
  expect(scheduleHint(withSchedules('COMPLETED', ['friend-request']))).toBe('Danh sách đã xử lý hết số, không cần lịch mới.');
});
