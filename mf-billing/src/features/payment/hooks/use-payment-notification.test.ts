import { PAYMENT_MARKER_MAX_AGE_MS } from 'shared-sdk';
import { claimNotification, PAYMENT_MARKERS_STORAGE_KEY, pruneMarkers } from './use-payment-notification';

beforeEach(() => sessionStorage.clear());

test('an order code is announced once, remembered in sessionStorage', () => {
  const now = 1_800_000_000_000;
  expect(claimNotification('111', now)).toBe(true);
  expect(claimNotification('111', now + 1_000)).toBe(false);
  expect(claimNotification('222', now + 1_000)).toBe(true);
  expect(JSON.parse(sessionStorage.getItem(PAYMENT_MARKERS_STORAGE_KEY)!)).toEqual({ '111': now, '222': now + 1_000 });
});

test('markers older than one hour are removed, so the order code can be announced again', () => {
  const now = 1_800_000_000_000;
  claimNotification('111', now);
  claimNotification('222', now + 30 * 60_000);
  expect(claimNotification('111', now + PAYMENT_MARKER_MAX_AGE_MS - 1)).toBe(false);

  const later = now + PAYMENT_MARKER_MAX_AGE_MS;
  expect(pruneMarkers(later)).toEqual({ '222': now + 30 * 60_000 });
  expect(JSON.parse(sessionStorage.getItem(PAYMENT_MARKERS_STORAGE_KEY)!)).toEqual({ '222': now + 30 * 60_000 });
  expect(claimNotification('111', later)).toBe(true);
});

test('broken storage content is ignored', () => {
  sessionStorage.setItem(PAYMENT_MARKERS_STORAGE_KEY, 'not json');
  expect(claimNotification('1', 0)).toBe(true);
});
