import { BOT_SESSIONS_PAGE_SIZE } from '../constants';
import { apiClient, call } from '../http/client';
import type * as v from 'valibot';
import type { AccountStatus } from '../schemas/account';
import type {
  BotHealth,
  BotSessionPage,
  BotStatus,
  CookieLoginSchema,
  CookieValidation,
  JoinGroupSchema,
  QrLoginStart,
  QrLoginState,
  ReloginResult,
  TestMessageSchema,
} from '../schemas/bot';

export type CookieLoginInput = v.InferInput<typeof CookieLoginSchema>;
/** POST /bots/{id}/login/cookie: the account after the login. */
export interface CookieLoginResult {
  status: AccountStatus;
  zaloUserId: string | null;
}
/** POST /bots/{id}/test-message. */
export interface TestMessageResult {
  messageId: string;
  threadId: string;
}
export type TestMessageInput = v.InferInput<typeof TestMessageSchema>;
export type JoinGroupInput = v.InferInput<typeof JoinGroupSchema>;

const bot = (accountId: string, rest: string) => `bots/${encodeURIComponent(accountId)}/${rest}`;

/** /api/v1/bots/{accountId}: QR and cookie login, the bot's listener, cookie checks. */
export const botsApi = {
  /** `t` makes every start a new request (no cache ever answers a QR). */
  startQrLogin: (accountId: string) =>
    call<QrLoginStart>(apiClient().post(bot(accountId, 'login/qr/start'), { searchParams: { t: String(Date.now()) } })),
  qrLoginStatus: (accountId: string, loginRequestId: string) =>
    call<QrLoginState>(apiClient().get(bot(accountId, 'login/qr/status'), { searchParams: { loginRequestId } })),
  /** Without input the stored session is used. */
  cookieLogin: (accountId: string, input: CookieLoginInput = {}) =>
    call<CookieLoginResult>(apiClient().post(bot(accountId, 'login/cookie'), { json: input })),
  start: (accountId: string) => call<BotStatus>(apiClient().post(bot(accountId, 'start'))),
  stop: (accountId: string) => call<BotStatus>(apiClient().post(bot(accountId, 'stop'))),
  status: (accountId: string) => call<BotStatus>(apiClient().get(bot(accountId, 'status'))),
  sessions: (accountId: string, page = 1, limit = BOT_SESSIONS_PAGE_SIZE) =>
    call<BotSessionPage>(
      apiClient().get(bot(accountId, 'sessions'), { searchParams: { page: String(page), limit: String(limit) } }),
    ),
  testMessage: (accountId: string, input: TestMessageInput) =>
    call<TestMessageResult>(apiClient().post(bot(accountId, 'test-message'), { json: input })),
  joinGroup: (accountId: string, input: JoinGroupInput) =>
    call<{ joined: boolean }>(apiClient().post(bot(accountId, 'join-group'), { json: input })),
  validateCookie: (accountId: string) => call<CookieValidation>(apiClient().get(bot(accountId, 'cookie/validate'))),
  autoRelogin: (accountId: string) => call<ReloginResult>(apiClient().post(bot(accountId, 'login/auto-relogin'))),
  health: (accountId: string) => call<BotHealth>(apiClient().get(bot(accountId, 'health'))),
};
