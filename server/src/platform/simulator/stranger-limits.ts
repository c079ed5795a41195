import { PlatformError } from '../errors';
import type { SimLimits } from './limits';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Zalo's two limits on writing to strangers, per account: distinct strangers a day (strangerMessagesPerDay), and the
 * same exact text to more than repeatedTextLimit different strangers within the window (its spam filter); both answer
 * 123. Friends are not counted (the world checks friendship first).
 */
export class StrangerLimits {
  private readonly strangersToday = new Map<string, { day: number; ids: Set<string> }>();
  /** Per account, per text sent to strangers: the strangers it went to and when, oldest first (see repeatedTextLimit). */
  private readonly repeatedTexts = new Map<string, { texts: Map<string, Map<string, number>>; sweptAt: number }>();

  constructor(
    private readonly limits: SimLimits,
    private readonly now: () => number,
  ) {}

  /** Counts a message from the account to a stranger, or throws 123 when either limit refuses it. */
  allow(userId: string, toId: string, text: string): void {
    const sameText = this.sameTextTo(userId, text);
    if (sameText && !sameText.has(toId) && sameText.size >= this.limits.repeatedTextLimit) throw new PlatformError('STRANGER_CANNOT_RECEIVE');
    this.countStranger(userId, toId);
    if (sameText) {
      sameText.delete(toId);
      sameText.set(toId, this.now());
    }
  }

  /** The strangers the account sent this exact text to within the window (null for no text), oldest first. */
  private sameTextTo(userId: string, text: string): Map<string, number> | null {
    if (!text) return null;
    let account = this.repeatedTexts.get(userId);
    if (!account) {
      account = { texts: new Map(), sweptAt: this.now() };
      this.repeatedTexts.set(userId, account);
    }
    const windowStart = this.now() - this.limits.repeatedTextWindowMinutes * MINUTE_MS;
    const forget = (recipients: Map<string, number>) => {
      for (const [strangerId, at] of recipients) {
        if (at > windowStart) break;
        recipients.delete(strangerId);
      }
    };
    // Every text's old entries go once a minute (personalised texts are each sent once); this text's at every send.
    if (this.now() - account.sweptAt >= MINUTE_MS) {
      account.sweptAt = this.now();
      for (const [sent, recipients] of account.texts) {
        forget(recipients);
        if (recipients.size === 0) account.texts.delete(sent);
      }
    }
    let recipients = account.texts.get(text);
    if (!recipients) {
      recipients = new Map();
      account.texts.set(text, recipients);
    }
    forget(recipients);
    return recipients;
  }

  private countStranger(userId: string, strangerId: string): void {
    const day = Math.floor(this.now() / DAY_MS);
    let today = this.strangersToday.get(userId);
    if (!today || today.day !== day) {
      today = { day, ids: new Set() };
      this.strangersToday.set(userId, today);
    }
    if (today.ids.has(strangerId)) return;
    if (today.ids.size >= this.limits.strangerMessagesPerDay) throw new PlatformError('STRANGER_CANNOT_RECEIVE');
    today.ids.add(strangerId);
  }
}
