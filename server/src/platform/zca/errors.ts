import { ZaloApiError } from 'zca-js';
import { isPlatformError, PlatformError } from '../errors';

/** Node's fetch and sockets report network failures with these codes (often on error.cause). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_SOCKET', 'ERR_SOCKS_CONNECTION_REFUSED',
]);

const NETWORK_NAMES = new Set(['AbortError', 'TimeoutError', 'SocksClientError']);

function isNetworkFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    const code = (current as NodeJS.ErrnoException).code;
    if (code && NETWORK_CODES.has(code)) return true;
    if (NETWORK_NAMES.has(current.name) || current.message === 'fetch failed') return true;
    // SOCKS errors carry the socket's code only in their message.
    if (current.message.split(/[\s:]+/).some((word) => NETWORK_CODES.has(word))) return true;
    current = current.cause;
  }
  return false;
}

/** A zca-js failure as the product's PlatformError: Zalo's code kept as it is. */
export function toPlatformError(error: unknown): PlatformError {
  if (isPlatformError(error)) return error;
  if (error instanceof ZaloApiError) {
    return error.code === null ? new PlatformError('UNKNOWN', error.message) : PlatformError.fromCode(error.code, error.message);
  }
  if (isNetworkFailure(error)) return new PlatformError('NETWORK', error instanceof Error ? error.message : undefined);
  return new PlatformError('UNKNOWN', error instanceof Error ? error.message : String(error));
}

/**
 * zca-js's login throws a ZaloApiError without a code when Zalo refuses the cookie, and one saying
 * "Failed to fetch …" when Zalo could not be reached properly.
 */
export function toLoginError(error: unknown): PlatformError {
  if (error instanceof ZaloApiError && error.code === null) {
    return error.message.startsWith('Failed to fetch')
      ? new PlatformError('NETWORK', error.message)
      : new PlatformError('LOGIN_FAILED', error.message);
  }
  return toPlatformError(error);
}
