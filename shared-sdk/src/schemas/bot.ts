import * as v from 'valibot';
import type { AccountLogins } from './account-health';

/** Bots (an account's live session), QR login and cookie checks: the contract of /api/v1/bots. */

export const QR_STATUSES = ['PENDING', 'SCANNED', 'SUCCESS', 'EXPIRED', 'ERROR'] as const;
export type QrStatus = (typeof QR_STATUSES)[number];

/** POST /bots/{id}/login/qr/start. `qrCodeBase64` is a PNG, without the data: prefix. */
export interface QrLoginStart {
  loginRequestId: string;
  qrCodeBase64: string;
}

/** GET /bots/{id}/login/qr/status?loginRequestId=. */
export interface QrLoginState {
  status: QrStatus;
  /** Set once scanned: who scanned. */
  displayName?: string;
  /** Why it ended in ERROR. */
  error?: string;
}

/** GET /bots/{id}/status. */
export interface BotStatus {
  isRunning: boolean;
}

/** GET /bots/{id}/cookie/validate. */
export interface CookieValidation {
  isValid: boolean;
  needsRelogin: boolean;
}

/** POST /bots/{id}/login/auto-relogin. */
export interface ReloginResult {
  reloginSuccess: boolean;
  needsQRScan: boolean;
}

/** One run of an account's bot, for GET /bots/{id}/sessions. */
export interface BotSession {
  id: string;
  startedAt: string;
  endedAt: string | null;
  /** Why it ended: STOPPED, KICKED, SESSION_EXPIRED, SERVER_SHUTDOWN, ERROR; null while running. */
  endReason: string | null;
  messagesReceived: number;
  messagesSent: number;
}

export interface BotSessionPage {
  items: BotSession[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** GET /bots/{id}/health. */
export interface BotHealth {
  accountId: string;
  status: string;
  isRunning: boolean;
  /** True when this server process holds the session and its listener is connected. */
  listening: boolean;
  reconnectAttempts: number;
  lastMessageAt: string | null;
  aiProviderConfigured: boolean;
  /** Today's logins of the account and whether automatic re-logins are paused. */
  logins: AccountLogins;
}

export const BOT_MESSAGES = {
  emptyMessage: 'Tin nhắn không được để trống',
  emptyGroupLink: 'Link nhóm không được để trống',
  invalidGroupLink: 'Link nhóm không hợp lệ',
  emptyCookie: 'Cookie không được để trống',
} as const;

/** POST /bots/{id}/test-message: to a user id or a phone number; the account's own chat when absent. */
export const TestMessageSchema = v.object({
  message: v.pipe(v.string(BOT_MESSAGES.emptyMessage), v.trim(), v.nonEmpty(BOT_MESSAGES.emptyMessage), v.maxLength(2000)),
  to: v.optional(v.pipe(v.string(), v.trim())),
});

/** POST /bots/{id}/join-group. */
export const JoinGroupSchema = v.object({
  groupLink: v.pipe(
    v.string(BOT_MESSAGES.emptyGroupLink),
    v.trim(),
    v.nonEmpty(BOT_MESSAGES.emptyGroupLink),
    v.regex(/^https?:\/\/(chat\.)?zalo\.me\/g\/[A-Za-z0-9_-]+\/?$/, BOT_MESSAGES.invalidGroupLink),
  ),
});

/** Cookie login: the add-account dialog's and the server's texts. */
export const COOKIE_LOGIN_MESSAGES = {
  cookieRequired: 'Hãy dán cookie của phiên Zalo (dạng JSON)',
  cookieNotJson: 'Nội dung JSON bị lỗi: hãy dán đúng và đủ nội dung xuất từ trình duyệt',
  cookieEmpty: 'Không thấy cookie nào trong nội dung đã dán: cần danh sách cookie xuất từ trình duyệt (JSON) hoặc dạng tên=giá trị; …',
  imeiRequired: 'Hãy nhập IMEI của phiên Zalo',
  userAgentRequired: 'Hãy nhập User-Agent của trình duyệt đã lấy cookie',
  tooLong: 'Nội dung quá dài',
} as const;

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A `name=value; name2=value2` header, as some tools copy a cookie. */
function fromCookieHeader(header: string): Array<Record<string, unknown>> {
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.indexOf('=') > 0)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { key: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), domain: 'chat.zalo.me', path: '/' };
    });
}

const isCookieEntry = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { value?: unknown }).value === 'string';

/**
 * The cookies of a pasted session, as people paste them: the JSON array a browser extension exports, the
 * `{ url, cookies }` export, that JSON as text, or a `name=value; …` header. Null when there are none.
 */
export function sessionCookieOf(value: unknown): Array<Record<string, unknown>> | null {
  let parsed = value;
  if (typeof value === 'string') {
    const text = value.trim();
    parsed = text.startsWith('[') || text.startsWith('{') ? parsedJson(text) : fromCookieHeader(text);
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { cookies?: unknown } | null | undefined)?.cookies;
  const cookies = Array.isArray(list) ? list.filter(isCookieEntry) : [];
  return cookies.length > 0 ? cookies : null;
}

/** Why a pasted cookie is not one, or null when it is. */
export function cookieProblem(value: unknown): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return COOKIE_LOGIN_MESSAGES.cookieRequired;
  if (typeof value === 'string' && /^[[{]/.test(value.trim()) && parsedJson(value.trim()) === undefined) return COOKIE_LOGIN_MESSAGES.cookieNotJson;
  return sessionCookieOf(value) ? null : COOKIE_LOGIN_MESSAGES.cookieEmpty;
}

const sessionText = (message: string) => v.optional(v.pipe(v.string(message), v.trim(), v.maxLength(2000, COOKIE_LOGIN_MESSAGES.tooLong)));

/**
 * POST /bots/{id}/login/cookie: a session exported from a browser (cookie, IMEI, User-Agent: all three); without a
 * body the stored one is used. Each missing or malformed part is named in Vietnamese, on its field.
 */
export const CookieLoginSchema = v.pipe(
  v.object({
    cookie: v.optional(
      v.union(
        [v.pipe(v.string(), v.maxLength(200_000, COOKIE_LOGIN_MESSAGES.tooLong)), v.array(v.record(v.string(), v.unknown())), v.record(v.string(), v.unknown())],
        COOKIE_LOGIN_MESSAGES.cookieNotJson,
      ),
    ),
    imei: sessionText(COOKIE_LOGIN_MESSAGES.imeiRequired),
    userAgent: sessionText(COOKIE_LOGIN_MESSAGES.userAgentRequired),
  }),
  v.forward(
    v.partialCheck([['cookie'], ['imei'], ['userAgent']], (input) => !pasted(input) || cookieProblem(input.cookie) === null, (issue) =>
      cookieProblem((issue.input as { cookie?: unknown }).cookie) ?? COOKIE_LOGIN_MESSAGES.cookieRequired,
    ),
    ['cookie'],
  ),
  v.forward(
    v.partialCheck([['cookie'], ['imei'], ['userAgent']], (input) => !pasted(input) || Boolean(input.imei), COOKIE_LOGIN_MESSAGES.imeiRequired),
    ['imei'],
  ),
  v.forward(
    v.partialCheck([['cookie'], ['imei'], ['userAgent']], (input) => !pasted(input) || Boolean(input.userAgent), COOKIE_LOGIN_MESSAGES.userAgentRequired),
    ['userAgent'],
  ),
);

/** Something of a session was given: then all three parts are needed (nothing given: the stored session). */
function pasted(input: { cookie?: unknown; imei?: string; userAgent?: string }): boolean {
  return input.cookie !== undefined || Boolean(input.imei) || Boolean(input.userAgent);
}

export const PageQuerySchema = v.object({
  page: v.optional(v.pipe(v.unknown(), v.transform((value) => Math.max(1, Number.parseInt(String(value), 10) || 1))), 1),
  limit: v.optional(
    v.pipe(v.unknown(), v.transform((value) => Math.min(100, Math.max(1, Number.parseInt(String(value), 10) || 10)))),
    10,
  ),
});
