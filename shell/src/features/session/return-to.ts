/**
 * Where to go back after signing in: a signed-out visit to a protected page (`/jobs?page=2`) is sent to
 * `/login?next=%2Fjobs%3Fpage%3D2`, and login or registration return there. Only a path of this site is
 * accepted (never `//host`, `/\host`, `https://…` or `javascript:`), so `next` cannot redirect elsewhere.
 */
export const RETURN_PARAM = 'next';
export const HOME_PATH = '/dashboard';

const BASE = 'http://same-origin.invalid';
const AUTH_PATHS = new Set(['/login', '/register']);

/** The same-origin path (path + search + hash) that `value` names, or null when it is not one. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || AUTH_PATHS.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path to return to, read from a page's query string (`?next=`). */
export const returnPathOf = (search: string) => safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));

/** A sign-in page path (`/login`, `/register`) that carries `returnTo` along, when there is one worth keeping. */
export function withReturnTo(authPath: string, returnTo: string | null): string {
  const path = safeReturnPath(returnTo);
  if (!path || path === '/' || path === HOME_PATH) return authPath;
  return `${authPath}?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}
