import type { IncomingMessage } from '../types';

/** How far back Zalo's history after a reconnect reaches (zca-js maintainers: about two weeks of the login session). */
export const HISTORY_DAYS = 14;
/** Messages kept per account and kind of chat; older ones are beyond what one history request returns. */
export const HISTORY_PER_THREAD_TYPE = 300;

const DAY_MS = 86_400_000;

interface AccountHistory {
  /** When the account's login session began (a QR login or an issued cookie): history starts there. */
  since: number;
  user: IncomingMessage[];
  group: IncomingMessage[];
}

/**
 * What the simulated Zalo remembers of each logged-in account's chats, in world ids, for the history a listener
 * asks for when it (re)connects: messages of this login session, at most HISTORY_DAYS old and the last
 * HISTORY_PER_THREAD_TYPE of private and of group chats. People who never logged in get no history (the world's
 * thousands of group members would cost memory for nothing).
 */
export class SimMailbox {
  private readonly accounts = new Map<string, AccountHistory>();

  constructor(private readonly now: () => number) {}

  /** A login session begins for the account; a new session starts an empty history, as on Zalo. */
  sessionStarted(userId: string): void {
    this.accounts.set(userId, { since: this.now(), user: [], group: [] });
  }

  /** A session restored from a cookie issued before this world started: history from now on. */
  ensure(userId: string): void {
    if (!this.accounts.has(userId)) this.sessionStarted(userId);
  }

  keep(userId: string, message: IncomingMessage): void {
    const history = this.accounts.get(userId);
    if (!history) return;
    const list = history[message.threadType];
    list.push(message);
    if (list.length > HISTORY_PER_THREAD_TYPE) list.shift();
  }

  /** The account's history as a reconnecting listener receives it, oldest first. */
  historyOf(userId: string): IncomingMessage[] {
    const history = this.accounts.get(userId);
    if (!history) return [];
    const from = Math.max(history.since, this.now() - HISTORY_DAYS * DAY_MS);
    return [...history.user, ...history.group].filter((message) => message.timestamp >= from).sort((a, b) => a.timestamp - b.timestamp);
  }
}
