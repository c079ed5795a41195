/** What payOS appended to the return URL. These values are unsigned: anyone can type them. */
export interface ReturnParams {
  code: string | null;
  orderCode: string | null;
  status: string | null;
  cancel: string | null;
}

export type ClaimedOutcome = 'success' | 'cancelled' | 'failed';

export function readReturnParams(search: URLSearchParams): ReturnParams {
  return {
    code: search.get('code'),
    orderCode: search.get('orderCode'),
    status: search.get('status'),
    cancel: search.get('cancel'),
  };
}

/**
 * Success only when code is 00, status is PAID and cancel is not true; cancelled when
 * cancel is true or status is CANCELLED; otherwise failure.
 */
export function claimedOutcome(params: ReturnParams): ClaimedOutcome {
  const cancelled = params.cancel?.toLowerCase() === 'true';
  const status = params.status?.toUpperCase() ?? '';
  if (params.code === '00' && status === 'PAID' && !cancelled) return 'success';
  if (cancelled || status === 'CANCELLED') return 'cancelled';
  return 'failed';
}

/** Only a positive integer is an order code worth asking the server about. */
export const isOrderCode = (value: string | null): value is string => value !== null && /^[1-9]\d{0,15}$/.test(value);
