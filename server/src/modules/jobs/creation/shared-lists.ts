import {
  FEATURES,
  type FriendRequestToSharedListMembersSchema,
  type InviteSharedListMembersSchema,
  INVITE_DELAY,
  type Job,
  JOB_CREATION_MESSAGES,
  type MessageToPendingListMembersSchema,
  type MessageToSharedListMembersSchema,
  type SharedListMessageScheduleSchema,
} from 'shared-sdk/schemas';
import { and, eq, gte, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { jobs as jobsTable } from '../../../db/schema';
import { badRequest } from '../../../http/errors';
import { vietnamDayStart } from '../../../lib/vietnam-time';
import { type Pipeline, requireRecipients } from './pipeline';
import { notYetAsked, requireGroups, usersByIds } from './recipients';
import type { ScheduleRow } from './schedules';
import { payloadTexts } from './variants';

type Out<TSchema extends v.GenericSchema> = v.InferOutput<TSchema>;

/** Scheduled list messages go to strangers: wider gaps than the 1-60 s the dialogs allow at the least. */
export const LIST_SCHEDULE_DELAY = { min: 20, max: 60 } as const;

/** The Kho chung lists' members: messages, friend requests, group invites and the daily schedule. */
export function createSharedListCreations(pipeline: Pipeline) {
  const { deps, sessions, schedules, createOne, listRecipients } = pipeline;

  /** Recipients of this schedule's jobs created since the start of today in Vietnam. */
  async function scheduledToday(scheduleId: string): Promise<number> {
    const [row] = await deps.db
      .select({ n: sql<number>`coalesce(sum(${jobsTable.totalRecipients}), 0)::int` })
      .from(jobsTable)
      .where(and(eq(jobsTable.scheduleId, scheduleId), gte(jobsTable.createdAt, vietnamDayStart())));
    return Number(row?.n ?? 0);
  }

  return {
    /** Members of a shared list (or of the pending-friends panel, without a list), privately. */
    async messageToListMembers(
      workspaceId: string,
      body: Out<typeof MessageToSharedListMembersSchema> | Out<typeof MessageToPendingListMembersSchema>,
      source: 'shared-list' | 'pending-list',
    ): Promise<Job[]> {
      const account = await sessions.activeAccount(workspaceId, body.accountId);
      const members = source === 'shared-list' && body.listId ? await listRecipients(workspaceId, body.listId, body.memberIds, account) : undefined;
      const recipients = await sessions.withSession(workspaceId, account, async (session) =>
        (members ?? (await usersByIds(session, body.memberIds))).filter((r) => r.targetId !== session.userId),
      );
      return createOne(workspaceId, {
        account,
        type: 'TO_GROUP_MEMBERS',
        body,
        metadata: { source, listId: body.listId },
        recipients: requireRecipients(recipients),
      });
    },

    /** Friend requests to members of a shared list who are not friends (nor asked) yet. */
    async friendRequestToListMembers(workspaceId: string, body: Out<typeof FriendRequestToSharedListMembersSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(workspaceId, body.accountId);
      const members = await listRecipients(workspaceId, body.listId, body.memberIds, account);
      const recipients = await sessions.withSession(workspaceId, account, (session) => notYetAsked(session, members));
      return createOne(workspaceId, {
        account,
        type: 'FRIEND_REQUEST',
        body,
        metadata: { source: 'shared-list', listId: body.listId },
        recipients: requireRecipients(recipients, JOB_CREATION_MESSAGES.allAlreadyFriends),
      });
    },

    /** Adds members of a shared list to a group, 5-15 s apart; people already in it are left out. */
    async inviteListMembers(workspaceId: string, body: Out<typeof InviteSharedListMembersSchema>): Promise<Job[]> {
      const account = await sessions.activeAccount(workspaceId, body.accountId);
      const members = await listRecipients(workspaceId, body.listId, body.memberIds, account);
      const { group, recipients } = await sessions.withSession(workspaceId, account, async (session) => {
        const [found] = await requireGroups(session, [body.groupId]);
        const inGroup = new Set([session.userId, ...found.memberIds]);
        return { group: found, recipients: members.filter((member) => !inGroup.has(member.targetId)) };
      });
      return createOne(workspaceId, {
        account,
        type: 'GROUP_INVITE',
        body: { message: '', delayMin: INVITE_DELAY.min, delayMax: INVITE_DELAY.max },
        group,
        metadata: { source: 'shared-list', listId: body.listId },
        recipients: requireRecipients(recipients, JOB_CREATION_MESSAGES.allAlreadyMembers),
        targetGroupId: group.groupId,
      });
    },

    /**
     * A shared list's daily messaging: from the list's source account, the next pending members up to
     * what remains of the day's limit. One schedule per list: a new one replaces the last.
     */
    async scheduleListMessages(workspaceId: string, listId: string, body: Out<typeof SharedListMessageScheduleSchema>, now = new Date()) {
      await deps.limits.assertFeature(workspaceId, FEATURES.scheduleMessages, { status: 403 });
      const list = await deps.sharedLists.scheduleTarget(workspaceId, listId, deps.accounts ?? null);
      if (list.status === 'ARCHIVED') throw badRequest(JOB_CREATION_MESSAGES.listNotActive);
      await schedules.replaceForList(workspaceId, 'shared-list-message', listId);
      const doNotContactExcluded = await deps.sharedLists.failListedMembers(workspaceId, listId);
      const texts = payloadTexts({ message: body.messageTemplate, messages: body.messages });
      const request = { listId, ...body, messageTemplate: texts.message, messages: texts.messages };
      const schedule = await schedules.create(
        { workspaceId, accountId: list.sourceAccountId, kind: 'shared-list-message', scheduleTimes: body.scheduleTimes, timezone: body.timezone, request },
        now,
      );
      return {
        schedule: { id: schedule.id, nextRunAt: schedule.nextRunAt.toISOString(), scheduleTimes: schedule.scheduleTimes, timezone: schedule.timezone, dailyLimit: body.dailyLimit },
        doNotContactExcluded,
      };
    },

    /** A due list schedule: the next pending members, up to what remains of today's limit; a finished list stops it. */
    async runListSchedule(schedule: ScheduleRow): Promise<Job> {
      const request = schedule.request as unknown as Out<typeof SharedListMessageScheduleSchema> & { listId: string };
      const account = await sessions.activeAccount(schedule.workspaceId, schedule.accountId);
      const room = request.dailyLimit - (await scheduledToday(schedule.id));
      if (room <= 0) throw badRequest(JOB_CREATION_MESSAGES.listDailyLimitReached(request.dailyLimit));
      await deps.sharedLists.failListedMembers(schedule.workspaceId, request.listId);
      const { members, finished } = await deps.sharedLists.nextPending(request.listId, room);
      if (finished) {
        await schedules.finish(schedule.id);
        throw badRequest(JOB_CREATION_MESSAGES.listFinished);
      }
      if (members.length === 0) throw badRequest(JOB_CREATION_MESSAGES.listMembersInFlight);
      const [job] = await createOne(schedule.workspaceId, {
        account,
        type: 'TO_GROUP_MEMBERS',
        body: {
          message: request.messageTemplate,
          messages: request.messages,
          delayMin: LIST_SCHEDULE_DELAY.min,
          delayMax: LIST_SCHEDULE_DELAY.max,
          attachments: request.attachments,
        },
        // Older schedules have no stopOnReply: on.
        metadata: { source: 'shared-list-schedule', listId: request.listId, scheduleId: schedule.id, stopOnReply: request.stopOnReply !== false },
        recipients: members.map((member) => ({ targetId: member.uid, targetType: 'user', displayName: member.displayName })),
      });
      return job;
    },
  };
}
