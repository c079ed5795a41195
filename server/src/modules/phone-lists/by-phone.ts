import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  type FriendRequestAndMessageByPhoneSchema,
  type FriendRequestByPhoneSchema,
  type MessageByPhoneSchema,
  PHONE_LIST_MESSAGES,
  type PhoneLookupResult,
  renderTemplate,
} from 'shared-sdk/schemas';
import { translatePlatformError } from 'shared-sdk/platform-error';
import type * as v from 'valibot';
import { badRequest, notFound } from '../../http/errors';
import { normaliseVietnamesePhone } from '../../lib/phones/vietnamese-phone';
import { isPlatformError, needsRelogin, type PlatformError } from '../../platform/errors';
import type { PlatformSession } from '../../platform/gateway';
import type { UserSummary } from '../../platform/types';
import type { AccountSessions } from '../bots';
import { storeAttachments } from '../jobs';

/** A refusal Zalo gave without a text we know. */
const PLATFORM_REFUSED = 'Zalo từ chối yêu cầu';

/** 225 / 222: already friends, or they asked first: the request's goal holds. */
const GOAL_HELD = new Set(['ALREADY_FRIENDS', 'THEY_ALREADY_ASKED']);

/** Zalo's refusal in Vietnamese, its code apart in brackets ('Người lạ không thể nhận tin nhắn (mã 123)'). */
export function platformReason(error: PlatformError): string {
  const translated = translatePlatformError(error.message, error.code);
  const text = translated?.text || PLATFORM_REFUSED;
  return error.code === null ? text : `${text} (mã ${error.code})`;
}

/** Asks the person (their Zalo uid as the account sees them) to be friends. */
async function askFriend(session: PlatformSession, zaloUserId: string, message: string) {
  try {
    await session.sendFriendRequest(zaloUserId, message);
    return { success: true };
  } catch (error) {
    if (isPlatformError(error) && GOAL_HELD.has(error.kind)) return { success: true, alreadyDone: platformReason(error) };
    return platformRefusal(error);
  }
}

/**
 * A platform refusal as the user reads it: Zalo's reason in Vietnamese with its code (the web app shows it as the
 * detail under its own line, e.g. 'Không thể gửi tin nhắn').
 */
function platformRefusal(error: unknown): never {
  if (isPlatformError(error) && !needsRelogin(error)) throw badRequest(platformReason(error));
  throw error;
}

/** The by-phone actions of one of the workspace's ACTIVE accounts: look a number up, ask them as a friend, write to them. */
export function createByPhoneActions(deps: { sessions: AccountSessions; attachmentsDir: string }) {
  const { sessions } = deps;

  function phoneOf(raw: string): string {
    const phone = normaliseVietnamesePhone(raw);
    if (!phone) throw badRequest(PHONE_LIST_MESSAGES.phoneInvalid);
    return phone;
  }

  async function lookUp(session: PlatformSession, phone: string) {
    const user = await session.findUserByPhone(phone).catch(platformRefusal);
    if (!user) throw notFound(PHONE_LIST_MESSAGES.userNotFound);
    return user;
  }

  /** Runs one by-phone action with a session of the user's ACTIVE account. */
  async function withAccount<T>(workspaceId: string, accountId: string, work: (session: PlatformSession, accountName: string) => Promise<T>): Promise<T> {
    const account = await sessions.activeAccount(workspaceId, accountId);
    return sessions.withSession(workspaceId, account, (session) => work(session, account.displayName));
  }

  /** A template written for this one person: their names and the account's, one option of each choice. */
  const personal = (template: string, user: UserSummary, accountName: string) =>
    renderTemplate(template, { ten: user.displayName, ten_zalo: user.zaloName, tai_khoan: accountName });

  /** Sends the person (their Zalo uid) a message with its files, written for the send and removed after. */
  async function sendTo(session: PlatformSession, zaloUserId: string, body: v.InferOutput<typeof MessageByPhoneSchema>) {
    const folder = randomUUID();
    const stored = await storeAttachments(path.join(deps.attachmentsDir, 'by-phone'), folder, body.attachments);
    try {
      return await session.sendMessage({ threadId: zaloUserId, threadType: 'user', text: body.message, attachments: stored.map((file) => file.path) }).catch(platformRefusal);
    } finally {
      await rm(path.join(deps.attachmentsDir, 'by-phone', folder), { recursive: true, force: true });
    }
  }

  return {
    findUser: (workspaceId: string, accountId: string, raw: string): Promise<PhoneLookupResult> =>
      withAccount(workspaceId, accountId, async (session) => {
        const user = await lookUp(session, phoneOf(raw));
        return { found: true, userInfo: { displayName: user.displayName, name: user.displayName, userId: user.userId } };
      }),

    friendRequest: (workspaceId: string, accountId: string, body: v.InferOutput<typeof FriendRequestByPhoneSchema>): Promise<PhoneLookupResult> =>
      withAccount(workspaceId, accountId, async (session, accountName) => {
        const user = await lookUp(session, phoneOf(body.phoneNumber));
        const friendRequestResult = await askFriend(session, user.userId, personal(body.message, user, accountName));
        return { found: true, userInfo: { displayName: user.displayName, userId: user.userId }, friendRequestResult };
      }),

    message: (workspaceId: string, accountId: string, body: v.InferOutput<typeof MessageByPhoneSchema>): Promise<PhoneLookupResult> =>
      withAccount(workspaceId, accountId, async (session, accountName) => {
        const user = await lookUp(session, phoneOf(body.phoneNumber));
        const sent = await sendTo(session, user.userId, { ...body, message: personal(body.message, user, accountName) });
        return { found: true, userInfo: { displayName: user.displayName, userId: user.userId }, messageResult: { message: { msgId: sent.messageId } } };
      }),

    friendRequestAndMessage: (workspaceId: string, accountId: string, body: v.InferOutput<typeof FriendRequestAndMessageByPhoneSchema>): Promise<PhoneLookupResult> =>
      withAccount(workspaceId, accountId, async (session, accountName) => {
        const user = await lookUp(session, phoneOf(body.phoneNumber));
        const friendRequestResult = await askFriend(session, user.userId, personal(body.friendRequestMessage, user, accountName));
        const sent = await sendTo(session, user.userId, { phoneNumber: body.phoneNumber, message: personal(body.message, user, accountName), attachments: body.attachments });
        return {
          found: true,
          userInfo: { displayName: user.displayName, userId: user.userId },
          friendRequestResult,
          messageResult: { message: { msgId: sent.messageId } },
        };
      }),
  };
}
