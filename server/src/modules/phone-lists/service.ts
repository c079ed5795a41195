import {
  PHONE_LIST_MESSAGES,
  PREVIEW_SAMPLE_COUNT,
  type PhoneAccountQuota,
  type PhoneEntryStatus,
  type PhoneList,
} from 'shared-sdk/schemas';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { ACCESS_MESSAGES } from '../../http/workspace-access';
import { isUuid } from '../../http/ids';
import { parsePhoneWorkbook } from '../../http/phone-workbook';
import type { AccountSessions } from '../bots';
import { createByPhoneActions } from './by-phone';
import type { StoredPhoneList } from './lists';
import type { PhoneListsRepo } from './repo';
import type { ListViewer } from './viewer';

export interface PhoneListsServiceDeps {
  repo: PhoneListsRepo;
  sessions: AccountSessions;
  /** The workspace's ACTIVE accounts (ids and names). */
  activeAccounts(workspaceId: string): Promise<Array<{ id: string; displayName: string }>>;
  /** People's e-mails by their ids (who imported a list); unknown ids are absent. */
  emailsOf(ids: string[]): Promise<Map<string, string>>;
  attachmentsDir: string;
}

/**
 * The phone lists as each member sees them (./viewer): the OWNER and ADMINs every list and number; an AGENT the
 * lists they imported or that have numbers of their accounts, in them only those numbers (and the ones nobody has
 * yet), and they distribute only to their accounts. Another workspace's list, or one an AGENT does not see, is a 404.
 */
export function createPhoneListsService(deps: PhoneListsServiceDeps) {
  const { repo, sessions } = deps;

  /** Lists as the API answers them: with the e-mail of the member who imported each. */
  async function withCreators(lists: StoredPhoneList[]): Promise<PhoneList[]> {
    const emails = await deps.emailsOf([...new Set(lists.flatMap((list) => (list.createdById ? [list.createdById] : [])))]);
    return lists.map(({ createdById, ...list }) => ({ ...list, createdBy: createdById ? { id: createdById, email: emails.get(createdById) ?? '' } : null }));
  }

  async function storedList(viewer: ListViewer, id: string): Promise<StoredPhoneList> {
    if (!isUuid(id)) throw notFound(PHONE_LIST_MESSAGES.listNotFound);
    await repo.followJobOutcomes(id);
    const list = await repo.list(viewer, id);
    if (!list) throw notFound(PHONE_LIST_MESSAGES.listNotFound);
    return list;
  }

  async function requireList(viewer: ListViewer, id: string): Promise<PhoneList> {
    return (await withCreators([await storedList(viewer, id)]))[0];
  }

  /** A change to the whole list (delete, pause, resume) touches every account's work: an AGENT's own lists only. */
  async function changeableList(viewer: ListViewer, id: string): Promise<StoredPhoneList> {
    const list = await storedList(viewer, id);
    if (viewer.scope !== null && list.createdById !== viewer.userId) throw forbidden(PHONE_LIST_MESSAGES.agentOwnListsOnly);
    return list;
  }

  /** The ACTIVE accounts the viewer works with. */
  async function activeAccountsOf(viewer: ListViewer) {
    const accounts = await deps.activeAccounts(viewer.workspaceId);
    return viewer.scope === null ? accounts : accounts.filter((account) => viewer.scope?.includes(account.id));
  }

  function assertAccount(viewer: ListViewer, accountId: string): void {
    if (viewer.scope !== null && !viewer.scope.includes(accountId)) throw forbidden(ACCESS_MESSAGES.accountNotAssigned);
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

    async import(viewer: ListViewer, file: Buffer, fields: { listName: string; description?: string }) {
      const parsed = parsePhoneWorkbook(file);
      if (parsed.valid.length === 0) throw badRequest(PHONE_LIST_MESSAGES.noValidNumbers);
      const id = await repo.create(viewer.workspaceId, viewer.userId, fields.listName, fields.description || null, parsed.valid);
      return { id, validNumbers: parsed.valid.length, invalidNumbers: parsed.invalidCount, duplicates: parsed.duplicateCount };
    },

    async lists(viewer: ListViewer, page: number, limit: number) {
      const { ids, total } = await repo.ownedListIds(viewer, page, limit);
      const stored = [];
      for (const id of ids) stored.push(await storedList(viewer, id));
      return { phoneLists: await withCreators(stored), pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
    },

    get: requireList,

    async numbers(viewer: ListViewer, id: string, filter: { page: number; limit: number; status?: PhoneEntryStatus; accountId?: string }) {
      await storedList(viewer, id);
      const { entries, total } = await repo.numbers(id, filter, viewer.scope);
      return { phoneNumbers: entries, pagination: { page: filter.page, limit: filter.limit, total, totalPages: Math.ceil(total / filter.limit) } };
    },

    async stats(viewer: ListViewer, id: string) {
      await storedList(viewer, id);
      const stats = await repo.stats(id, viewer.scope);
      const { executions, total } = await repo.executions(id, 1, 1000, undefined, viewer.scope);
      const rates = executions.filter((e) => e.totalProcessed > 0).map((e) => e.successfulMessages / e.totalProcessed);
      const avgSuccessRate = rates.length === 0 ? 0 : Math.round((rates.reduce((a, b) => a + b, 0) / rates.length) * 1000) / 10;
      return { ...stats, scheduleStats: { totalExecutions: total, avgSuccessRate } };
    },

    async executions(viewer: ListViewer, id: string, page: number, limit: number, action?: 'message') {
      await storedList(viewer, id);
      const { executions, total } = await repo.executions(id, page, limit, action, viewer.scope);
      return { executions, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
    },

    async remove(viewer: ListViewer, id: string) {
      const list = await changeableList(viewer, id);
      if (list.status === 'PROCESSING') throw badRequest(PHONE_LIST_MESSAGES.deleteWhileProcessing);
      await repo.remove(viewer.workspaceId, id);
      return { id };
    },

    /** PAUSED stops the list's schedules; PROCESSING starts them again. */
    async setStatus(viewer: ListViewer, id: string, status: 'PAUSED' | 'PROCESSING') {
      await changeableList(viewer, id);
      await repo.setStatus(id, status);
      await repo.setSchedulesActive(viewer.workspaceId, id, status === 'PROCESSING');
      return requireList(viewer, id);
    },

    /** Unassigned PENDING numbers over the viewer's ACTIVE accounts (an AGENT's: theirs), in turn. */
    async distribute(viewer: ListViewer, id: string) {
      await storedList(viewer, id);
      const accounts = await activeAccountsOf(viewer);
      if (accounts.length === 0) throw badRequest(PHONE_LIST_MESSAGES.noActiveAccount);
      return { totalDistributed: await repo.distribute(id, accounts.map((a) => a.id)) };
    },

    /** FAILED numbers (an AGENT's: of their accounts) wait again and go round the viewer's ACTIVE accounts. */
    async retryFailed(viewer: ListViewer, id: string) {
      await storedList(viewer, id);
      await repo.resetFailed(id, viewer.scope);
      const accounts = await activeAccountsOf(viewer);
      return { totalDistributed: await repo.distribute(id, accounts.map((a) => a.id)) };
    },

    async setQuota(viewer: ListViewer, accountId: string, quota: { dailyLimit?: number; messageDailyLimit?: number }): Promise<PhoneAccountQuota> {
      await sessions.ownedAccount(viewer.workspaceId, accountId);
      assertAccount(viewer, accountId);
      return repo.setQuota(accountId, { friendRequest: quota.dailyLimit, message: quota.messageDailyLimit });
    },

    /** The saved quotas of the viewer's ACTIVE accounts (the defaults, saved: false, where none was saved). */
    async quotas(viewer: ListViewer): Promise<{ quotas: PhoneAccountQuota[] }> {
      const quotas = await repo.quotasOf(viewer.workspaceId);
      return { quotas: viewer.scope === null ? quotas : quotas.filter((quota) => viewer.scope?.includes(quota.accountId)) };
    },

    // One number, one account (./by-phone).
    ...createByPhoneActions({ sessions, attachmentsDir: deps.attachmentsDir }),
  };
}
export type PhoneListsService = ReturnType<typeof createPhoneListsService>;
