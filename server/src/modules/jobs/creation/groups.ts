import { randomUUID } from 'node:crypto';
import {
  type BulkGroupsByTagsSchema,
  type BulkGroupsInput,
  type BulkGroupsResult,
  type BulkMessageMembersSchema,
  type Job,
  JOB_CREATION_MESSAGES,
  type MemberFriendRequestsSchema,
  type MessageMembersSchema,
  type MessageToGroupMembersSchema,
  type MessageToGroupSchema,
  type MessageToGroupsSchema,
  type MessageToManyGroupMembersSchema,
} from 'shared-sdk/schemas';
import type * as v from 'valibot';
import { badRequest } from '../../../http/errors';
import type { AccountRef } from '../../bots';
import type { JobDraft } from '../job-draft';
import { SOURCE_NAMES_KEPT } from '../source-names';
import type { JobOptions } from './drafts';
import { groupRecipient, type JobBody, jobDraft, type Pipeline, requireRecipients, selectedByAccount, sourceOf } from './pipeline';
import { membersOf } from './recipients';
import type { ScheduleRow } from './schedules';
import type { GroupRef } from '../../social';

type Out<TSchema extends v.GenericSchema> = v.InferOutput<TSchema>;

/** A private message to the members of groups, as the member-message calls give it. */
interface MembersJobBody extends JobOptions, JobBody {
  excludeSelf: boolean;
}

/** Private messages to the members of the groups, each person once, in one job. */
async function groupMembersJob(
  { sessions, createOne, requireFound }: Pipeline,
  workspaceId: string,
  account: AccountRef,
  groupIds: string[],
  body: MembersJobBody,
  source: string,
): Promise<Job[]> {
  const groups = await requireFound(workspaceId, account, groupIds);
  const recipients = await sessions.withSession(workspaceId, account, (session) =>
    membersOf(session, groups, new Set(body.excludeSelf ? [session.userId] : [])),
  );
  return createOne(workspaceId, {
    account,
    type: 'TO_GROUP_MEMBERS',
    body,
    payload: { groupIds: groups.map((group) => group.groupId) },
    metadata: { source, sourceNames: groups.slice(0, SOURCE_NAMES_KEPT).map((group) => group.name) },
    options: body,
    recipients: requireRecipients(recipients),
  });
}

function bulkGroupsDraft(account: AccountRef, body: BulkGroupsInput, groups: GroupRef[], metadata: Record<string, unknown>): JobDraft {
  return jobDraft({
    account,
    type: 'TO_THREAD',
    body,
    payload: { groupIds: groups.map((group) => group.groupId) },
    metadata: { source: 'bulk-groups', useBulkDelay: body.useBulkDelay, ...metadata },
    recipients: groups.map(groupRecipient),
  });
}

/** The groups of a bulk send: the select-all's of this account, or the chosen ones (each reachable). */
async function bulkGroupsOf({ deps, requireFound }: Pipeline, workspaceId: string, account: AccountRef, body: BulkGroupsInput): Promise<GroupRef[]> {
  // After a select-all: the filter's groups of this account (a schedule keeps the groups chosen now).
  const groups = body.selection
    ? (selectedByAccount(await deps.socialSelections.groups(workspaceId, body.selection, account.id)).get(account.id) ?? [])
    : await requireFound(workspaceId, account, body.groupIds ?? []);
  if (groups.length === 0) throw badRequest(JOB_CREATION_MESSAGES.noSelectedGroups);
  return groups;
}

/** The groups' own conversations: one group, a select-all, and (Pro) many groups now or daily, or by tags. */
function createGroupThreadCreations(pipeline: Pipeline) {
  const { deps, sessions, schedules, storedGroups, create, createOne, findGroups, requireFound, assertBulkFeature } = pipeline;
  return {
    /** The group's own conversation. */
    async messageToGroup(workspaceId: string, body: Out<typeof MessageToGroupSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(workspaceId, body.accountId);
      const [group] = await requireFound(workspaceId, account, [body.groupId]);
      return createOne(workspaceId, {
        account,
        type: 'TO_THREAD',
        body,
        group,
        metadata: { source: 'to-group' },
        options: body,
        recipients: [groupRecipient(group)],
      });
    },

    /**
     * After a select-all on the groups page: each selected group's own conversation, one job per group from the
     * group's account, all created at once or none (the plan's reason). Groups the accounts left are not selected;
     * an account that cannot send refuses the whole call with its name.
     */
    async messageToGroups(workspaceId: string, body: Out<typeof MessageToGroupsSchema>): Promise<Job[]> {
      const byAccount = body.selection ? selectedByAccount(await deps.socialSelections.groups(workspaceId, body.selection)) : new Map<string, GroupRef[]>();
      if (byAccount.size === 0) throw badRequest(JOB_CREATION_MESSAGES.noSelectedGroups);
      const drafts: JobDraft[] = [];
      for (const [accountId, groups] of byAccount) {
        const account = await sessions.activeAccount(workspaceId, accountId);
        for (const group of groups) {
          drafts.push(jobDraft({ account, type: 'TO_THREAD', body, group, metadata: { source: 'to-group' }, recipients: [groupRecipient(group)] }));
        }
      }
      return create(workspaceId, drafts);
    },

    /** Pro: one message to many groups, now or on a daily schedule. */
    async bulkGroups(workspaceId: string, body: BulkGroupsInput, now = new Date()): Promise<BulkGroupsResult> {
      await assertBulkFeature(workspaceId);
      const account = await sessions.activeAccount(workspaceId, body.accountId);
      const groups = await bulkGroupsOf(pipeline, workspaceId, account, body);
      if (body.executeImmediately) {
        const executionId = randomUUID();
        const [job] = await create(workspaceId, [bulkGroupsDraft(account, body, groups, { executionId })]);
        return { data: { executionId, jobId: job.id } };
      }
      const request = { ...body, selection: undefined, groupIds: groups.map((group) => group.groupId) };
      const schedule = await schedules.create(
        { workspaceId, accountId: account.id, kind: 'bulk-groups', scheduleTimes: body.scheduleTimes, timezone: body.timezone, request },
        now,
      );
      return {
        data: { scheduleId: schedule.id, nextRunAt: schedule.nextRunAt.toISOString(), scheduleTimes: schedule.scheduleTimes, timezone: schedule.timezone },
      };
    },

    /** A due bulk-groups schedule. Groups the account left since are skipped; none left is a failure. */
    async runBulkGroupsSchedule(schedule: ScheduleRow): Promise<Job> {
      const body = schedule.request as unknown as BulkGroupsInput;
      await assertBulkFeature(schedule.workspaceId);
      const account = await sessions.activeAccount(schedule.workspaceId, schedule.accountId);
      const { found, missing } = await findGroups(schedule.workspaceId, account, body.groupIds ?? []);
      if (found.length === 0) throw badRequest(JOB_CREATION_MESSAGES.groupsInaccessible(missing.length));
      const metadata = { executionId: randomUUID(), scheduleId: schedule.id };
      const [job] = await create(schedule.workspaceId, [bulkGroupsDraft(account, body, found, metadata)]);
      return job;
    },

    /** Pro: the groups carrying any of the tags that this account is in, now. */
    async bulkGroupsByTags(workspaceId: string, body: Out<typeof BulkGroupsByTagsSchema>): Promise<Job[]> {
      await assertBulkFeature(workspaceId);
      const account = await sessions.activeAccount(workspaceId, body.accountId);
      const tagged = await storedGroups.tagged(workspaceId, account.id, body.tagIds);
      const more = await deps.groupIdsForTags(workspaceId, body.tagIds);
      const { found } = more.length > 0 ? await findGroups(workspaceId, account, [...tagged.map((group) => group.groupId), ...more]) : { found: tagged };
      if (found.length === 0) throw badRequest(JOB_CREATION_MESSAGES.noTaggedGroups);
      return createOne(workspaceId, {
        account,
        type: 'TO_THREAD',
        body,
        payload: { groupIds: found.map((group) => group.groupId) },
        metadata: { source: 'bulk-groups-by-tags', executionId: randomUUID(), tagIds: body.tagIds },
        recipients: found.map(groupRecipient),
      });
    },
  };
}

/** The members of groups, privately: one group's, several groups', the chosen ones; friend requests to the chosen ones. */
function createGroupMemberCreations(pipeline: Pipeline) {
  const { sessions, createOne, requireFound, chosenMembers } = pipeline;
  return {
    /** The members of one group, privately, one by one. */
    async messageToGroupMembers(workspaceId: string, body: Out<typeof MessageToGroupMembersSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(workspaceId, body.accountId);
      const [group] = await requireFound(workspaceId, account, [body.groupId]);
      const recipients = await sessions.withSession(workspaceId, account, (session) =>
        membersOf(session, [group], new Set(body.excludeSelf ? [session.userId] : [])),
      );
      return createOne(workspaceId, {
        account,
        type: 'TO_GROUP_MEMBERS',
        body,
        group,
        metadata: { source: sourceOf(body.metadata, 'to-group-members') },
        options: body,
        recipients: requireRecipients(recipients),
      });
    },

    /** The members of several groups, each person once, in one job. */
    async messageToManyGroupMembers(workspaceId: string, body: Out<typeof MessageToManyGroupMembersSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(workspaceId, body.accountId);
      return groupMembersJob(pipeline, workspaceId, account, body.groupIds, body, 'bulk-to-group-members');
    },

    /** POST /accounts/{a}/groups/bulk-message-members: the members of the account's groups, each person once. */
    async bulkMessageMembers(workspaceId: string, accountId: string, body: Out<typeof BulkMessageMembersSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(workspaceId, accountId);
      return groupMembersJob(pipeline, workspaceId, account, body.groupIds, { ...body, excludeSelf: true }, 'bulk-message-members');
    },

    /** POST /accounts/{a}/groups/{g}/message-members: the chosen members of one group, privately. */
    async messageMembers(workspaceId: string, accountId: string, groupId: string, body: Out<typeof MessageMembersSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(workspaceId, accountId);
      const { group, members } = await chosenMembers(workspaceId, account, groupId, body.memberIds, false);
      return createOne(workspaceId, {
        account,
        type: 'TO_GROUP_MEMBERS',
        body,
        group,
        metadata: { source: 'group-members' },
        recipients: requireRecipients(members),
      });
    },

    /** POST /accounts/{a}/groups/{g}/friend-requests: the chosen members of one group who are not friends (nor asked) yet. */
    async memberFriendRequests(workspaceId: string, accountId: string, groupId: string, body: Out<typeof MemberFriendRequestsSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(workspaceId, accountId);
      const { group, chosen, members } = await chosenMembers(workspaceId, account, groupId, body.memberIds, true);
      return createOne(workspaceId, {
        account,
        type: 'FRIEND_REQUEST',
        body,
        group,
        metadata: { source: 'group-members-friend-request' },
        recipients: requireRecipients(members, chosen > 0 ? JOB_CREATION_MESSAGES.allAlreadyFriends : JOB_CREATION_MESSAGES.noRecipients),
      });
    },
  };
}

/** Group conversations and their members. */
export function createGroupCreations(pipeline: Pipeline) {
  return { ...createGroupThreadCreations(pipeline), ...createGroupMemberCreations(pipeline) };
}
