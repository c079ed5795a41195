/** Keys whose values never reach the log: passwords, tokens, secrets, cookies, device ids. */
export const SECRET_KEY = /password|token|secret|cookie|imei/i;
const HIDDEN = '[ẩn]';
/** A text longer than this (an attachment's data URL, a pasted list) is cut. */
const MAX_TEXT = 300;
const MAX_ITEMS = 20;
const MAX_DEPTH = 4;

/** A copy of a request body or answer fit for the log: secrets hidden, long texts and lists cut. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => redact(item, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… (${value.length} mục)`] : items;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = SECRET_KEY.test(key) ? HIDDEN : redact(item, depth + 1);
  return copy;
}

/** An object's fields as the log keeps them (null for anything that is not an object with fields). */
export function redactedFields(value: unknown): Record<string, unknown> | null {
  const copy = redact(value);
  return copy && typeof copy === 'object' && !Array.isArray(copy) && Object.keys(copy).length > 0 ? (copy as Record<string, unknown>) : null;
}
