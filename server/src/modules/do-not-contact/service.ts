import {
  type AddDoNotContactInput,
  DEFAULT_OPT_OUT_WORDS,
  DNC_MESSAGES,
  DNC_SOURCES,
  type DoNotContactAdded,
  type DoNotContactCounts,
  type DoNotContactFromJobInput,
  type DoNotContactImportResult,
  type DoNotContactListQuery,
  type DoNotContactPage,
  type DoNotContactSettings,
  type DoNotContactSource,
} from 'shared-sdk/schemas';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { parsePhoneWorkbook } from '../../http/phone-workbook';
import { normaliseVietnamesePhone } from '../../lib/phones/vietnamese-phone';
import type { Database } from '../../db/client';
import { friendByRowId } from '../social';
import type { OnListed } from './contacts';
import type { IdentitiesOf, Identity } from './identities';
import { type DoNotContactRepo, type NewEntry, toEntry } from './repo';

/** A recipient of a job as it was stored (the jobs module's). */
interface StoredRecipient {
  targetId: string;
  targetType: 'user' | 'group' | 'phone';
  displayName: string | null;
  globalId: string | null;
}

/** Chosen recipients (by seq) of the user's job with the job's account; undefined when the job is not the user's (the jobs module's). */
export type ChosenRecipients = (workspaceId: string, jobId: string, seqs: number[]) => Promise<{ accountId: string | null; recipients: StoredRecipient[] } | undefined>;

export interface DoNotContactServiceDeps {
  database: Database;
  repo: DoNotContactRepo;
  identitiesOf: IdentitiesOf;
  chosenRecipients: ChosenRecipients;
  /** A person added by hand (the workspace event). */
  onListed?: OnListed;
}

/**
 * Chosen recipients of the user's job, with what is known of each: the stored global id, else the sending
 * account's stored friend or a shared list's member; a phone recipient is its number.
 */
async function jobRecipients(deps: DoNotContactServiceDeps, workspaceId: string, jobId: string, seqs: number[], scope: string[] | null) {
  const job = await deps.chosenRecipients(workspaceId, jobId, seqs);
  // An AGENT's view: a job of an account not theirs is not found, like another workspace's.
  if (!job || (scope && (!job.accountId || !scope.includes(job.accountId)))) return undefined;
  const uids = job.recipients.filter((row) => row.targetType === 'user').map((row) => row.targetId);
  const known = job.accountId ? await deps.identitiesOf(workspaceId, job.accountId, uids) : new Map<string, Identity>();
  return job.recipients.map((row) => ({
    targetType: row.targetType,
    targetId: row.targetId,
    displayName: row.displayName,
    identity: row.targetType === 'phone' ? { globalId: row.globalId, phone: row.targetId } : { globalId: row.globalId ?? known.get(row.targetId)?.globalId ?? null, phone: known.get(row.targetId)?.phone ?? null },
  }));
}

/** The user's do-not-contact list: reads, adds (by hand, from a job's log, from Excel), removals and the opt-out words. */
export function createDoNotContactService(deps: DoNotContactServiceDeps) {
  const { repo } = deps;
  async function add(workspaceId: string, source: DoNotContactSource, entries: NewEntry[]): Promise<DoNotContactAdded> {
    const added = await repo.add(workspaceId, source, entries);
    return { added, alreadyListed: entries.length - added };
  }

  return {
    async list(workspaceId: string, query: DoNotContactListQuery): Promise<DoNotContactPage> {
      const { rows, total } = await repo.list(workspaceId, query);
      return { items: rows.map(toEntry), pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) } };
    },

    async counts(workspaceId: string): Promise<DoNotContactCounts> {
      const counts: DoNotContactCounts = { total: 0, phones: 0, people: 0, bySource: Object.fromEntries(DNC_SOURCES.map((s) => [s, 0])) as DoNotContactCounts['bySource'] };
      for (const row of await repo.counts(workspaceId)) {
        counts.total += row.n;
        counts.bySource[row.source] += row.n;
        if (row.kind === 'phone') counts.phones += row.n;
        else counts.people += row.n;
      }
      return counts;
    },

    /** By hand: a phone number (any usual Vietnamese form), or one of the user's stored friends (kept by globalId). */
    async add(workspaceId: string, input: AddDoNotContactInput): Promise<DoNotContactAdded> {
      if (input.phone) {
        const phone = normaliseVietnamesePhone(input.phone);
        if (!phone) throw badRequest(DNC_MESSAGES.phoneInvalid);
        const added = await add(workspaceId, 'manual', [{ kind: 'phone', phone }]);
        if (added.added > 0) await deps.onListed?.({ workspaceId, accountId: null, uid: null, name: null, phone, source: 'manual' });
        return added;
      }
      const friend = input.friendId ? await friendByRowId(deps.database, workspaceId, input.friendId) : undefined;
      if (!friend) throw notFound(DNC_MESSAGES.friendNotFound);
      if (!friend.globalId) throw badRequest(DNC_MESSAGES.friendWithoutId);
      const added = await add(workspaceId, 'manual', [{ kind: 'user', globalId: friend.globalId, phone: friend.phone, displayName: friend.displayName }]);
      if (added.added > 0) await deps.onListed?.({ workspaceId, accountId: friend.accountId, uid: friend.uid, name: friend.displayName, phone: friend.phone, source: 'manual' });
      return added;
    },

    /**
     * Chosen recipients of one of the user's jobs: a person by the globalId stored with the recipient (or known from
     * the account's friends and the shared lists), else by a known phone; a phone recipient by its number. Groups
     * and people nothing identifies are counted as `unresolved`. `scope`: the accounts the member works with (null: all).
     */
    async fromJob(workspaceId: string, input: DoNotContactFromJobInput, scope: string[] | null = null): Promise<DoNotContactAdded & { unresolved: number }> {
      const recipients = await jobRecipients(deps, workspaceId, input.jobId, [...new Set(input.seqs)], scope);
      if (!recipients) throw notFound(DNC_MESSAGES.jobNotFound);
      const entries: NewEntry[] = [];
      for (const recipient of recipients) {
        const { globalId, phone } = recipient.identity;
        if (recipient.targetType === 'group') continue;
        if (globalId) entries.push({ kind: 'user', globalId, phone, displayName: recipient.displayName });
        else if (phone) entries.push({ kind: 'phone', phone, displayName: recipient.targetType === 'phone' && recipient.displayName !== phone ? recipient.displayName : null });
      }
      if (entries.length === 0) throw badRequest(DNC_MESSAGES.noneResolvable);
      return { ...(await add(workspaceId, 'job', entries)), unresolved: recipients.length - entries.length };
    },

    /** Column A of an Excel file, read as phone lists read it (normalised, duplicates dropped, the rest counted invalid). */
    async import(workspaceId: string, file: Buffer): Promise<DoNotContactImportResult> {
      const parsed = parsePhoneWorkbook(file);
      if (parsed.valid.length === 0) throw badRequest(DNC_MESSAGES.noValidNumbers);
      const added = await add(workspaceId, 'import', parsed.valid.map((phone) => ({ kind: 'phone', phone })));
      return { ...added, totalRows: parsed.totalRows, invalidCount: parsed.invalidCount };
    },

    async remove(workspaceId: string, id: string): Promise<{ id: string }> {
      if (!isUuid(id) || !(await repo.remove(workspaceId, id))) throw notFound(DNC_MESSAGES.notFound);
      return { id };
    },

    async settings(workspaceId: string): Promise<DoNotContactSettings> {
      return { optOutWords: (await repo.optOutWords(workspaceId)) ?? [...DEFAULT_OPT_OUT_WORDS] };
    },

    async saveSettings(workspaceId: string, settings: DoNotContactSettings): Promise<DoNotContactSettings> {
      await repo.setOptOutWords(workspaceId, settings.optOutWords);
      return { optOutWords: settings.optOutWords };
    },
  };
}
export type DoNotContactService = ReturnType<typeof createDoNotContactService>;
