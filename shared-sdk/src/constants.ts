/** The product's business constants: the API's base path, durations, poll periods, limits and defaults. */
export const API_BASE_PATH = '/api/v1';
export const REQUEST_TIMEOUT_MS = 30_000;
export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';
export const JUST_LOGGED_IN_MARKER_MS = 3_000;

export const NOTIFICATION_DEFAULT_DURATION_MS = 4_000;
export const TOAST_SUCCESS_DURATION_MS = 3_000;
export const TOAST_ERROR_DURATION_MS = 5_000;
export const PAYMENT_SUCCESS_NOTIFICATION_MS = 8_000;
export const PAYMENT_MARKER_MAX_AGE_MS = 60 * 60 * 1000;

export const ACCOUNTS_STALE_TIME_MS = 60_000;
export const DEFAULT_STALE_TIME_MS = 5 * 60_000;
export const DEFAULT_QUERY_RETRY = 1;

export const QR_POLL_INTERVAL_MS = 1_500;
export const QR_POLL_MAX_MS = 5 * 60_000;
export const QR_SUCCESS_CLOSE_MS = 2_000;
export const ACCOUNT_LIST_REFRESH_AFTER_QR_MS = 500;

export const PAYMENT_POLL_INTERVAL_MS = 5_000;
export const PAYMENT_POLL_MAX_TRIES = 60;
export const PAYMENT_RESULT_REDIRECT_MS = 5_000;

export const PLAN_USAGE_WARNING_RATIO = 0.8;
export const UNLIMITED = -1;

export const DASHBOARD_RECENT_JOBS = 5;
export const DASHBOARD_ACCOUNTS_PREVIEW = 5;
export const PROXY_DROPDOWN_LIMIT = 100;
export const PROXY_PAGE_SIZE = 12;
export const PROXY_DEFAULT_PORT = 8080;
export const PROXY_PORT_MIN = 1;
export const PROXY_PORT_MAX = 65_535;
export const PROXY_SCHEMES = ['http', 'https', 'socks4', 'socks5'] as const;
export const BOT_SESSIONS_PAGE_SIZE = 10;
export const JOBS_PAGE_SIZE = 10;
export const JOBS_LIVE_RELOAD_MS = 1_000;
/** Once no job moves, the jobs page still reloads this often while replies to a recent job may come in. */
export const JOBS_REPLY_RELOAD_MS = 15_000;
/** The server's default REPLY_WINDOW_DAYS: how long after a send a reply still counts. */
export const REPLY_WINDOW_DAYS_DEFAULT = 7;

export const APP_TIMEZONE = 'Asia/Ho_Chi_Minh';
export const APP_UTC_OFFSET = '+07:00';
export const TIMEZONE_CHOICES = ['Asia/Ho_Chi_Minh', 'Asia/Bangkok', 'Asia/Singapore', 'UTC'] as const;
export const FRIEND_INITIALS_LENGTH = 2;

export const USER_ROLES = ['USER', 'ADMIN'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const DEFAULT_ROLE: UserRole = 'USER';
