import { useCallback, useState } from 'react';
import type { PaymentLink } from 'shared-sdk';

/** A payment link waiting for its result; kept in sessionStorage so a reload keeps the card and resumes polling. */
export interface PendingPayment extends PaymentLink {
  planId: string;
  planDisplayName: string;
  createdAt: number;
  /** The browser blocked the new tab: the link stays on screen. */
  popupBlocked?: boolean;
}

export const PENDING_PAYMENT_STORAGE_KEY = 'billing.pendingPayment';

function isPendingPayment(value: unknown): value is PendingPayment {
  const v = value as Partial<PendingPayment> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.orderCode === 'number' &&
    typeof v.checkoutUrl === 'string' &&
    /^https?:\/\//.test(v.checkoutUrl) &&
    typeof v.amount === 'number' &&
    typeof v.planId === 'string' &&
    typeof v.planDisplayName === 'string' &&
    typeof v.createdAt === 'number'
  );
}

export function readPendingPayment(): PendingPayment | null {
  try {
    const raw = sessionStorage.getItem(PENDING_PAYMENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isPendingPayment(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writePendingPayment(payment: PendingPayment | null): void {
  try {
    if (payment) sessionStorage.setItem(PENDING_PAYMENT_STORAGE_KEY, JSON.stringify(payment));
    else sessionStorage.removeItem(PENDING_PAYMENT_STORAGE_KEY);
  } catch {
    /* storage unavailable: the card lives only in memory */
  }
}

/** The pending payment of this tab, mirrored to sessionStorage. `resumed` is true when it came from storage. */
export function usePendingPayment() {
  const [initial] = useState(readPendingPayment);
  const [pending, setPendingState] = useState<PendingPayment | null>(initial);
  const setPending = useCallback((payment: PendingPayment | null) => {
    writePendingPayment(payment);
    setPendingState(payment);
  }, []);
  return { pending, setPending, resumed: initial !== null && pending?.orderCode === initial.orderCode };
}
