import * as v from 'valibot';

/** Bots (an account's live session), QR login and cookie checks: the contract of /api/v1/bots (spec part 1 §3, §4, §7). */

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

/** POST /bots/{id}/login/cookie: a session exported from a browser; without a body the stored one is used. */
export const CookieLoginSchema = v.object({
  cookie: v.optional(v.union([v.string(), v.array(v.record(v.string(), v.unknown())), v.record(v.string(), v.unknown())])),
  imei: v.optional(v.string()),
  userAgent: v.optional(v.string()),
});

export const PageQuerySchema = v.object({
  page: v.optional(v.pipe(v.unknown(), v.transform((value) => Math.max(1, Number.parseInt(String(value), 10) || 1))), 1),
  limit: v.optional(
    v.pipe(v.unknown(), v.transform((value) => Math.min(100, Math.max(1, Number.parseInt(String(value), 10) || 10)))),
    10,
  ),
});
