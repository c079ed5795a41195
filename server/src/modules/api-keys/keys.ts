import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX } from 'shared-sdk/schemas';

/** How many of the key's first characters are kept and shown (`zmk_` and 8 more). */
export const SHOWN_PREFIX_LENGTH = 12;

/** A new key: `zmk_` and 32 random bytes (base64url, 43 characters). */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What is stored instead of the key: its SHA-256, hex. */
export function hashApiKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/** The key's SHA-256 as bytes (the guard compares these; the one-shot hash costs a third of a Hash object, per request). */
export function digestApiKey(key: string): Buffer {
  return hash('sha256', key, 'buffer') as unknown as Buffer;
}

/** Two digests compared in constant time. */
export function sameDigest(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The key a request carries (`Authorization: Bearer zmk_…` or `X-API-Key: zmk_…`), or null. */
export function keyOfRequest(headers: Record<string, string | string[] | undefined>): string | null {
  const header = headers['x-api-key'];
  const named = (Array.isArray(header) ? header[0] : header)?.trim();
  if (named) return named;
  const authorization = headers.authorization;
  const bearer = typeof authorization === 'string' && authorization.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
  return bearer.startsWith(API_KEY_PREFIX) ? bearer : null;
}
