import { useMutation } from '@tanstack/react-query';
import { type Attachment } from 'shared-sdk';
import { byPhoneApi } from './client';
import type { PhoneLookupResult } from './contract';
import type { SingleAction } from '../utils/single-number';

export type ByPhoneAction = SingleAction;

export interface ByPhoneInput {
  action: ByPhoneAction;
  accountId: string;
  phone: string;
  friendRequestMessage: string;
  message: string;
  attachments: Attachment[];
}

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

export function resultOf(action: ByPhoneAction, answer: PhoneLookupResult): ByPhoneResult {
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

/**
 * The four single-number calls (spec part 3 §7 "By phone, per account"): GET /accounts/{id}/find-user?phone,
 * POST …/friend-request-by-phone, …/message-by-phone and …/friend-request-and-message-by-phone.
 */
export async function runByPhone(input: ByPhoneInput): Promise<ByPhoneResult> {
  const { accountId, phone: phoneNumber, friendRequestMessage, message, attachments } = input;
  const answer = await {
    lookup: () => byPhoneApi.findUser(accountId, phoneNumber),
    friendRequest: () => byPhoneApi.friendRequest(accountId, { phoneNumber, message: friendRequestMessage }),
    message: () => byPhoneApi.message(accountId, { phoneNumber, message, attachments }),
    friendRequestAndMessage: () => byPhoneApi.friendRequestAndMessage(accountId, { phoneNumber, friendRequestMessage, message, attachments }),
  }[input.action]();
  return resultOf(input.action, answer);
}

export const useByPhoneAction = () => useMutation({ mutationFn: runByPhone });
