import { vietnamDate } from '../../lib/vietnam-time';

/** What the simulator counted of one account's web sessions (tests, benches, the control route). */
export interface SimSessionCounts {
  userId: string;
  /** Sessions logged in and not closed, now. */
  live: number;
  /** The most sessions live at once since the world began. */
  maxLive: number;
  /** Logins today (Vietnamese day, by the world's clock): cookie logins and QR logins. */
  loginsToday: number;
}

/**
 * Each account's logins per day and its web sessions live at once, as Zalo's servers see them. On Zalo a login with a
 * stored cookie opens one more web session of the account without closing the others; it is their listeners that
 * clash (a second one closes the first with 3000, see SimWorld.attachListener), while a new login elsewhere kicks
 * with 3003 (zca-js's CloseReason: DuplicateConnection when two listeners share one login, KickConnection when the
 * account logged in anew). Several sessions at once, and many logins a day, are what Zalo reads as a ban signal:
 * these counts let tests see them.
 */
export class SessionCounts {
  private readonly live = new Map<string, number>();
  private readonly maxLive = new Map<string, number>();
  /** userId → Vietnamese date → logins. */
  private readonly logins = new Map<string, Map<string, number>>();

  constructor(private readonly now: () => number) {}

  loggedIn(userId: string): void {
    const days = this.logins.get(userId) ?? new Map<string, number>();
    const day = vietnamDate(this.now());
    days.set(day, (days.get(day) ?? 0) + 1);
    this.logins.set(userId, days);
  }

  opened(userId: string): void {
    const live = (this.live.get(userId) ?? 0) + 1;
    this.live.set(userId, live);
    this.maxLive.set(userId, Math.max(live, this.maxLive.get(userId) ?? 0));
  }

  closed(userId: string): void {
    const live = (this.live.get(userId) ?? 0) - 1;
    if (live > 0) this.live.set(userId, live);
    else this.live.delete(userId);
  }

  liveSessions = (userId: string): number => this.live.get(userId) ?? 0;

  maxLiveSessions = (userId: string): number => this.maxLive.get(userId) ?? 0;

  /** Logins on `day` ('YYYY-MM-DD' in Vietnam), today's by default. */
  loginCount = (userId: string, day = vietnamDate(this.now())): number => this.logins.get(userId)?.get(day) ?? 0;

  /** The accounts with any session or login counted, or just `userId`. */
  counts(userId?: string): SimSessionCounts[] {
    const ids = userId ? [userId] : [...new Set([...this.maxLive.keys(), ...this.logins.keys()])].sort();
    return ids.map((id) => ({ userId: id, live: this.liveSessions(id), maxLive: this.maxLiveSessions(id), loginsToday: this.loginCount(id) }));
  }
}
