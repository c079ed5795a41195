/** Zalo's own error codes (ZaloApiError.code), which both drivers raise unchanged. */
export const ZaloErrorCode = {
  SESSION_EXPIRED: 102,
  EMPTY_LIST: 112,
  STRANGER_CANNOT_RECEIVE: 123,
  ALREADY_MEMBER: 178,
  BLOCKED: 215,
  RATE_LIMITED: 221,
  THEY_ALREADY_ASKED: 222,
  ALREADY_FRIENDS: 225,
  APPROVAL_REQUIRED: 240,
} as const;

export type ZaloErrorKind = keyof typeof ZaloErrorCode;

export type PlatformErrorKind =
  | ZaloErrorKind
  /** The platform refused the cookie (expired, revoked, or bound to another user agent). */
  | 'LOGIN_FAILED'
  | 'NETWORK'
  | 'NOT_FOUND'
  | 'INVALID_INPUT'
  | 'SESSION_CLOSED'
  | 'UNKNOWN';

/** English on purpose: the web app translates these phrases and shows the code beside them. */
const DEFAULT_MESSAGES: Record<PlatformErrorKind, string> = {
  SESSION_EXPIRED: 'Session expired',
  EMPTY_LIST: 'Empty list',
  STRANGER_CANNOT_RECEIVE: 'Stranger cannot receive messages',
  ALREADY_MEMBER: 'Already a member of the group',
  BLOCKED: 'Account blocked by the user',
  RATE_LIMITED: 'Rate limit exceeded',
  THEY_ALREADY_ASKED: 'The user already sent you a friend request',
  ALREADY_FRIENDS: 'Already friends',
  APPROVAL_REQUIRED: 'Joining the group needs approval',
  LOGIN_FAILED: 'Login failed: cookie rejected',
  NETWORK: 'Network error',
  NOT_FOUND: 'Not found',
  INVALID_INPUT: 'Invalid input',
  SESSION_CLOSED: 'Session closed',
  UNKNOWN: 'Platform error',
};

const KIND_BY_CODE = new Map<number, ZaloErrorKind>(
  Object.entries(ZaloErrorCode).map(([kind, code]) => [code, kind as ZaloErrorKind]),
);

function codeOfKind(kind: PlatformErrorKind): number | null {
  return kind in ZaloErrorCode ? ZaloErrorCode[kind as ZaloErrorKind] : null;
}

/** The one error both drivers throw. `code` is Zalo's when Zalo gave one, `kind` says what it means. */
export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  readonly kind: PlatformErrorKind;
  readonly code: number | null;

  constructor(kind: PlatformErrorKind, message?: string, code: number | null = codeOfKind(kind)) {
    super(message ?? DEFAULT_MESSAGES[kind]);
    this.kind = kind;
    this.code = code;
  }

  /** A Zalo error code; unknown codes keep their number under kind UNKNOWN. */
  static fromCode(code: number, message?: string): PlatformError {
    const kind = KIND_BY_CODE.get(code) ?? 'UNKNOWN';
    return new PlatformError(kind, message || DEFAULT_MESSAGES[kind], code);
  }
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}

const hasKind = (error: unknown, ...kinds: PlatformErrorKind[]) =>
  isPlatformError(error) && kinds.includes(error.kind);

export const isSessionExpired = (error: unknown) => hasKind(error, 'SESSION_EXPIRED');
export const isRateLimited = (error: unknown) => hasKind(error, 'RATE_LIMITED');
export const isNetworkError = (error: unknown) => hasKind(error, 'NETWORK');
/** The account must log in again (QR or a new cookie) before it can do anything. */
export const needsRelogin = (error: unknown) => hasKind(error, 'SESSION_EXPIRED', 'LOGIN_FAILED');
