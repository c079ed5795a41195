import { PHONE_NO_ZALO_REASON } from 'shared-sdk/schemas';
import { isPlatformError, needsRelogin, PlatformError } from '../../../platform/errors';
import type { PlatformSession } from '../../../platform/gateway';
import { SessionError } from '../../bots';
import { asWritten, type Personalise } from './personalise';
import type { ActiveJob, PendingRecipient, RecordedStatus } from './store';

/** What one attempt on one recipient came to. */
export type Attempt =
  | ({ kind: 'done'; status: RecordedStatus; errorCode: number | null; errorMessage: string | null } & Found)
  /** 123: a stranger who does not take messages, or the account's daily stranger cap (the driver decides). */
  | ({ kind: 'stranger'; errorCode: number; errorMessage: string } & Found)
  /** Network or unknown: worth another attempt while the job's maxRetries allows. */
  | ({ kind: 'retryable'; errorCode: number | null; errorMessage: string } & Found)
  /** 221: the account must rest; the recipient stays PENDING and is not charged an attempt. */
  | { kind: 'rate-limited'; errorCode: number | null; errorMessage: string }
  /** The session went away under the run (the bot stopped): the next run logs in again. */
  | { kind: 'session-closed' }
  /**
   * The server process holding the account's session could not be reached (dead, hung, or the session moving): the
   * recipient stays PENDING, not charged an attempt, and a later run finds where the session is then.
   */
  | { kind: 'holder-unreachable' }
  /**
   * A phone number whose person, known after the lookup, is skipped (on the do-not-contact list, answered lately:
   * ./do-not-contact-check.ts) with `reason`: nothing was sent.
   */
  | ({ kind: 'listed'; reason: string } & Found);


/** Who a phone recipient turned out to be (Zalo's findUser): the name and the platform user id; null for other recipients. */
export interface Found {
  displayName: string | null;
  resolvedId: string | null;
  /** The text as rendered for the recipient, once it was (see personalise.ts). */
  sentText?: string | null;
}
const NOBODY: Found = { displayName: null, resolvedId: null };

/** The goal already holds: a success without sending (already friends, they asked first, already a member). */
const GOAL_HELD = new Set<PlatformError['kind']>(['ALREADY_FRIENDS', 'THEY_ALREADY_ASKED', 'ALREADY_MEMBER']);
const RETRYABLE = new Set<PlatformError['kind']>(['NETWORK', 'UNKNOWN']);

const done = (status: RecordedStatus, found: Found, error?: PlatformError): Attempt => ({
  kind: 'done',
  status,
  errorCode: error?.code ?? null,
  errorMessage: error?.message ?? null,
  ...found,
});

/**
 * Classifies a failure. Expired or refused sessions are thrown on: the bots runtime marks the account and
 * the driver fails the account's jobs with the reason.
 */
export function classify(error: unknown, found: Found = NOBODY): Attempt {
  if (error instanceof SessionError && error.holderUnreachable) return { kind: 'holder-unreachable' };
  if (!isPlatformError(error)) {
    return { kind: 'retryable', errorCode: null, errorMessage: error instanceof Error ? error.message : String(error), ...found };
  }
  if (needsRelogin(error)) throw error;
  if (error.kind === 'SESSION_CLOSED') return { kind: 'session-closed' };
  if (error.kind === 'RATE_LIMITED') return { kind: 'rate-limited', errorCode: error.code, errorMessage: error.message };
  if (error.kind === 'STRANGER_CANNOT_RECEIVE') return { kind: 'stranger', errorCode: error.code ?? 123, errorMessage: error.message, ...found };
  if (GOAL_HELD.has(error.kind)) return done('SKIPPED', found, error);
  if (RETRYABLE.has(error.kind)) return { kind: 'retryable', errorCode: error.code, errorMessage: error.message, ...found };
  return done('FAILED', found, error);
}

/** The text the recipient is sent: its variant's (payload.messages), else the job's one message. */
export function templateOf(job: Pick<ActiveJob, 'payload'>, recipient: Pick<PendingRecipient, 'variant'>): string {
  const variants = job.payload.messages;
  const variant = recipient.variant ?? null;
  return (variant !== null && variants?.[variant]) || job.payload.message || '';
}

/** Does the job's action for one recipient. Never throws, except for an expired session. */
export async function attempt(
  session: PlatformSession,
  job: ActiveJob,
  recipient: PendingRecipient,
  personalise: Personalise = asWritten,
  /** Why the job skips the person a number turned out to be, or null (./do-not-contact-check.ts). */
  skipFound: (person: { uid: string; globalId: string | null }) => Promise<string | null> = async () => null,
): Promise<Attempt> {
  let targetId = recipient.targetId;
  let found: Found = NOBODY;
  let contact: { displayName: string | null; zaloName: string | null } | null = null;
  try {
    if (recipient.targetType === 'phone') {
      const user = await session.findUserByPhone(recipient.targetId);
      // Nobody has this number on Zalo (or they hide it from phone search): neither a failed send nor a success.
      if (!user) return { kind: 'done', status: 'SKIPPED', errorCode: null, errorMessage: PHONE_NO_ZALO_REASON, ...NOBODY };
      targetId = user.userId;
      found = { displayName: user.displayName, resolvedId: user.userId };
      const reason = await skipFound({ uid: user.userId, globalId: user.globalId || null });
      if (reason) return { kind: 'listed', reason, ...found };
      contact = { displayName: user.displayName, zaloName: user.zaloName || null };
    }
    if (job.action === 'friend-request') {
      const text = await personalise(job.payload.message ?? '', recipient.seq, contact);
      found = { ...found, sentText: text || null };
      await session.sendFriendRequest(targetId, text);
    } else if (job.action === 'group-invite') {
      const { failed } = await session.addUsersToGroup(job.targetGroupId ?? '', [targetId]);
      const refused = failed.find((entry) => entry.userId === targetId) ?? failed[0];
      if (refused) {
        const error = refused.code ? PlatformError.fromCode(refused.code) : new PlatformError('NOT_FOUND', 'User could not be added to the group');
        // An explicit refusal: retrying the same request would be refused again.
        return GOAL_HELD.has(error.kind) ? done('SKIPPED', found, error) : done('FAILED', found, error);
      }
    } else {
      const text = await personalise(templateOf(job, recipient), recipient.seq, contact);
      found = { ...found, sentText: text || null };
      await session.sendMessage({
        threadId: targetId,
        threadType: recipient.targetType === 'group' ? 'group' : 'user',
        text,
        attachments: job.attachments.map((file) => file.path),
      });
    }
    return done('SENT', found);
  } catch (error) {
    return classify(error, found);
  }
}
