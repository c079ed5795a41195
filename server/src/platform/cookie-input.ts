import { PlatformError } from './errors';
import type { CookieEntry, SessionCookie } from './types';

function isEntry(value: unknown): value is CookieEntry {
  return typeof value === 'object' && value !== null && typeof (value as CookieEntry).value === 'string';
}

function fromHeader(header: string): SessionCookie {
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.includes('='))
    .map((pair) => {
      const at = pair.indexOf('=');
      return { key: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), domain: 'chat.zalo.me', path: '/' };
    });
}

/**
 * A cookie as people paste it for a cookie login: the JSON array a browser extension exports, the
 * `{ url, cookies }` export of J2TEAM Cookies, that JSON as text, or a `name=value; …` header.
 */
export function parseCookieInput(input: unknown): SessionCookie {
  let value = input;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text.startsWith('[') && !text.startsWith('{')) value = fromHeader(text);
    else {
      try {
        value = JSON.parse(text);
      } catch {
        throw new PlatformError('INVALID_INPUT', 'Cookie is not valid JSON');
      }
    }
  }
  const list = Array.isArray(value) ? value : (value as { cookies?: unknown } | null)?.cookies;
  const cookies = Array.isArray(list) ? list.filter(isEntry) : [];
  if (cookies.length === 0) throw new PlatformError('INVALID_INPUT', 'Cookie has no entries');
  return cookies;
}
