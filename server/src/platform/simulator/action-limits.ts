import { PlatformError } from '../errors';
import type { SimLimits } from './limits';
import { mapOf } from './population';

export type RateAction = 'message' | 'friendRequest' | 'phoneLookup';

const MINUTE_MS = 60_000;

/**
 * Zalo's per-minute allowance of each account's actions (messages, friend requests, phone lookups; 221 beyond it),
 * and the failures a test injects into an account's next actions.
 */
export class ActionLimits {
  private readonly actionTimes = new Map<string, Map<RateAction, number[]>>();
  private readonly injectedFailures = new Map<string, PlatformError[]>();

  constructor(
    private readonly limits: SimLimits,
    private readonly now: () => number,
  ) {}

  /** Counts an action of the account, or throws its next injected failure, or 221 when its allowance is used up. */
  count(userId: string, action: RateAction): void {
    const injected = this.injectedFailures.get(userId)?.shift();
    if (injected) throw injected;
    const times = this.actionTimesOf(userId, action);
    if (times.length >= this.limitOf(action)) throw new PlatformError('RATE_LIMITED');
    times.push(this.now());
  }

  /** The account's next actions (messages, friend requests, phone lookups) fail with these errors, in order. */
  failNext(userId: string, errors: PlatformError[]): void {
    this.injectedFailures.set(userId, [...(this.injectedFailures.get(userId) ?? []), ...errors]);
  }

  /** Uses up the account's allowance so that its next action of that kind answers 221. */
  exhaust(userId: string, action: RateAction): void {
    const times = this.actionTimesOf(userId, action);
    while (times.length < this.limitOf(action)) times.push(this.now());
  }

  private limitOf(action: RateAction): number {
    const limits = this.limits;
    return { message: limits.messagesPerMinute, friendRequest: limits.friendRequestsPerMinute, phoneLookup: limits.phoneLookupsPerMinute }[action];
  }

  private actionTimesOf(userId: string, action: RateAction): number[] {
    const byAction = mapOf(this.actionTimes, userId);
    let times = byAction.get(action);
    if (!times) {
      times = [];
      byAction.set(action, times);
    }
    const windowStart = this.now() - MINUTE_MS;
    while (times.length > 0 && times[0] <= windowStart) times.shift();
    return times;
  }
}
