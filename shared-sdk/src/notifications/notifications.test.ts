import { createStore } from 'jotai';
import { addNotificationAtom, clearNotificationsAtom, notificationsAtom, removeNotificationAtom } from './notifications';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a notification disappears after its duration, default 4 s', () => {
  const store = createStore();
  store.set(addNotificationAtom, { type: 'info', message: 'a' });
  store.set(addNotificationAtom, { type: 'success', message: 'b', duration: 1000 });
  jest.advanceTimersByTime(1000);
  expect(store.get(notificationsAtom).map((n) => n.message)).toEqual(['a']);
  jest.advanceTimersByTime(2999);
  expect(store.get(notificationsAtom)).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(store.get(notificationsAtom)).toHaveLength(0);
});

test('duration 0 or less stays until removed; remove one and clear all', () => {
  const store = createStore();
  const sticky = store.set(addNotificationAtom, { type: 'error', message: 'sticky', duration: 0 });
  store.set(addNotificationAtom, { type: 'warning', message: 'also', title: 'T', duration: -1 });
  jest.advanceTimersByTime(60_000);
  expect(store.get(notificationsAtom)).toHaveLength(2);
  store.set(removeNotificationAtom, sticky);
  expect(store.get(notificationsAtom).map((n) => n.message)).toEqual(['also']);
  store.set(clearNotificationsAtom);
  expect(store.get(notificationsAtom)).toEqual([]);
});
