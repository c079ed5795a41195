import * as v from 'valibot';

/**
 * Sending windows and account health: GET /accounts/health, PUT /accounts/{id}/sending-window,
 * POST /accounts/{id}/sending/resume. Times of day are Asia/Ho_Chi_Minh, 'HH:MM'.
 */

/** Zalo's limit of friends per account (the simulator's ZALO_SIM_MAX_FRIENDS default). */
export const ZALO_FRIENDS_LIMIT = 1000;

export const SENDING_WINDOW_MESSAGES = {
  invalidTime: 'Giờ phải có dạng HH:MM (00:00 đến 23:59)',
  sameTimes: 'Giờ bắt đầu và giờ kết thúc phải khác nhau (tắt khung giờ để gửi cả ngày)',
  invalidEnabled: 'Giá trị bật/tắt không hợp lệ',
} as const;

const timeOfDay = v.pipe(
  v.string(SENDING_WINDOW_MESSAGES.invalidTime),
  v.trim(),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, SENDING_WINDOW_MESSAGES.invalidTime),
);

/** PUT /accounts/{id}/sending-window: the account's own window (end before start crosses midnight). */
export const SendingWindowSchema = v.pipe(
  v.object({ enabled: v.boolean(SENDING_WINDOW_MESSAGES.invalidEnabled), start: timeOfDay, end: timeOfDay }),
  v.check((input) => input.start !== input.end, SENDING_WINDOW_MESSAGES.sameTimes),
);
export type SendingWindowInput = v.InferInput<typeof SendingWindowSchema>;

/** Used of a daily limit (cap: the limit today, after the warm-up). */
export interface DailyUse {
  used: number;
  cap: number;
}

/**
 * An account's logins of today (Vietnamese day) by the server: bots, short sessions, QR, cookies, checks. At `max`
 * (ZALO_MAX_LOGINS_PER_DAY) the server stops logging the account in by itself until midnight, `reason` says so;
 * a login the customer makes (QR, cookie, "Kiểm tra") still goes through.
 */
export interface AccountLogins {
  today: number;
  max: number;
  capped: boolean;
  reason: string | null;
}

export interface AccountHealth {
  accountId: string;
  window: {
    enabled: boolean;
    start: string;
    end: string;
    /** False while the account follows the server's default window. */
    custom: boolean;
    /** Sending is allowed now (always true when disabled). */
    open: boolean;
    /** ISO instants: when a closed window opens, when an open one closes (null: never / all day). */
    opensAt: string | null;
    closesAt: string | null;
  };
  /** The warm-up day (1-based) of a new account, null once over. */
  warmUp: { day: number; days: number } | null;
  /** Today's use (Vietnamese day): caps are the server's, lowered during the warm-up. */
  today: { messages: DailyUse; friendRequests: DailyUse; invites: DailyUse; strangers: DailyUse; phoneLookups: DailyUse };
  /** Stored friends of the account (as of its last sync) of Zalo's limit. */
  friends: { count: number; limit: number };
  /** The account's last rate limit (221): when it happened and when it lifts (lifted when in the past). */
  rateLimit: { at: string; until: string } | null;
  /** The circuit breaker: open (sending paused) with its reason and end, and the counters it watches. */
  breaker: { open: boolean; reason: string | null; until: string | null; failStreak: number; recentFailures: number; recentAttempts: number };
  /** Today's logins of the account and whether automatic re-logins are paused. */
  logins: AccountLogins;
}
