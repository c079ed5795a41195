import { type Attachment, FEATURES, type Job, JOB_CREATION_MESSAGES, JOB_MESSAGES, type JobMetadata, type JobPayload, type JobType } from 'shared-sdk/schemas';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import type { AccountRef, AccountSessions } from '../../bots';
import type { DoNotContactExclusion } from '../../do-not-contact';
import { createStoredGroups, type GroupRef, type SelectedGroupRow, type SocialSelections } from '../../social';
import type { LimitService } from '../../subscription';
import type { AccountScope } from '../account-scope';
import type { JobAction, JobCreator, JobDraft, RecipientDraft } from '../job-draft';
import { draftOf, type JobOptions, pacingOf } from './drafts';
import { type MemberToResolve, resolveListMembers } from './list-members';
import type { PhoneListAccess } from './phone-schedules';
import { groupsOf, notYetAsked, requireGroups, usersByIds } from './recipients';
import { createSchedulesRepo } from './schedules';
import { payloadTexts, withVariants } from './variants';

/**
 * The steps every job-creation call shares: resolve the recipients (stored groups first, then the platform), build
 * the draft from the request, leave out the do-not-contact list, and hand the drafts to the jobs service (plan
 * limits, storage, queue). Each family (./friends, ./groups, ./shared-lists) declares its calls over these.
 */

export interface JobCreationDeps {
  db: Db;
  jobs: JobCreator;
  sessions: AccountSessions;
  limits: Pick<LimitService, 'assertFeature'>;
  /** The account's bot runs somewhere (a live lease). */
  isBotRunning(accountId: string): Promise<boolean>;
  /** More platform group ids for the tags, besides the stored groups carrying them (tests name some). */
  groupIdsForTags(workspaceId: string, tagIds: string[]): Promise<string[]>;
  /** The account's stored friends (synced first if never synced), only the active ones when asked. */
  storedFriends(workspaceId: string, accountId: string, onlyActive: boolean): Promise<Array<{ uid: string; displayName: string }>>;
  /** The shared-lists module's lists, as member jobs and list schedules use them. */
  sharedLists: SharedListAccess;
  /** The phone-lists module's store, as phone schedules use it. */
  phoneLists: PhoneListAccess;
  /** The do-not-contact list: listed recipients are left out of every job created here (modules/do-not-contact). */
  doNotContact: DoNotContactExclusion;
  /** What a select-all on the friends or groups page takes (the social module resolves the filter). */
  socialSelections: SocialSelections;
  /** The member's accounts when the calls are a member's (creation/service forMember); null or absent: every account. */
  accounts?: AccountScope;
  /** The member making the calls (forMember): an AGENT's phone lists are those they may see. */
  personId?: string;
}

export interface ListRecipient {
  uid: string;
  displayName: string | null;
}

export interface SharedListAccess {
  /**
   * Chosen members of the user's list as `accountId` reaches them (another account than the list's source finds
   * them with `resolve`); throws (404, 400) when none.
   */
  targetsForJob(
    scope: { workspaceId: string; admin: boolean; accounts: AccountScope },
    listId: string,
    memberRowIds: string[],
    accountId: string,
    resolve: (members: MemberToResolve[]) => Promise<Map<string, string>>,
  ): Promise<ListRecipient[]>;
  /** The workspace's list a schedule is for (404 when another's, or not of the member's `accounts`). */
  scheduleTarget(workspaceId: string, listId: string, accounts: AccountScope): Promise<{ sourceAccountId: string; status: string }>;
  /** Pending members that no unfinished job of the list holds, oldest first, at most `limit`; `finished` when none is pending. */
  nextPending(listId: string, limit: number): Promise<{ members: ListRecipient[]; finished: boolean }>;
  /** The user's list's pending members on the do-not-contact list become FAILED with its reason; how many. */
  failListedMembers(workspaceId: string, listId: string): Promise<number>;
}

/** What a job says and how it is paced, as a request (or a schedule) gives it. */
export interface JobBody {
  message: string;
  /** Variants A…E beside `message` (two to five texts: see ./variants). */
  messages?: string[];
  /** "Bỏ qua người đang trò chuyện": a one-off job skips whoever wrote or replied to the account within 24 h. */
  skipActiveConversations?: boolean;
  delayMin: number;
  delayMax: number;
  batchSize?: number;
  batchDelayMinutes?: number;
  attachments?: Attachment[];
}

/** One job from one account: the request's message, pacing and attachments, with the call's own fields. */
export interface JobSpec {
  account: AccountRef;
  type: JobType;
  body: JobBody;
  /** The one group the job is about: its id and name go in the payload, its id in the metadata. */
  group?: { groupId: string; name: string };
  /** Payload fields besides the message, the pacing and the group. */
  payload?: Omit<JobPayload, 'message' | 'delayMin' | 'delayMax'>;
  /** The call's own metadata (source, list, execution…); the group's and a friend request's message are added. */
  metadata: JobMetadata;
  recipients: RecipientDraft[];
  /** The request's job options (priority, retries, start time, client metadata), where the call takes them. */
  options?: JobOptions;
  targetGroupId?: string;
}

/** What the engine does for each recipient of a job of the type. */
const ACTION_OF: Record<JobType, JobAction> = {
  TO_FRIENDS: 'message',
  TO_GROUP_MEMBERS: 'message',
  TO_THREAD: 'message',
  FRIEND_REQUEST: 'friend-request',
  GROUP_INVITE: 'group-invite',
};

/**
 * What a job's metadata says by itself: the one group it is about (its conversation's or its members'), a friend
 * request's message, a message job's "Bỏ qua người đang trò chuyện" (the engine reads it: engine/contact-checks.ts).
 */
function impliedMetadata(spec: JobSpec): JobMetadata {
  const group = spec.group && (spec.type === 'TO_THREAD' ? { targetThreadId: spec.group.groupId } : { targetGroupId: spec.group.groupId });
  const skipActive = ACTION_OF[spec.type] === 'message' && spec.body.skipActiveConversations === true;
  return { ...group, ...(spec.type === 'FRIEND_REQUEST' ? { friendRequestMessage: spec.body.message } : {}), ...(skipActive ? { skipActiveConversations: true } : {}) };
}

export function jobDraft(spec: JobSpec): JobDraft {
  const texts = ACTION_OF[spec.type] === 'message' ? payloadTexts(spec.body) : { message: spec.body.message };
  return draftOf({
    accountId: spec.account.id,
    type: spec.type,
    action: ACTION_OF[spec.type],
    payload: { ...texts, ...pacingOf(spec.body), ...spec.payload, groupId: spec.group?.groupId, groupName: spec.group?.name },
    metadata: { ...spec.metadata, ...impliedMetadata(spec) },
    options: spec.options,
    attachments: spec.body.attachments,
    recipients: spec.recipients,
    targetGroupId: spec.targetGroupId,
  });
}

export const groupRecipient = (group: GroupRef): RecipientDraft => ({ targetId: group.groupId, targetType: 'group', displayName: group.name });

/** A select-all's groups by account, in the order the filter gave them. */
export function selectedByAccount(rows: SelectedGroupRow[]): Map<string, GroupRef[]> {
  const byAccount = new Map<string, GroupRef[]>();
  for (const row of rows) {
    const ref = { groupId: row.groupId, name: row.name, isCommunity: row.isCommunity };
    byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), ref]);
  }
  return byAccount;
}

export function requireRecipients(recipients: RecipientDraft[], message: string = JOB_CREATION_MESSAGES.noRecipients): RecipientDraft[] {
  if (recipients.length === 0) throw badRequest(message);
  return recipients;
}

/** Where the job came from: the client may say (the jobs page does), else the call's own name. */
export function sourceOf(metadata: Record<string, unknown>, fallback: string): string {
  const source = metadata.source;
  return typeof source === 'string' && source.length > 0 && source.length <= 50 ? source : fallback;
}

export function phoneNumbersOf(metadata: Record<string, unknown>): string[] {
  const phones = metadata.phoneNumbers;
  if (phones === undefined || phones === null) return [];
  if (!Array.isArray(phones) || phones.some((phone) => typeof phone !== 'string')) throw badRequest(JOB_MESSAGES.invalidPhone);
  return phones as string[];
}

export function createPipeline(deps: JobCreationDeps) {
  const { sessions } = deps;
  const storedGroups = createStoredGroups(deps.db);

  /** The drafts without the do-not-contact list's recipients, to the jobs service (plan, storage, queue). */
  // Each recipient's variant is drawn among those left (the split stays even over who is sent).
  const create = async (workspaceId: string, drafts: JobDraft[]): Promise<Job[]> =>
    deps.jobs.create(workspaceId, (await deps.doNotContact.exclude(workspaceId, drafts)).map((draft) => withVariants(draft)));

  /**
   * The groups as the last sync stored them (what the groups page shows); ids never stored (an account never
   * synced) are looked up on the platform. `missing` are the ids the account cannot reach.
   */
  async function findGroups(workspaceId: string, account: AccountRef, groupIds: string[]): Promise<{ found: GroupRef[]; missing: string[] }> {
    const ids = [...new Set(groupIds)];
    const stored = await storedGroups.present(workspaceId, account.id, ids);
    const known = new Set(stored.map((group) => group.groupId));
    const rest = ids.filter((id) => !known.has(id));
    const live = rest.length > 0 ? await sessions.withSession(workspaceId, account, (session) => groupsOf(session, rest)) : { found: [], missing: [] };
    const byId = new Map<string, GroupRef>([...stored, ...live.found].map((group) => [group.groupId, group]));
    return { found: ids.flatMap((id) => byId.get(id) ?? []), missing: live.missing };
  }

  return {
    deps,
    sessions,
    storedGroups,
    schedules: createSchedulesRepo(deps.db),
    create,
    /** One job from one account. */
    createOne: (workspaceId: string, spec: JobSpec) => create(workspaceId, [jobDraft(spec)]),
    findGroups,

    /** Every group must be reachable: a 400 containing 'không thể truy cập' otherwise. */
    async requireFound(workspaceId: string, account: AccountRef, groupIds: string[]): Promise<GroupRef[]> {
      const { found, missing } = await findGroups(workspaceId, account, groupIds);
      if (missing.length > 0) throw badRequest(JOB_CREATION_MESSAGES.groupsInaccessible(missing.length));
      return found;
    },

    /**
     * The chosen members of one group (as the account sees it), by their platform ids; the account is never one.
     * For a friend request, friends and people already asked are left out too (`chosen` counts them).
     */
    async chosenMembers(workspaceId: string, account: AccountRef, groupId: string, memberIds: string[], friendRequest: boolean) {
      return sessions.withSession(workspaceId, account, async (session) => {
        const [group] = await requireGroups(session, [groupId]);
        const inGroup = new Set(group.memberIds);
        const members = await usersByIds(session, memberIds.filter((id) => inGroup.has(id) && id !== session.userId));
        return { group, chosen: members.length, members: friendRequest && members.length > 0 ? await notYetAsked(session, members) : members };
      });
    },

    /**
     * The chosen members of the user's list, as recipients of a job from `account`. Members are resolved for another
     * account here, when the job is created: the recipients are then stored as that account's uids like any job's, so
     * the engine sends to them as they are, and a member no group of the account shows is FAILED before anything runs.
     */
    async listRecipients(workspaceId: string, listId: string, memberRowIds: string[], account: AccountRef): Promise<RecipientDraft[]> {
      const resolve = (members: MemberToResolve[]) => resolveListMembers(sessions, storedGroups, workspaceId, account, members);
      const targets = await deps.sharedLists.targetsForJob({ workspaceId, admin: false, accounts: deps.accounts ?? null }, listId, memberRowIds, account.id, resolve);
      return targets.map((target) => ({ targetId: target.uid, targetType: 'user', displayName: target.displayName }));
    },

    async assertBulkFeature(workspaceId: string): Promise<void> {
      // The wizard recognises a 400 whose text contains 'gói Pro'.
      await deps.limits.assertFeature(workspaceId, FEATURES.bulkGroupMessaging, { status: 400 });
    },
  };
}
export type Pipeline = ReturnType<typeof createPipeline>;
