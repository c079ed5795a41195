import { useCallback, useEffect, useRef, useState } from 'react';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_MAX_TRIES, type PaymentStatusResult, subscriptionApi } from 'shared-sdk';

export interface PaymentPollingHandlers {
  onCompleted: (result: PaymentStatusResult) => void;
  /** FAILED or CANCELLED. */
  onFailed: (result: PaymentStatusResult) => void;
  /** No final status after the last try. */
  onTimeout: () => void;
}

export interface PaymentPollingOptions {
  intervalMs?: number;
  maxTries?: number;
  /** Ask once straight away (a pending payment resumed after a reload), then keep the interval. */
  immediate?: boolean;
}

export type PollingState = 'idle' | 'polling' | 'timeout';

/**
 * Polls GET /subscription/payment/{orderCode}/status every 5 s, at most 60 times.
 * A failed request counts as a try. Stops on COMPLETED, FAILED or CANCELLED, on time-out, on unmount
 * and when `orderCode` becomes null; `restart` starts a fresh round of tries.
 */
export function usePaymentPolling(
  orderCode: number | null,
  handlers: PaymentPollingHandlers,
  { intervalMs = PAYMENT_POLL_INTERVAL_MS, maxTries = PAYMENT_POLL_MAX_TRIES, immediate = false }: PaymentPollingOptions = {},
) {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const [round, setRound] = useState(0);
  const [state, setState] = useState<PollingState>('idle');
  const immediateRef = useRef(immediate);
  immediateRef.current = immediate;

  useEffect(() => {
    if (orderCode === null) {
      setState('idle');
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    setState('polling');

    const tick = async () => {
      tries += 1;
      let result: PaymentStatusResult | null = null;
      try {
        result = await subscriptionApi.paymentStatus(orderCode);
      } catch {
        result = null;
      }
      if (stopped) return;
      if (result?.status === 'COMPLETED') {
        setState('idle');
        handlersRef.current.onCompleted(result);
      } else if (result?.status === 'FAILED' || result?.status === 'CANCELLED') {
        setState('idle');
        handlersRef.current.onFailed(result);
      } else if (tries >= maxTries) {
        setState('timeout');
        handlersRef.current.onTimeout();
      } else {
        timer = setTimeout(tick, intervalMs);
      }
    };

    timer = setTimeout(tick, immediateRef.current || round > 0 ? 0 : intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderCode, round, intervalMs, maxTries]);

  const restart = useCallback(() => setRound((n) => n + 1), []);
  return { state, restart };
}
