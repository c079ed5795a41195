import { randomUUID } from 'node:crypto';
import {
  type Job,
  PHONE_LIST_MESSAGES,
  type PhoneFriendRequestScheduleSchema,
  type PhoneListSchedule,
  type PhoneMessageScheduleSchema,
} from 'shared-sdk/schemas';
import type * as v from 'valibot';
import type { JobScheduleKind } from '../../../db/schema';
import { AppError, badRequest, notFound } from '../../../http/errors';
import { isUuid } from '../../../http/ids';
import { vietnamDayStart } from '../../../lib/vietnam-time';
import type { AccountSessions } from '../../bots';
import type { JobDraft } from '../job-draft';
import { draftOf } from './drafts';
import type { ScheduleRow, SchedulesRepo } from './schedules';
import type { DoNotContactExclusion } from '../../do-not-contact/exclusion';

type PhoneAction = 'friend-request' | 'message';
type PhoneKind = Extract<JobScheduleKind, 'phone-friend-request' | 'phone-message'>;
const KIND_OF: Record<PhoneAction, PhoneKind> = { 'friend-request': 'phone-friend-request', message: 'phone-message' };

/** Lookups and requests to strangers: wider gaps than friends get. */
export const PHONE_DELAY = { min: 15, max: 45 } as const;

/** The phone-lists module's store, as the schedules use it. */
export interface PhoneListAccess {
  ownerOf(listId: string): Promise<{ userId: string; status: string } | undefined>;
  setStatus(listId: string, status: 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'PAUSED' | 'CANCELLED'): Promise<void>;
  activeAccounts(userId: string): Promise<Array<{ id: string; displayName: string }>>;
  distribute(listId: string, accountIds: string[]): Promise<number>;
  nextNumbers(listId: string, accountId: string, limit: number): Promise<string[]>;
  pendingCount(listId: string): Promise<number>;
  quotaOf(accountId: string): Promise<{ friendRequest: number; message: number }>;
  setQuota(accountId: string, quota: { friendRequest?: number; message?: number }): Promise<unknown>;
  usedSince(listId: string, accountId: string, action: PhoneAction, since: Date): Promise<number>;
}

interface PhoneScheduleRequest {
  listId: string;
  action: PhoneAction;
  messageTemplate: string;
  followUpMessage?: string;
  accountIds: string[];
  attachments: v.InferOutput<typeof PhoneMessageScheduleSchema>['attachments'];
}

export interface PhoneSchedulesDeps {
  sessions: AccountSessions;
  schedules: SchedulesRepo;
  phoneLists: PhoneListAccess;
  create(userId: string, drafts: JobDraft[]): Promise<Job[]>;
  /** Numbers on the do-not-contact list are SKIPPED before a schedule takes any (modules/do-not-contact). */
  doNotContact: Pick<DoNotContactExclusion, 'skipListedPhoneNumbers'>;
}

/**
 * A phone list's friend-request and message schedules (spec part 3 §5): at each time every participating ACTIVE
 * account works its assigned PENDING numbers up to what remains of its daily quota, as a job of the engine (which
 * looks each number up, paces and records the outcome). A list with no PENDING number left is COMPLETED.
 */
export function createPhoneSchedules(deps: PhoneSchedulesDeps) {
  const { phoneLists, schedules, sessions } = deps;

  async function requireList(userId: string, listId: string) {
    const list = isUuid(listId) ? await phoneLists.ownerOf(listId) : undefined;
    if (!list || list.userId !== userId) throw notFound(PHONE_LIST_MESSAGES.listNotFound);
    return list;
  }

  /** The chosen accounts (all ACTIVE ones when none is chosen); each must be the user's and ACTIVE. */
  async function participants(userId: string, chosen: string[]): Promise<string[]> {
    if (chosen.length === 0) {
      const active = await phoneLists.activeAccounts(userId);
      if (active.length === 0) throw badRequest(PHONE_LIST_MESSAGES.noActiveAccount);
      return active.map((account) => account.id);
    }
    for (const accountId of chosen) await sessions.activeAccount(userId, accountId);
    return chosen;
  }

  async function create(
    userId: string,
    listId: string,
    action: PhoneAction,
    body: { scheduleTimes: string[]; timezone: string; messageTemplate: string; followUpMessage?: string; attachments: PhoneScheduleRequest['attachments']; accountQuotas: Array<{ accountId: string; dailyLimit: number }> },
  ) {
    const list = await requireList(userId, listId);
    const accountIds = await participants(userId, body.accountQuotas.map((quota) => quota.accountId));
    for (const quota of body.accountQuotas) {
      await phoneLists.setQuota(quota.accountId, action === 'friend-request' ? { friendRequest: quota.dailyLimit } : { message: quota.dailyLimit });
    }
    const doNotContactExcluded = await deps.doNotContact.skipListedPhoneNumbers(userId, listId);
    await phoneLists.distribute(listId, accountIds);
    await schedules.replaceForList(userId, KIND_OF[action], listId);
    const request: PhoneScheduleRequest = {
      listId,
      action,
      messageTemplate: body.messageTemplate,
      followUpMessage: body.followUpMessage || undefined,
      accountIds,
      attachments: body.attachments,
    };
    const schedule = await schedules.create({
      userId,
      accountId: accountIds[0],
      kind: KIND_OF[action],
      scheduleTimes: body.scheduleTimes,
      timezone: body.timezone,
      request: { ...request },
    });
    if (list.status === 'PENDING' || list.status === 'COMPLETED') await phoneLists.setStatus(listId, 'PROCESSING');
    return { schedule: toView(schedule), doNotContactExcluded };
  }

  /** One occurrence: a job per participating account with room left today; none when nothing is left to do. */
  async function run(schedule: ScheduleRow): Promise<Job[]> {
    const request = schedule.request as unknown as PhoneScheduleRequest;
    await deps.doNotContact.skipListedPhoneNumbers(schedule.userId, request.listId);
    if ((await phoneLists.pendingCount(request.listId)) === 0) {
      await phoneLists.setStatus(request.listId, 'COMPLETED');
      await schedules.finish(schedule.id);
      throw badRequest(PHONE_LIST_MESSAGES.noNumbersLeft);
    }
    await phoneLists.distribute(request.listId, request.accountIds);
    const executionId = randomUUID();
    const drafts: JobDraft[] = [];
    for (const accountId of request.accountIds) {
      const account = await sessions.activeAccount(schedule.userId, accountId).catch(() => undefined);
      if (!account) continue;
      const quota = await phoneLists.quotaOf(accountId);
      const limit = request.action === 'friend-request' ? quota.friendRequest : quota.message;
      const room = limit - (await phoneLists.usedSince(request.listId, accountId, request.action, vietnamDayStart()));
      const phones = room > 0 ? await phoneLists.nextNumbers(request.listId, accountId, room) : [];
      if (phones.length === 0) continue;
      drafts.push(
        draftOf({
          accountId,
          type: request.action === 'friend-request' ? 'FRIEND_REQUEST' : 'TO_FRIENDS',
          action: request.action,
          payload: { message: request.messageTemplate, delayMin: PHONE_DELAY.min, delayMax: PHONE_DELAY.max },
          metadata: {
            source: 'phone-list',
            phoneListId: request.listId,
            phoneAction: request.action,
            executionId,
            scheduleId: schedule.id,
            ...(request.action === 'friend-request' ? { friendRequestMessage: request.messageTemplate } : {}),
          },
          attachments: request.action === 'message' ? request.attachments : [],
          // No name yet: the engine keeps the name Zalo gives when it looks the number up.
          recipients: phones.map((phone) => ({ targetId: phone, targetType: 'phone', displayName: null })),
        }),
      );
    }
    if (drafts.length === 0) throw badRequest(PHONE_LIST_MESSAGES.nothingToRun);
    return createWithinPlan(schedule.userId, drafts);
  }

  /**
   * One job per account; those beyond the plan's concurrent limit wait for a slot (each job's waitingForSlot). When the
   * daily limit refuses one, the other accounts' numbers wait for the next occurrence (a refusal of the first is the
   * run's failure).
   */
  async function createWithinPlan(userId: string, drafts: JobDraft[]): Promise<Job[]> {
    const created: Job[] = [];
    for (const draft of drafts) {
      try {
        created.push(...(await deps.create(userId, [draft])));
      } catch (error) {
        if (created.length > 0 && error instanceof AppError && error.status === 403) break;
        throw error;
      }
    }
    return created;
  }

  return {
    scheduleFriendRequests: (userId: string, listId: string, body: v.InferOutput<typeof PhoneFriendRequestScheduleSchema>) =>
      create(userId, listId, 'friend-request', body),
    scheduleMessages: (userId: string, listId: string, body: v.InferOutput<typeof PhoneMessageScheduleSchema>) => create(userId, listId, 'message', body),

    /** A due occurrence (the schedule runner): its first job names the run. */
    run: async (schedule: ScheduleRow): Promise<Job> => (await run(schedule))[0],

    async schedulesOf(userId: string, listId: string, action: PhoneAction): Promise<{ schedules: PhoneListSchedule[] }> {
      await requireList(userId, listId);
      const rows = await schedules.forList(userId, KIND_OF[action], listId);
      return { schedules: rows.map(toView) };
    },

    /**
     * 'Chạy ngay': this occurrence now, whatever the next time is; the schedule keeps its times. `jobs` are the jobs it
     * made, one per account, each saying whether it waits for a slot of the plan (waitingForSlot).
     */
    async execute(userId: string, scheduleId: string) {
      const schedule = isUuid(scheduleId) ? await schedules.find(userId, scheduleId) : undefined;
      if (!schedule || (schedule.kind !== 'phone-friend-request' && schedule.kind !== 'phone-message')) throw notFound(PHONE_LIST_MESSAGES.scheduleNotFound);
      const jobs = await run(schedule);
      await schedules.recordRun(schedule.id, { jobId: jobs[0].id }, new Date());
      return { started: true, jobId: jobs[0].id, jobs };
    },

    /** PATCH /phone-lists/schedules/{id}: turn it on or off, or change its times. */
    async update(userId: string, scheduleId: string, changes: { isActive?: boolean; scheduleTimes?: string[] }) {
      const schedule = isUuid(scheduleId) ? await schedules.find(userId, scheduleId) : undefined;
      if (!schedule || (schedule.kind !== 'phone-friend-request' && schedule.kind !== 'phone-message')) throw notFound(PHONE_LIST_MESSAGES.scheduleNotFound);
      const updated = await schedules.update(schedule, changes);
      return { schedule: toView(updated) };
    },
  };
}

function toView(schedule: ScheduleRow): PhoneListSchedule {
  return {
    id: schedule.id,
    isActive: schedule.isActive,
    nextRunAt: schedule.isActive ? schedule.nextRunAt.toISOString() : null,
    kind: schedule.kind === 'phone-message' ? 'message' : 'friend-request',
    scheduleTimes: schedule.scheduleTimes,
    timezone: schedule.timezone,
  };
}
