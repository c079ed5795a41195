import {
  PHONE_LIST_MESSAGES,
  PREVIEW_SAMPLE_COUNT,
  type PhoneAccountQuota,
  type PhoneEntryStatus,
} from 'shared-sdk/schemas';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { parsePhoneWorkbook } from '../../http/phone-workbook';
import type { AccountSessions } from '../bots';
import { createByPhoneActions } from './by-phone';
import type { PhoneListsRepo } from './repo';

export interface PhoneListsServiceDeps {
  repo: PhoneListsRepo;
  sessions: AccountSessions;
  /** The user's ACTIVE accounts (ids and names). */
  activeAccounts(workspaceId: string): Promise<Array<{ id: string; displayName: string }>>;
  attachmentsDir: string;
}

export function createPhoneListsService(deps: PhoneListsServiceDeps) {
  const { repo, sessions } = deps;

  async function requireList(workspaceId: string, id: string) {
    if (!isUuid(id)) throw notFound(PHONE_LIST_MESSAGES.listNotFound);
    await repo.followJobOutcomes(id);
    const list = await repo.list(workspaceId, id);
    if (!list) throw notFound(PHONE_LIST_MESSAGES.listNotFound);
    return list;
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

    async import(workspaceId: string, file: Buffer, fields: { listName: string; description?: string }) {
      const parsed = parsePhoneWorkbook(file);
      if (parsed.valid.length === 0) throw badRequest(PHONE_LIST_MESSAGES.noValidNumbers);
      const id = await repo.create(workspaceId, fields.listName, fields.description || null, parsed.valid);
      return { id, validNumbers: parsed.valid.length, invalidNumbers: parsed.invalidCount, duplicates: parsed.duplicateCount };
    },

    async lists(workspaceId: string, page: number, limit: number) {
      const { ids, total } = await repo.ownedListIds(workspaceId, page, limit);
      const phoneLists = [];
      for (const id of ids) phoneLists.push(await requireList(workspaceId, id));
      return { phoneLists, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
    },

    get: requireList,

    async numbers(workspaceId: string, id: string, filter: { page: number; limit: number; status?: PhoneEntryStatus; accountId?: string }) {
      await requireList(workspaceId, id);
      const { entries, total } = await repo.numbers(id, filter);
      return { phoneNumbers: entries, pagination: { page: filter.page, limit: filter.limit, total, totalPages: Math.ceil(total / filter.limit) } };
    },

    async stats(workspaceId: string, id: string) {
      await requireList(workspaceId, id);
      const stats = await repo.stats(id);
      const { executions, total } = await repo.executions(id, 1, 1000);
      const rates = executions.filter((e) => e.totalProcessed > 0).map((e) => e.successfulMessages / e.totalProcessed);
      const avgSuccessRate = rates.length === 0 ? 0 : Math.round((rates.reduce((a, b) => a + b, 0) / rates.length) * 1000) / 10;
      return { ...stats, scheduleStats: { totalExecutions: total, avgSuccessRate } };
    },

    async executions(workspaceId: string, id: string, page: number, limit: number, action?: 'message') {
      await requireList(workspaceId, id);
      const { executions, total } = await repo.executions(id, page, limit, action);
      return { executions, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
    },

    async remove(workspaceId: string, id: string) {
      const list = await requireList(workspaceId, id);
      if (list.status === 'PROCESSING') throw badRequest(PHONE_LIST_MESSAGES.deleteWhileProcessing);
      await repo.remove(workspaceId, id);
      return { id };
    },

    /** PAUSED stops the list's schedules; PROCESSING starts them again. */
    async setStatus(workspaceId: string, id: string, status: 'PAUSED' | 'PROCESSING') {
      await requireList(workspaceId, id);
      await repo.setStatus(id, status);
      await repo.setSchedulesActive(workspaceId, id, status === 'PROCESSING');
      return requireList(workspaceId, id);
    },

    /** Unassigned PENDING numbers over the user's ACTIVE accounts, in turn. */
    async distribute(workspaceId: string, id: string) {
      await requireList(workspaceId, id);
      const accounts = await deps.activeAccounts(workspaceId);
      if (accounts.length === 0) throw badRequest(PHONE_LIST_MESSAGES.noActiveAccount);
      return { totalDistributed: await repo.distribute(id, accounts.map((a) => a.id)) };
    },

    async retryFailed(workspaceId: string, id: string) {
      await requireList(workspaceId, id);
      await repo.resetFailed(id);
      const accounts = await deps.activeAccounts(workspaceId);
      return { totalDistributed: await repo.distribute(id, accounts.map((a) => a.id)) };
    },

    async setQuota(workspaceId: string, accountId: string, quota: { dailyLimit?: number; messageDailyLimit?: number }): Promise<PhoneAccountQuota> {
      await sessions.ownedAccount(workspaceId, accountId);
      return repo.setQuota(accountId, { friendRequest: quota.dailyLimit, message: quota.messageDailyLimit });
    },

    /** The saved quotas of the user's ACTIVE accounts (the defaults, saved: false, where none was saved). */
    async quotas(workspaceId: string): Promise<{ quotas: PhoneAccountQuota[] }> {
      return { quotas: await repo.quotasOf(workspaceId) };
    },

    // One number, one account (./by-phone).
    ...createByPhoneActions({ sessions, attachmentsDir: deps.attachmentsDir }),
  };
}
export type PhoneListsService = ReturnType<typeof createPhoneListsService>;
