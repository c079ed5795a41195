import type { PhoneLookupResult } from 'shared-sdk';
import type { SingleAction } from './single-number';

/** What the single-number dialog shows of an answer. */
export interface ByPhoneResult {
  found: boolean;
  userName: string;
  userId: string;
  /** Absent when the action sent no friend request / no message. */
  friendRequestSent?: boolean;
  messageSent?: boolean;
  messageId?: string;
}

/** A friend-request outcome counts as sent unless absent or marked `success: false`. */
const requestSent = (outcome: unknown) => Boolean(outcome) && (outcome as { success?: unknown }).success !== false;

export function resultOf(action: SingleAction, answer: PhoneLookupResult): ByPhoneResult {
  const user = answer.userInfo;
  const msgId = answer.messageResult?.message?.msgId;
  return {
    found: answer.found,
    userName: user?.displayName || user?.name || '',
    userId: user?.userId ?? '',
    ...(action !== 'lookup' && action !== 'message' && { friendRequestSent: requestSent(answer.friendRequestResult) }),
    ...((action === 'message' || action === 'friendRequestAndMessage') && { messageSent: Boolean(msgId), messageId: msgId ? String(msgId) : undefined }),
  };
}
