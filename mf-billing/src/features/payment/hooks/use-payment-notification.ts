import { useEffect, useRef } from 'react';
import { type NewNotification, PAYMENT_MARKER_MAX_AGE_MS, useNotifications } from 'shared-sdk';

/** sessionStorage key of the order codes already announced in this tab, with the time they were. */
export const PAYMENT_MARKERS_STORAGE_KEY = 'billing.paymentNotified';

type Markers = Record<string, number>;

function readMarkers(): Markers {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PAYMENT_MARKERS_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Markers) : {};
  } catch {
    return {};
  }
}

function writeMarkers(markers: Markers): void {
  try {
    if (Object.keys(markers).length === 0) sessionStorage.removeItem(PAYMENT_MARKERS_STORAGE_KEY);
    else sessionStorage.setItem(PAYMENT_MARKERS_STORAGE_KEY, JSON.stringify(markers));
  } catch {
    /* storage unavailable */
  }
}

/** Drops markers older than one hour and returns the rest. */
export function pruneMarkers(now: number = Date.now()): Markers {
  const markers = readMarkers();
  const kept: Markers = {};
  for (const [orderCode, at] of Object.entries(markers)) {
    if (typeof at === 'number' && now - at < PAYMENT_MARKER_MAX_AGE_MS) kept[orderCode] = at;
  }
  writeMarkers(kept);
  return kept;
}

/** True the first time an order code is claimed within the hour; records it. */
export function claimNotification(orderCode: string, now: number = Date.now()): boolean {
  const markers = pruneMarkers(now);
  if (orderCode in markers) return false;
  writeMarkers({ ...markers, [orderCode]: now });
  return true;
}

/**
 * Raises `notification` once per order code (remembered in sessionStorage for an hour). Nothing is
 * raised while `notification` is null, e.g. while the server is still being asked.
 */
export function usePaymentNotification(orderCode: string | null, notification: NewNotification | null): void {
  const { add } = useNotifications();
  const latest = useRef(notification);
  latest.current = notification;
  const ready = notification !== null;
  useEffect(() => {
    pruneMarkers();
    if (!ready || !orderCode || !latest.current) return;
    if (claimNotification(orderCode)) add(latest.current);
  }, [orderCode, ready, add]);
}
