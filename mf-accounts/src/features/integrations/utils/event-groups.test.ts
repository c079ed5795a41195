import { WEBHOOK_EVENT_TYPES } from 'shared-sdk';
import { ALL_WEBHOOK_EVENTS, eventLabel } from './event-groups';

test('the groups hold every event once', () => {
  expect([...ALL_WEBHOOK_EVENTS].sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
});

test('events by their Vietnamese label; the test delivery is "Gửi thử"', () => {
  expect(eventLabel('message.received')).toBe('Nhận tin nhắn mới');
  expect(eventLabel('webhook.test')).toBe('Gửi thử');
});
