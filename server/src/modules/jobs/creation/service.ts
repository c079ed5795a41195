import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import {
  type Attachment,
  type AutoFriendRequestSchema,
  type BulkGroupsByTagsSchema,
  type BulkMessageMembersSchema,
  type BulkGroupsInput,
  type BulkGroupsResult,
  FEATURES,
  type FriendRequestByGroupSchema,
  type FriendRequestToSharedListMembersSchema,
  type InviteSharedListMembersSchema,
  INVITE_DELAY,
  type MemberFriendRequestsSchema,
  type MessageMembersSchema,
  type Job,
  JOB_CREATION_MESSAGES,
  JOB_MESSAGES,
  type MessageToFriendsSchema,
  type MessageToGroupMembersSchema,
  type MessageToGroupSchema,
  type MessageToGroupsSchema,
  type MessageToManyGroupMembersSchema,
  type MessageToPendingListMembersSchema,
  type MessageToSharedListMembersSchema,
  type MessageToThreadSchema,
  type SharedListMessageScheduleSchema,
} from 'shared-sdk/schemas';
import { and, gte, sql } from 'drizzle-orm';
import { jobs as jobsTable } from '../../../db/schema';
import { vietnamDayStart } from '../../../lib/vietnam-time';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { normalisePhone } from '../../../platform/types';
import type { AccountRef, AccountSessions } from '../../bots';
import type { LimitService } from '../../subscription';
import type { JobCreator, JobDraft, RecipientDraft } from '../job-draft';
import { draftOf, type JobOptions, pacingOf } from './drafts';
import { type MemberToResolve, resolveListMembers } from './list-members';
import { groupsOf, membersOf, notYetAsked, phoneRecipients, requireGroups, usersByIds } from './recipients';
import { createStoredGroups, type GroupRef } from './stored-groups';
import { createPhoneSchedules, type PhoneListAccess } from './phone-schedules';
import type { DoNotContactExclusion } from '../../do-not-contact';
import type { SelectedGroupRow, SocialSelections } from '../../social';
import { createSchedulesRepo, type ScheduleRow } from './schedules';
import { SOURCE_NAMES_KEPT } from '../source-names';

type Out<TSchema extends v.GenericSchema> = v.InferOutput<TSchema>;

/** A private message to the members of groups, as the member-message calls give it. */
interface MembersJobBody extends JobOptions {
  message: string;
  attachments: Attachment[];
  delayMin: number;
  delayMax: number;
  batchSize?: number;
  batchDelayMinutes?: number;
  excludeSelf: boolean;
}

export interface JobCreationDeps {
  db: Db;
  jobs: JobCreator;
  sessions: AccountSessions;
  limits: Pick<LimitService, 'assertFeature'>;
  /** The account's bot runs somewhere (a live lease). */
  isBotRunning(accountId: string): Promise<boolean>;
  /** More platform group ids for the tags, besides the stored groups carrying them (tests name some). */
  groupIdsForTags(userId: string, tagIds: string[]): Promise<string[]>;
  /** The account's stored friends (synced first if never synced), only the active ones when asked. */
  storedFriends(userId: string, accountId: string, onlyActive: boolean): Promise<Array<{ userId: string; displayName: string }>>;
  /** The shared-lists module's lists, as member jobs and list schedules use them. */
  sharedLists: SharedListAccess;
  /** The phone-lists module's store, as phone schedules use it. */
  phoneLists: PhoneListAccess;
  /** The do-not-contact list: listed recipients are left out of every job created here (modules/do-not-contact). */
  doNotContact: DoNotContactExclusion;
  /** What a select-all on the friends or groups page takes (the social module resolves the filter). */
  socialSelections: SocialSelections;
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
    scope: { userId: string; admin: boolean },
    listId: string,
    memberRowIds: string[],
    accountId: string,
    resolve: (members: MemberToResolve[]) => Promise<Map<string, string>>,
  ): Promise<ListRecipient[]>;
  /** The user's list a schedule is for (404 when not the user's). */
  scheduleTarget(userId: string, listId: string): Promise<{ sourceAccountId: string; status: string }>;
  /** Pending members that no unfinished job of the list holds, oldest first, at most `limit`; `finished` when none is pending. */
  nextPending(listId: string, limit: number): Promise<{ members: ListRecipient[]; finished: boolean }>;
}

/** Scheduled list messages go to strangers: wider gaps than the 1-60 s the dialogs allow at the least. */
export const LIST_SCHEDULE_DELAY = { min: 20, max: 60 } as const;

/** No group ids for tags besides the stored groups carrying them (the name predates stored group tags). */
export const noGroupTagsYet = async (): Promise<string[]> => [];

const groupRecipient = (group: GroupRef): RecipientDraft => ({ targetId: group.groupId, targetType: 'group', displayName: group.name });

/** A select-all's groups by account, in the order the filter gave them. */
function selectedByAccount(rows: SelectedGroupRow[]): Map<string, GroupRef[]> {
  const byAccount = new Map<string, GroupRef[]>();
  for (const row of rows) {
    const ref = { groupId: row.groupId, name: row.name, isCommunity: row.isCommunity };
    byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), ref]);
  }
  return byAccount;
}

function requireRecipients(recipients: RecipientDraft[], message: string = JOB_CREATION_MESSAGES.noRecipients): RecipientDraft[] {
  if (recipients.length === 0) throw badRequest(message);
  return recipients;
}

/** Where the job came from: the client may say (the jobs page does), else the call's own name. */
function sourceOf(metadata: Record<string, unknown>, fallback: string): string {
  const source = metadata.source;
  return typeof source === 'string' && source.length > 0 && source.length <= 50 ? source : fallback;
}

function phoneNumbersOf(metadata: Record<string, unknown>): string[] {
  const phones = metadata.phoneNumbers;
  if (phones === undefined || phones === null) return [];
  if (!Array.isArray(phones) || phones.some((phone) => typeof phone !== 'string')) throw badRequest(JOB_MESSAGES.invalidPhone);
  return phones as string[];
}

/**
 * Every job-creation call of spec part 2 §7 and part 3 §7: checks the account, resolves the recipients through
 * the chat platform, builds the drafts and hands them to the jobs service (plan limits, storage, queue).
 */
export function createJobCreation(deps: JobCreationDeps) {
  const { sessions, jobs } = deps;
  const schedules = createSchedulesRepo(deps.db);

  const create = async (userId: string, drafts: JobDraft[]) => jobs.create(userId, await deps.doNotContact.exclude(userId, drafts));
  const storedGroups = createStoredGroups(deps.db);

  /**
   * The groups as the last sync stored them (what the groups page shows); ids never stored (an account never
   * synced) are looked up on the platform. `missing` are the ids the account cannot reach.
   */
  async function findGroups(userId: string, account: AccountRef, groupIds: string[]): Promise<{ found: GroupRef[]; missing: string[] }> {
    const ids = [...new Set(groupIds)];
    const stored = await storedGroups.present(userId, account.id, ids);
    const known = new Set(stored.map((group) => group.groupId));
    const rest = ids.filter((id) => !known.has(id));
    const live = rest.length > 0 ? await sessions.withSession(userId, account, (session) => groupsOf(session, rest)) : { found: [], missing: [] };
    const byId = new Map<string, GroupRef>([...stored, ...live.found].map((group) => [group.groupId, group]));
    return { found: ids.flatMap((id) => byId.get(id) ?? []), missing: live.missing };
  }

  /** Every group must be reachable: a 400 containing 'không thể truy cập' otherwise (spec part 2 §8). */
  async function requireFound(userId: string, account: AccountRef, groupIds: string[]): Promise<GroupRef[]> {
    const { found, missing } = await findGroups(userId, account, groupIds);
    if (missing.length > 0) throw badRequest(JOB_CREATION_MESSAGES.groupsInaccessible(missing.length));
    return found;
  }

  /** Private messages to the members of the groups, each person once, in one job. */
  async function groupMembersJob(userId: string, account: AccountRef, groupIds: string[], body: MembersJobBody, source: string): Promise<Job[]> {
    const groups = await requireFound(userId, account, groupIds);
    const recipients = await sessions.withSession(userId, account, (session) =>
      membersOf(session, groups, new Set(body.excludeSelf ? [session.userId] : [])),
    );
    return create(userId, [
      draftOf({
        accountId: account.id,
        type: 'TO_GROUP_MEMBERS',
        action: 'message',
        payload: { message: body.message, ...pacingOf(body), groupIds: groups.map((group) => group.groupId) },
        metadata: { source, sourceNames: groups.slice(0, SOURCE_NAMES_KEPT).map((group) => group.name) },
        options: body,
        attachments: body.attachments,
        recipients: requireRecipients(recipients),
      }),
    ]);
  }

  /**
   * The chosen members of one group (as the account sees it), by their platform ids; the account is never one.
   * For a friend request, friends and people already asked are left out too (`chosen` counts them).
   */
  async function chosenMembers(userId: string, account: AccountRef, groupId: string, memberIds: string[], friendRequest: boolean) {
    return sessions.withSession(userId, account, async (session) => {
      const [group] = await requireGroups(session, [groupId]);
      const inGroup = new Set(group.memberIds);
      const members = await usersByIds(session, memberIds.filter((id) => inGroup.has(id) && id !== session.userId));
      return { group, chosen: members.length, members: friendRequest && members.length > 0 ? await notYetAsked(session, members) : members };
    });
  }
  const phoneSchedules = createPhoneSchedules({ sessions, schedules, phoneLists: deps.phoneLists, create, doNotContact: deps.doNotContact, limits: deps.limits });

  /** A due bulk-groups schedule. Groups the account left since are skipped; none left is a failure. */
  async function runBulkGroupsSchedule(schedule: ScheduleRow): Promise<Job> {
    const body = schedule.request as unknown as BulkGroupsInput;
    await assertBulkFeature(schedule.userId);
    const account = await sessions.activeAccount(schedule.userId, schedule.accountId);
    const { found, missing } = await findGroups(schedule.userId, account, body.groupIds ?? []);
    if (found.length === 0) throw badRequest(JOB_CREATION_MESSAGES.groupsInaccessible(missing.length));
    const metadata = { executionId: randomUUID(), scheduleId: schedule.id };
    const [job] = await create(schedule.userId, [bulkGroupsDraft(account, body, found, metadata)]);
    return job;
  }

  /** A due list schedule: the next pending members, up to what remains of today's limit; a finished list stops it. */
  async function runListSchedule(schedule: ScheduleRow): Promise<Job> {
    const request = schedule.request as unknown as Out<typeof SharedListMessageScheduleSchema> & { listId: string };
    const account = await sessions.activeAccount(schedule.userId, schedule.accountId);
    const room = request.dailyLimit - (await scheduledToday(schedule.id));
    if (room <= 0) throw badRequest(JOB_CREATION_MESSAGES.listDailyLimitReached(request.dailyLimit));
    await deps.doNotContact.skipListedListMembers(schedule.userId, request.listId);
    const { members, finished } = await deps.sharedLists.nextPending(request.listId, room);
    if (finished) {
      await schedules.finish(schedule.id);
      throw badRequest(JOB_CREATION_MESSAGES.listFinished);
    }
    if (members.length === 0) throw badRequest(JOB_CREATION_MESSAGES.listMembersInFlight);
    const [job] = await create(schedule.userId, [
      draftOf({
        accountId: account.id,
        type: 'TO_GROUP_MEMBERS',
        action: 'message',
        payload: { message: request.messageTemplate, delayMin: LIST_SCHEDULE_DELAY.min, delayMax: LIST_SCHEDULE_DELAY.max },
        metadata: { source: 'shared-list-schedule', listId: request.listId, scheduleId: schedule.id },
        attachments: request.attachments,
        recipients: members.map((member) => ({ targetId: member.uid, targetType: 'user', displayName: member.displayName })),
      }),
    ]);
    return job;
  }

  /** Recipients of this schedule's jobs created since the start of today in Vietnam. */
  async function scheduledToday(scheduleId: string): Promise<number> {
    const [row] = await deps.db
      .select({ n: sql<number>`coalesce(sum(${jobsTable.totalRecipients}), 0)::int` })
      .from(jobsTable)
      .where(and(sql`${jobsTable.metadata}->>'scheduleId' = ${scheduleId}`, gte(jobsTable.createdAt, vietnamDayStart())));
    return Number(row?.n ?? 0);
  }

  /**
   * The chosen members of the user's list, as recipients of a job from `account`. Members are resolved for another
   * account here, when the job is created: the recipients are then stored as that account's uids like any job's, so
   * the engine sends to them as they are, and a member no group of the account shows is FAILED before anything runs.
   */
  async function listRecipients(userId: string, listId: string, memberRowIds: string[], account: AccountRef): Promise<RecipientDraft[]> {
    const resolve = (members: MemberToResolve[]) => resolveListMembers(sessions, storedGroups, userId, account, members);
    const targets = await deps.sharedLists.targetsForJob({ userId, admin: false }, listId, memberRowIds, account.id, resolve);
    return targets.map((target) => ({ targetId: target.uid, targetType: 'user', displayName: target.displayName }));
  }

  function bulkGroupsDraft(account: AccountRef, body: BulkGroupsInput, groups: GroupRef[], metadata: Record<string, unknown>): JobDraft {
    return draftOf({
      accountId: account.id,
      type: 'TO_THREAD',
      action: 'message',
      payload: { message: body.message, ...pacingOf(body), groupIds: groups.map((group) => group.groupId) },
      metadata: { source: 'bulk-groups', useBulkDelay: body.useBulkDelay, ...metadata },
      attachments: body.attachments,
      recipients: groups.map(groupRecipient),
    });
  }

  async function assertBulkFeature(userId: string): Promise<void> {
    // Spec part 2 §8: the wizard recognises a 400 whose text contains 'gói Pro'.
    await deps.limits.assertFeature(userId, FEATURES.bulkGroupMessaging, { status: 400 });
  }

  return {
    /**
     * To given friends, all friends, or (metadata.phoneNumbers) the owners of phone numbers, looked up by the
     * engine. Friends come from the store; `onlyActive` keeps those the platform marks active.
     */
    async messageToFriends(userId: string, body: Out<typeof MessageToFriendsSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(userId, body.accountId);
      const phones = phoneNumbersOf(body.metadata);
      let recipients: RecipientDraft[];
      if (phones.length > 0) {
        const ownPhone = account.phone && normalisePhone(account.phone);
        recipients = phoneRecipients(phones).filter((r) => !(body.excludeSelf && ownPhone && r.targetId === ownPhone));
      } else {
        recipients = await sessions.withSession(userId, account, async (session): Promise<RecipientDraft[]> => {
          const friends = await deps.storedFriends(userId, account.id, false);
          const names = new Map(friends.map((friend) => [friend.userId, friend.displayName]));
          const active = body.onlyActive ? new Set((await deps.storedFriends(userId, account.id, true)).map((f) => f.userId)) : undefined;
          // After a select-all: the account's friends the page's filter matched, but those unticked since.
          const selected = body.selection ? (await deps.socialSelections.friends(userId, body.selection, account.id)).map((friend) => friend.uid) : null;
          const chosen = selected ?? (body.recipients.length > 0 ? [...new Set(body.recipients)] : friends.map((friend) => friend.userId));
          const ids = chosen.filter((id) => !active || active.has(id));
          return ids
            .filter((id) => !(body.excludeSelf && id === session.userId))
            .map((id) => ({ targetId: id, targetType: 'user', displayName: names.get(id) ?? null }));
        });
      }
      return create(userId, [
        draftOf({
          accountId: account.id,
          type: 'TO_FRIENDS',
          action: 'message',
          payload: { message: body.message, ...pacingOf(body) },
          metadata: { source: sourceOf(body.metadata, 'to-friends'), phoneNumbers: phones.length ? phones : undefined },
          options: body,
          attachments: body.attachments,
          recipients: requireRecipients(recipients),
        }),
      ]);
    },

    /** The group's own conversation. */
    async messageToGroup(userId: string, body: Out<typeof MessageToGroupSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(userId, body.accountId);
      const [group] = await requireFound(userId, account, [body.groupId]);
      return create(userId, [
        draftOf({
          accountId: account.id,
          type: 'TO_THREAD',
          action: 'message',
          payload: { message: body.message, ...pacingOf(body), groupId: group.groupId, groupName: group.name },
          metadata: { source: 'to-group', targetThreadId: group.groupId },
          options: body,
          attachments: body.attachments,
          recipients: [groupRecipient(group)],
        }),
      ]);
    },

    /**
     * After a select-all on the groups page: each selected group's own conversation, one job per group from the
     * group's account, all created at once or none (the plan's reason). Groups the accounts left are not selected;
     * an account that cannot send refuses the whole call with its name.
     */
    async messageToGroups(userId: string, body: Out<typeof MessageToGroupsSchema>): Promise<Job[]> {
      const byAccount = body.selection ? selectedByAccount(await deps.socialSelections.groups(userId, body.selection)) : new Map<string, GroupRef[]>();
      if (byAccount.size === 0) throw badRequest(JOB_CREATION_MESSAGES.noSelectedGroups);
      const drafts: JobDraft[] = [];
      for (const [accountId, groups] of byAccount) {
        const account = await sessions.activeAccount(userId, accountId);
        for (const group of groups) {
          drafts.push(
            draftOf({
              accountId: account.id,
              type: 'TO_THREAD',
              action: 'message',
              payload: { message: body.message, ...pacingOf(body), groupId: group.groupId, groupName: group.name },
              metadata: { source: 'to-group', targetThreadId: group.groupId },
              attachments: body.attachments,
              recipients: [groupRecipient(group)],
            }),
          );
        }
      }
      return create(userId, drafts);
    },

    /** The members of one group, privately, one by one. */
    async messageToGroupMembers(userId: string, body: Out<typeof MessageToGroupMembersSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(userId, body.accountId);
      const [group] = await requireFound(userId, account, [body.groupId]);
      const recipients = await sessions.withSession(userId, account, (session) =>
        membersOf(session, [group], new Set(body.excludeSelf ? [session.userId] : [])),
      );
      return create(userId, [
        draftOf({
          accountId: account.id,
          type: 'TO_GROUP_MEMBERS',
          action: 'message',
          payload: { message: body.message, ...pacingOf(body), groupId: group.groupId, groupName: group.name },
          metadata: { source: sourceOf(body.metadata, 'to-group-members'), targetGroupId: group.groupId },
          options: body,
          attachments: body.attachments,
          recipients: requireRecipients(recipients),
        }),
      ]);
    },

    /** The members of several groups, each person once, in one job. */
    async messageToManyGroupMembers(userId: string, body: Out<typeof MessageToManyGroupMembersSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(userId, body.accountId);
      return groupMembersJob(userId, account, body.groupIds, body, 'bulk-to-group-members');
    },

    /** POST /accounts/{a}/groups/bulk-message-members: the members of the account's groups, each person once. */
    async bulkMessageMembers(userId: string, accountId: string, body: Out<typeof BulkMessageMembersSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(userId, accountId);
      return groupMembersJob(userId, account, body.groupIds, { ...body, excludeSelf: true }, 'bulk-message-members');
    },

    /** POST /accounts/{a}/groups/{g}/message-members: the chosen members of one group, privately. */
    async messageMembers(userId: string, accountId: string, groupId: string, body: Out<typeof MessageMembersSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(userId, accountId);
      const { group, members } = await chosenMembers(userId, account, groupId, body.memberIds, false);
      return create(userId, [
        draftOf({
          accountId: account.id,
          type: 'TO_GROUP_MEMBERS',
          action: 'message',
          payload: { message: body.message, ...pacingOf(body), groupId: group.groupId, groupName: group.name },
          metadata: { source: 'group-members', targetGroupId: group.groupId },
          attachments: body.attachments,
          recipients: requireRecipients(members),
        }),
      ]);
    },

    /** POST /accounts/{a}/groups/{g}/friend-requests: the chosen members of one group who are not friends (nor asked) yet. */
    async memberFriendRequests(userId: string, accountId: string, groupId: string, body: Out<typeof MemberFriendRequestsSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(userId, accountId);
      const { group, chosen, members } = await chosenMembers(userId, account, groupId, body.memberIds, true);
      return create(userId, [
        draftOf({
          accountId: account.id,
          type: 'FRIEND_REQUEST',
          action: 'friend-request',
          payload: { message: body.message, ...pacingOf(body), groupId: group.groupId, groupName: group.name },
          metadata: { source: 'group-members-friend-request', friendRequestMessage: body.message, targetGroupId: group.groupId },
          recipients: requireRecipients(members, chosen > 0 ? JOB_CREATION_MESSAGES.allAlreadyFriends : JOB_CREATION_MESSAGES.noRecipients),
        }),
      ]);
    },

    /** One conversation: a user (private chat) or a group. */
    async messageToThread(userId: string, body: Out<typeof MessageToThreadSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(userId, body.accountId);
      const recipient =
        body.threadType === 'group'
          ? groupRecipient((await requireFound(userId, account, [body.threadId]))[0])
          : (await sessions.withSession(userId, account, (session) => usersByIds(session, [body.threadId])))[0];
      return create(userId, [
        draftOf({
          accountId: account.id,
          type: 'TO_THREAD',
          action: 'message',
          payload: { message: body.message, ...pacingOf(body) },
          metadata: { source: sourceOf(body.metadata, 'to-thread'), targetThreadId: body.threadId },
          options: body,
          attachments: body.attachments,
          recipients: [recipient],
        }),
      ]);
    },

    /** Friend requests to the members of one group who are not friends (nor asked) yet. */
    async friendRequestByGroup(userId: string, body: Out<typeof FriendRequestByGroupSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(userId, body.accountId);
      const [group] = await requireFound(userId, account, [body.groupId]);
      const recipients = await sessions.withSession(userId, account, async (session) =>
        notYetAsked(session, await membersOf(session, [group], new Set([session.userId]))),
      );
      return create(userId, [
        draftOf({
          accountId: account.id,
          type: 'FRIEND_REQUEST',
          action: 'friend-request',
          payload: { message: body.message, ...pacingOf(body), groupId: group.groupId, groupName: group.name },
          metadata: { source: 'friend-request-by-group', friendRequestMessage: body.message, targetGroupId: group.groupId },
          options: body,
          recipients: requireRecipients(recipients, JOB_CREATION_MESSAGES.noFriendCandidates),
        }),
      ]);
    },

    /**
     * Friend requests across several groups, one job per account; every account's bot must run. Community
     * groups (whose members are hidden) are skipped; a person reachable by several accounts is asked by one.
     * `enabled: false` checks everything and creates nothing.
     */
    async autoFriendRequest(userId: string, body: Out<typeof AutoFriendRequestSchema>): Promise<Job[]> {
      // After a select-all: the filter's groups, each asked from its own account.
      const selected = body.selection ? selectedByAccount(await deps.socialSelections.groups(userId, body.selection)) : null;
      if (selected && selected.size === 0) throw badRequest(JOB_CREATION_MESSAGES.noSelectedGroups);
      const accountIds = selected ? [...selected.keys()] : body.accountIds;
      const accounts = await Promise.all(accountIds.map((id) => sessions.ownedAccount(userId, id)));
      const running = await Promise.all(accounts.map(async (a) => a.status === 'ACTIVE' && (await deps.isBotRunning(a.id))));
      const notRunning = accounts.filter((_, index) => !running[index]);
      if (notRunning.length > 0) throw badRequest(JOB_CREATION_MESSAGES.botsNotRunning(notRunning.map((a) => a.displayName).join(', ')));

      const claimed = new Set<string>();
      const drafts: JobDraft[] = [];
      for (const account of accounts) {
        const groups = (selected?.get(account.id) ?? (await findGroups(userId, account, body.groupIds)).found).filter((group) => !group.isCommunity);
        const recipients = await sessions.withSession(userId, account, async (session) =>
          notYetAsked(session, await membersOf(session, groups, new Set([session.userId, ...claimed]))),
        );
        if (recipients.length === 0) continue;
        recipients.forEach((recipient) => claimed.add(recipient.targetId));
        drafts.push(
          draftOf({
            accountId: account.id,
            type: 'FRIEND_REQUEST',
            action: 'friend-request',
            payload: { message: body.message, ...pacingOf(body), groupIds: groups.map((group) => group.groupId) },
            metadata: {
              source: 'auto-friend-request',
              friendRequestMessage: body.message,
              maxRequestsPerDay: body.maxRequestsPerDay,
            },
            options: body,
            recipients,
          }),
        );
      }
      if (drafts.length === 0) throw badRequest(JOB_CREATION_MESSAGES.noFriendCandidates);
      return body.enabled ? create(userId, drafts) : [];
    },

    /** Pro: one message to many groups, now or on a daily schedule. */
    async bulkGroups(userId: string, body: BulkGroupsInput, now = new Date()): Promise<BulkGroupsResult> {
      await assertBulkFeature(userId);
      const account = await sessions.activeAccount(userId, body.accountId);
      // After a select-all: the filter's groups of this account (a schedule keeps the groups chosen now).
      const groups = body.selection
        ? (selectedByAccount(await deps.socialSelections.groups(userId, body.selection, account.id)).get(account.id) ?? [])
        : await requireFound(userId, account, body.groupIds ?? []);
      if (groups.length === 0) throw badRequest(JOB_CREATION_MESSAGES.noSelectedGroups);
      if (body.executeImmediately) {
        const executionId = randomUUID();
        const [job] = await create(userId, [bulkGroupsDraft(account, body, groups, { executionId })]);
        return { data: { executionId, jobId: job.id } };
      }
      const schedule = await schedules.create(
        {
          userId,
          accountId: account.id,
          kind: 'bulk-groups',
          scheduleTimes: body.scheduleTimes,
          timezone: body.timezone,
          request: { ...body, selection: undefined, groupIds: groups.map((group) => group.groupId) },
        },
        now,
      );
      return {
        data: { scheduleId: schedule.id, nextRunAt: schedule.nextRunAt.toISOString(), scheduleTimes: schedule.scheduleTimes, timezone: schedule.timezone },
      };
    },

    /** A due schedule's job, by its kind. */
    runSchedule(schedule: ScheduleRow): Promise<Job> {
      switch (schedule.kind) {
        case 'shared-list-message':
          return runListSchedule(schedule);
        case 'phone-friend-request':
        case 'phone-message':
          return phoneSchedules.run(schedule);
        default:
          return runBulkGroupsSchedule(schedule);
      }
    },

    phoneSchedules,

    /**
     * A shared list's daily messaging (spec part 3 §5): from the list's source account, the next pending members up to
     * what remains of the day's limit. One schedule per list: a new one replaces the last.
     */
    async scheduleListMessages(userId: string, listId: string, body: Out<typeof SharedListMessageScheduleSchema>, now = new Date()) {
      await deps.limits.assertFeature(userId, FEATURES.scheduleMessages, { status: 403 });
      const list = await deps.sharedLists.scheduleTarget(userId, listId);
      if (list.status === 'ARCHIVED') throw badRequest(JOB_CREATION_MESSAGES.listNotActive);
      await schedules.replaceForList(userId, 'shared-list-message', listId);
      const doNotContactExcluded = await deps.doNotContact.skipListedListMembers(userId, listId);
      const schedule = await schedules.create(
        { userId, accountId: list.sourceAccountId, kind: 'shared-list-message', scheduleTimes: body.scheduleTimes, timezone: body.timezone, request: { listId, ...body } },
        now,
      );
      return {
        schedule: { id: schedule.id, nextRunAt: schedule.nextRunAt.toISOString(), scheduleTimes: schedule.scheduleTimes, timezone: schedule.timezone, dailyLimit: body.dailyLimit },
        doNotContactExcluded,
      };
    },

    /** Pro: the groups carrying any of the tags that this account is in, now. */
    async bulkGroupsByTags(userId: string, body: Out<typeof BulkGroupsByTagsSchema>): Promise<Job[]> {
      await assertBulkFeature(userId);
      const account = await sessions.activeAccount(userId, body.accountId);
      const tagged = await storedGroups.tagged(userId, account.id, body.tagIds);
      const more = await deps.groupIdsForTags(userId, body.tagIds);
      const { found } = more.length > 0 ? await findGroups(userId, account, [...tagged.map((group) => group.groupId), ...more]) : { found: tagged };
      if (found.length === 0) throw badRequest(JOB_CREATION_MESSAGES.noTaggedGroups);
      return create(userId, [
        draftOf({
          accountId: account.id,
          type: 'TO_THREAD',
          action: 'message',
          payload: { message: body.message, ...pacingOf(body), groupIds: found.map((group) => group.groupId) },
          metadata: { source: 'bulk-groups-by-tags', executionId: randomUUID(), tagIds: body.tagIds },
          attachments: body.attachments,
          recipients: found.map(groupRecipient),
        }),
      ]);
    },

    /** Members of a shared list (or of the pending-friends panel, without a list), privately. */
    async messageToListMembers(
      userId: string,
      body: Out<typeof MessageToSharedListMembersSchema> | Out<typeof MessageToPendingListMembersSchema>,
      source: 'shared-list' | 'pending-list',
    ): Promise<Job[]> {
      const account = await sessions.activeAccount(userId, body.accountId);
      const members = source === 'shared-list' && body.listId ? await listRecipients(userId, body.listId, body.memberIds, account) : undefined;
      const recipients = await sessions.withSession(userId, account, async (session) =>
        (members ?? (await usersByIds(session, body.memberIds))).filter((r) => r.targetId !== session.userId),
      );
      return create(userId, [
        draftOf({
          accountId: account.id,
          type: 'TO_GROUP_MEMBERS',
          action: 'message',
          payload: { message: body.message, delayMin: body.delayMin, delayMax: body.delayMax },
          metadata: { source, listId: body.listId },
          attachments: body.attachments,
          recipients: requireRecipients(recipients),
        }),
      ]);
    },

    /** Friend requests to members of a shared list who are not friends (nor asked) yet. */
    async friendRequestToListMembers(userId: string, body: Out<typeof FriendRequestToSharedListMembersSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(userId, body.accountId);
      const members = await listRecipients(userId, body.listId, body.memberIds, account);
      const recipients = await sessions.withSession(userId, account, (session) => notYetAsked(session, members));
      return create(userId, [
        draftOf({
          accountId: account.id,
          type: 'FRIEND_REQUEST',
          action: 'friend-request',
          payload: { message: body.message, delayMin: body.delayMin, delayMax: body.delayMax },
          metadata: { source: 'shared-list', listId: body.listId, friendRequestMessage: body.message },
          recipients: requireRecipients(recipients, JOB_CREATION_MESSAGES.allAlreadyFriends),
        }),
      ]);
    },

    /** Adds members of a shared list to a group, 5-15 s apart; people already in it are left out. */
    async inviteListMembers(userId: string, body: Out<typeof InviteSharedListMembersSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(userId, body.accountId);
      const members = await listRecipients(userId, body.listId, body.memberIds, account);
      const { group, recipients } = await sessions.withSession(userId, account, async (session) => {
        const [found] = await requireGroups(session, [body.groupId]);
        const inGroup = new Set([session.userId, ...found.memberIds]);
        return { group: found, recipients: members.filter((member) => !inGroup.has(member.targetId)) };
      });
      return create(userId, [
        draftOf({
          accountId: account.id,
          type: 'GROUP_INVITE',
          action: 'group-invite',
          payload: { message: '', delayMin: INVITE_DELAY.min, delayMax: INVITE_DELAY.max, groupId: group.groupId, groupName: group.name },
          metadata: { source: 'shared-list', listId: body.listId, targetGroupId: group.groupId },
          recipients: requireRecipients(recipients, JOB_CREATION_MESSAGES.allAlreadyMembers),
          targetGroupId: group.groupId,
        }),
      ]);
    },
  };
}
export type JobCreation = ReturnType<typeof createJobCreation>;
