import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  type FriendRequestAndMessageByPhoneSchema,
  type FriendRequestByPhoneSchema,
  type MessageByPhoneSchema,
  PHONE_LIST_MESSAGES,
  PREVIEW_SAMPLE_COUNT,
  type PhoneAccountQuota,
  type PhoneEntryStatus,
  type PhoneLookupResult,
  renderTemplate,
} from 'shared-sdk/schemas';
import { translatePlatformError } from 'shared-sdk/platform-error';
import type * as v from 'valibot';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { isPlatformError, needsRelogin, type PlatformError } from '../../platform/errors';
import type { PlatformSession } from '../../platform/gateway';
import type { UserSummary } from '../../platform/types';
import type { AccountSessions } from '../bots';
import { storeAttachments } from '../jobs';
import { parsePhoneWorkbook } from '../../lib/phones/excel';
import type { PhoneListsRepo } from './repo';
import { normaliseVietnamesePhone } from '../../lib/phones/vietnamese-phone';

/** A refusal Zalo gave without a text we know. */
const PLATFORM_REFUSED = 'Zalo từ chối yêu cầu';

export interface PhoneListsServiceDeps {
  repo: PhoneListsRepo;
  sessions: AccountSessions;
  /** The user's ACTIVE accounts (ids and names). */
  activeAccounts(userId: string): Promise<Array<{ id: string; displayName: string }>>;
  attachmentsDir: string;
}

/** 225 / 222: already friends, or they asked first: the request's goal holds. */
const GOAL_HELD = new Set(['ALREADY_FRIENDS', 'THEY_ALREADY_ASKED']);

/** Zalo's refusal in Vietnamese, its code apart in brackets ('Người lạ không thể nhận tin nhắn (mã 123)'). */
export function platformReason(error: PlatformError): string {
  const translated = translatePlatformError(error.message, error.code);
  const text = translated?.text || PLATFORM_REFUSED;
  return error.code === null ? text : `${text} (mã ${error.code})`;
}

async function askFriend(session: PlatformSession, userId: string, message: string) {
  try {
    await session.sendFriendRequest(userId, message);
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

export function createPhoneListsService(deps: PhoneListsServiceDeps) {
  const { repo, sessions } = deps;

  async function requireList(userId: string, id: string) {
    if (!isUuid(id)) throw notFound(PHONE_LIST_MESSAGES.listNotFound);
    await repo.followJobOutcomes(id);
    const list = await repo.list(userId, id);
    if (!list) throw notFound(PHONE_LIST_MESSAGES.listNotFound);
    return list;
  }

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
  async function withAccount<T>(userId: string, accountId: string, work: (session: PlatformSession, accountName: string) => Promise<T>): Promise<T> {
    const account = await sessions.activeAccount(userId, accountId);
    return sessions.withSession(userId, account, (session) => work(session, account.displayName));
  }

  /** A template written for this one person: their names and the account's, one option of each choice. */
  const personal = (template: string, user: UserSummary, accountName: string) =>
    renderTemplate(template, { ten: user.displayName, ten_zalo: user.zaloName, tai_khoan: accountName });

  /** Sends a message with its files, written for the send and removed after. */
  async function sendTo(session: PlatformSession, userId: string, body: v.InferOutput<typeof MessageByPhoneSchema>) {
    const folder = randomUUID();
    const stored = await storeAttachments(path.join(deps.attachmentsDir, 'by-phone'), folder, body.attachments);
    try {
      return await session.sendMessage({ threadId: userId, threadType: 'user', text: body.message, attachments: stored.map((file) => file.path) }).catch(platformRefusal);
    } finally {
      await rm(path.join(deps.attachmentsDir, 'by-phone', folder), { recursive: true, force: true });
    }
  }

  return {
    preview(file: Buffer) {
      const parsed = parsePhoneWorkbook(file);
      return {
        totalRows: parsed.totalRows,
        validCount: parsed.valid.length,
        invalidCount: parsed.invalidCount,
        duplicateCount: parsed.duplicateCount,
        sampleNumbers: parsed.valid.slice(0, PREVIEW_SAMPLE_COUNT),
        rejectedRows: parsed.rejected,
      };
    },

    async import(userId: string, file: Buffer, fields: { listName: string; description?: string }) {
      const parsed = parsePhoneWorkbook(file);
      if (parsed.valid.length === 0) throw badRequest(PHONE_LIST_MESSAGES.noValidNumbers);
      const id = await repo.create(userId, fields.listName, fields.description || null, parsed.valid);
      return { id, validNumbers: parsed.valid.length, invalidNumbers: parsed.invalidCount, duplicates: parsed.duplicateCount };
    },

    async lists(userId: string, page: number, limit: number) {
      const { ids, total } = await repo.ownedListIds(userId, page, limit);
      const phoneLists = [];
      for (const id of ids) phoneLists.push(await requireList(userId, id));
      return { phoneLists, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
    },

    get: requireList,

    async numbers(userId: string, id: string, filter: { page: number; limit: number; status?: PhoneEntryStatus; accountId?: string }) {
      await requireList(userId, id);
      const { entries, total } = await repo.numbers(id, filter);
      return { phoneNumbers: entries, pagination: { page: filter.page, limit: filter.limit, total, totalPages: Math.ceil(total / filter.limit) } };
    },

    async stats(userId: string, id: string) {
      await requireList(userId, id);
      const stats = await repo.stats(id);
      const { executions, total } = await repo.executions(id, 1, 1000);
      const rates = executions.filter((e) => e.totalProcessed > 0).map((e) => e.successfulMessages / e.totalProcessed);
      const avgSuccessRate = rates.length === 0 ? 0 : Math.round((rates.reduce((a, b) => a + b, 0) / rates.length) * 1000) / 10;
      return { ...stats, scheduleStats: { totalExecutions: total, avgSuccessRate } };
    },

    async executions(userId: string, id: string, page: number, limit: number, action?: 'message') {
      await requireList(userId, id);
      const { executions, total } = await repo.executions(id, page, limit, action);
      return { executions, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
    },

    async remove(userId: string, id: string) {
      const list = await requireList(userId, id);
      if (list.status === 'PROCESSING') throw badRequest(PHONE_LIST_MESSAGES.deleteWhileProcessing);
      await repo.remove(userId, id);
      return { id };
    },

    /** PAUSED stops the list's schedules; PROCESSING starts them again. */
    async setStatus(userId: string, id: string, status: 'PAUSED' | 'PROCESSING') {
      await requireList(userId, id);
      await repo.setStatus(id, status);
      await repo.setSchedulesActive(userId, id, status === 'PROCESSING');
      return requireList(userId, id);
    },

    /** Unassigned PENDING numbers over the user's ACTIVE accounts, in turn. */
    async distribute(userId: string, id: string) {
      await requireList(userId, id);
      const accounts = await deps.activeAccounts(userId);
      if (accounts.length === 0) throw badRequest(PHONE_LIST_MESSAGES.noActiveAccount);
      return { totalDistributed: await repo.distribute(id, accounts.map((a) => a.id)) };
    },

    async retryFailed(userId: string, id: string) {
      await requireList(userId, id);
      await repo.resetFailed(id);
      const accounts = await deps.activeAccounts(userId);
      return { totalDistributed: await repo.distribute(id, accounts.map((a) => a.id)) };
    },

    async setQuota(userId: string, accountId: string, quota: { dailyLimit?: number; messageDailyLimit?: number }): Promise<PhoneAccountQuota> {
      await sessions.ownedAccount(userId, accountId);
      return repo.setQuota(accountId, { friendRequest: quota.dailyLimit, message: quota.messageDailyLimit });
    },

    /** The saved quotas of the user's ACTIVE accounts (the defaults, saved: false, where none was saved). */
    async quotas(userId: string): Promise<{ quotas: PhoneAccountQuota[] }> {
      return { quotas: await repo.quotasOf(userId) };
    },

    // ── One number, one account ──

    findUser: (userId: string, accountId: string, raw: string): Promise<PhoneLookupResult> =>
      withAccount(userId, accountId, async (session) => {
        const user = await lookUp(session, phoneOf(raw));
        return { found: true, userInfo: { displayName: user.displayName, name: user.displayName, userId: user.userId } };
      }),

    friendRequest: (userId: string, accountId: string, body: v.InferOutput<typeof FriendRequestByPhoneSchema>): Promise<PhoneLookupResult> =>
      withAccount(userId, accountId, async (session, accountName) => {
        const user = await lookUp(session, phoneOf(body.phoneNumber));
        const friendRequestResult = await askFriend(session, user.userId, personal(body.message, user, accountName));
        return { found: true, userInfo: { displayName: user.displayName, userId: user.userId }, friendRequestResult };
      }),

    message: (userId: string, accountId: string, body: v.InferOutput<typeof MessageByPhoneSchema>): Promise<PhoneLookupResult> =>
      withAccount(userId, accountId, async (session, accountName) => {
        const user = await lookUp(session, phoneOf(body.phoneNumber));
        const sent = await sendTo(session, user.userId, { ...body, message: personal(body.message, user, accountName) });
        return { found: true, userInfo: { displayName: user.displayName, userId: user.userId }, messageResult: { message: { msgId: sent.messageId } } };
      }),

    friendRequestAndMessage: (userId: string, accountId: string, body: v.InferOutput<typeof FriendRequestAndMessageByPhoneSchema>): Promise<PhoneLookupResult> =>
      withAccount(userId, accountId, async (session, accountName) => {
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
export type PhoneListsService = ReturnType<typeof createPhoneListsService>;
