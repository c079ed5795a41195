import { createHmac } from 'node:crypto';

/**
 * payOS's signatures, written from its documentation rather than taken from the SDK, so the simulator
 * checks the SDK instead of agreeing with it by construction.
 */

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

function sortKeys(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(object).sort().map((key) => [key, object[key]]));
}

/** null and undefined sign as empty text; an array as the JSON of its items with sorted keys. */
function signedValue(value: unknown): string {
  if (value === null || value === undefined || value === 'null' || value === 'undefined') return '';
  if (Array.isArray(value)) return JSON.stringify(value.map(sortKeys));
  return String(value);
}

/** Responses and webhooks: HMAC-SHA256 of `key=value&…` over the data's keys in alphabetical order. */
export function signData(data: Record<string, unknown>, checksumKey: string): string {
  const text = Object.keys(data)
    .sort()
    .filter((key) => data[key] !== undefined)
    .map((key) => `${key}=${signedValue(data[key])}`)
    .join('&');
  return hmac(checksumKey, text);
}

/** A payment-link request signs these five fields only, in this order. */
export function signPaymentRequest(
  request: { amount: number; cancelUrl: string; description: string; orderCode: number; returnUrl: string },
  checksumKey: string,
): string {
  const { amount, cancelUrl, description, orderCode, returnUrl } = request;
  return hmac(
    checksumKey,
    `amount=${amount}&cancelUrl=${cancelUrl}&description=${description}&orderCode=${orderCode}&returnUrl=${returnUrl}`,
  );
}
