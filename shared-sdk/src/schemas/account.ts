import * as v from 'valibot';

/** Accounts and their AI auto-reply: the contract of /api/v1/accounts and /api/v1/ai. */

export const ACCOUNT_STATUSES = [
  'ACTIVE',
  'INACTIVE',
  'PENDING',
  'SUSPENDED',
  'COOKIE_EXPIRED',
  'RELOGIN_REQUIRED',
  'LOGIN_ERROR',
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The label of each account status, as the screens show it. */
export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  ACTIVE: 'Hoạt động',
  INACTIVE: 'Tạm ngừng',
  PENDING: 'Chưa đăng nhập',
  SUSPENDED: 'Tạm khóa',
  COOKIE_EXPIRED: 'Cookie hết hạn',
  RELOGIN_REQUIRED: 'Cần đăng nhập lại',
  LOGIN_ERROR: 'Lỗi đăng nhập',
};

/** antd Tag colours of the statuses, the same on the accounts screen and the dashboard. */
export const ACCOUNT_STATUS_COLORS: Record<AccountStatus, string> = {
  ACTIVE: 'success',
  INACTIVE: 'default',
  PENDING: 'processing',
  SUSPENDED: 'volcano',
  COOKIE_EXPIRED: 'warning',
  RELOGIN_REQUIRED: 'orange',
  LOGIN_ERROR: 'error',
};

/** Statuses whose card offers re-login. */
export const RELOGIN_STATUSES: readonly AccountStatus[] = ['COOKIE_EXPIRED', 'RELOGIN_REQUIRED', 'LOGIN_ERROR'];

export const ACCOUNT_MESSAGES = {
  emptyDisplayName: 'Tên hiển thị không được để trống',
  displayNameTooLong: 'Tên hiển thị tối đa 100 ký tự',
  invalidFlag: 'Giá trị không hợp lệ',
  invalidProxy: 'Proxy không hợp lệ',
  emptyPrompt: 'System prompt không được để trống',
  promptTooLong: 'Hướng dẫn trả lời cho AI tối đa 20.000 ký tự',
} as const;

export const SYSTEM_PROMPT_MAX = 20_000;

/**
 * One account as the API answers it; credentials never leave the server. A schema (not only a type) so the
 * server's tests check its answers against it and the OpenAPI document describes `GET /accounts` from it.
 */
export const AccountSchema = v.object({
  id: v.string(),
  displayName: v.string(),
  zaloUserId: v.nullable(v.string()),
  /** The Zalo display name of the person logged in (from the login), null before the first login. */
  zaloName: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  avatarUrl: v.nullable(v.string()),
  status: v.picklist(ACCOUNT_STATUSES),
  proxyId: v.nullable(v.string()),
  autoStart: v.boolean(),
  autoJoinByLink: v.boolean(),
  /** Whether AI auto-reply is enabled. */
  autoReply: v.boolean(),
  /** ISO date-times. */
  lastLoginAt: v.nullable(v.string()),
  createdAt: v.string(),
  /** The last cookie check (kept on the server, so a reload still shows it); null until one ran since the login. */
  cookieCheck: v.nullable(
    v.object({
      isValid: v.boolean(),
      needsRelogin: v.boolean(),
      checkedAt: v.string(),
      /** Why the check could not say (Zalo unreachable, proxy off): then it counts as invalid. */
      error: v.nullable(v.string()),
    }),
  ),
});
export type Account = v.InferOutput<typeof AccountSchema>;
export type AccountCookieCheck = NonNullable<Account['cookieCheck']>;

/** GET /accounts: the list under `accounts` (spec parts 2 and 3 read `data.accounts`). */
export const AccountListSchema = v.object({ accounts: v.array(AccountSchema) });
export type AccountList = v.InferOutput<typeof AccountListSchema>;

export interface AiConfig {
  systemPrompt: string;
  enabled: boolean;
  /** False when the server has no AI provider: the config is kept but nothing is answered. */
  providerConfigured: boolean;
}

const displayName = v.pipe(
  v.string(ACCOUNT_MESSAGES.emptyDisplayName),
  v.trim(),
  v.nonEmpty(ACCOUNT_MESSAGES.emptyDisplayName),
  v.maxLength(100, ACCOUNT_MESSAGES.displayNameTooLong),
);
const flag = v.boolean(ACCOUNT_MESSAGES.invalidFlag);
/** An empty proxy is sent as absent; null clears it on update. */
const proxyId = v.pipe(
  v.nullable(v.string(ACCOUNT_MESSAGES.invalidProxy)),
  v.transform((value) => (value ? value.trim() || null : null)),
  v.check((value) => value === null || /^[0-9a-f-]{36}$/i.test(value), ACCOUNT_MESSAGES.invalidProxy),
);
const optionalPrompt = v.pipe(
  v.string(ACCOUNT_MESSAGES.emptyPrompt),
  v.trim(),
  v.maxLength(SYSTEM_PROMPT_MAX, ACCOUNT_MESSAGES.promptTooLong),
);

/** POST /accounts. */
export const CreateAccountSchema = v.object({
  displayName,
  autoStart: v.optional(flag, false),
  autoJoinByLink: v.optional(flag, false),
  proxyId: v.optional(proxyId, null),
  systemPrompt: v.optional(optionalPrompt),
});
export type CreateAccountInput = v.InferInput<typeof CreateAccountSchema>;

/** PATCH /accounts/{id}: any subset. */
export const UpdateAccountSchema = v.object({
  displayName: v.optional(displayName),
  autoStart: v.optional(flag),
  autoJoinByLink: v.optional(flag),
  proxyId: v.optional(proxyId),
});
export type UpdateAccountInput = v.InferInput<typeof UpdateAccountSchema>;

/** PUT /ai/config/{accountId}: the prompt is saved trimmed and must not be empty. */
export const AiConfigSchema = v.object({
  systemPrompt: v.pipe(optionalPrompt, v.nonEmpty(ACCOUNT_MESSAGES.emptyPrompt)),
  enabled: flag,
});
export type AiConfigInput = v.InferInput<typeof AiConfigSchema>;

/** PATCH /ai/config/{accountId}/toggle. */
export const AiToggleSchema = v.object({ enabled: flag });
