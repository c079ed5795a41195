import { randomUUID } from 'node:crypto';
import {
  FEATURES,
  type Job,
  PHONE_LIST_MESSAGES,
  type PhoneFriendRequestScheduleSchema,
  type PhoneListSchedule,
  type PhoneMessageScheduleSchema,
  type PhoneRunJob,
  type PhoneRunNotStarted,
  type PhoneScheduleRun,
} from 'shared-sdk/schemas';
import type * as v from 'valibot';
import type { JobScheduleKind } from '../../../db/schema';
import { AppError, badRequest, notFound } from '../../../http/errors';
import { isUuid } from '../../../http/ids';
import { vietnamDayStart } from '../../../lib/vietnam-time';
import type { AccountSessions } from '../../bots';
import { type AccountScope, scheduleAccounts, withinScope } from '../account-scope';
import type { JobDraft } from '../job-draft';
import { draftOf } from './drafts';
import type { ScheduleRow, SchedulesRepo } from './schedules';
import { payloadTexts } from './variants';

type PhoneAction = 'friend-request' | 'message';
type PhoneKind = Extract<JobScheduleKind, 'phone-friend-request' | 'phone-message'>;
const KIND_OF: Record<PhoneAction, PhoneKind> = { 'friend-request': 'phone-friend-request', message: 'phone-message' };

/** Lookups and requests to strangers: wider gaps than friends get. */
export const PHONE_DELAY = { min: 15, max: 45 } as const;

/** The phone-lists module's store, as the schedules use it. */
export interface PhoneListAccess {
  ownerOf(listId: string): Promise<{ workspaceId: string; status: string } | undefined>;
  setStatus(listId: string, status: 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'PAUSED' | 'CANCELLED'): Promise<void>;
  activeAccounts(workspaceId: string): Promise<Array<{ id: string; displayName: string }>>;
  distribute(listId: string, accountIds: string[]): Promise<number>;
  nextNumbers(listId: string, accountId: string, limit: number): Promise<string[]>;
  pendingCount(listId: string): Promise<number>;
  quotaOf(accountId: string): Promise<{ friendRequest: number; message: number }>;
  setQuota(accountId: string, quota: { friendRequest?: number; message?: number }): Promise<unknown>;
  usedSince(listId: string, accountId: string, action: PhoneAction, since: Date): Promise<number>;
  /** Whether the member sees the list: OWNER and ADMIN every one, an AGENT theirs (the phone-lists module's rule). */
  visibleTo(listId: string, viewer: { userId: string; scope: string[] }): Promise<boolean>;
  /** The user's list's PENDING numbers on the do-not-contact list become SKIPPED with its reason; how many. */
  skipListedNumbers(workspaceId: string, listId: string): Promise<number>;
  /** Keeps a run: its id (its jobs' executionId), side, and the accounts whose numbers it could not start. */
  recordRun(run: { executionId: string; listId: string; action: PhoneAction; notStarted: PhoneRunNotStarted[] }): Promise<void>;
}

interface PhoneScheduleRequest {
  listId: string;
  action: PhoneAction;
  messageTemplate: string;
  /** A message schedule's variants A…E (two to five texts; `messageTemplate` is then A). */
  messages?: string[];
  /** Each run skips whoever replied to its account within REPLY_WINDOW_DAYS; absent (older schedules): on. */
  stopOnReply?: boolean;
  followUpMessage?: string;
  accountIds: string[];
  attachments: v.InferOutput<typeof PhoneMessageScheduleSchema>['attachments'];
}

export interface PhoneSchedulesDeps {
  sessions: AccountSessions;
  schedules: SchedulesRepo;
  phoneLists: PhoneListAccess;
  create(workspaceId: string, drafts: JobDraft[]): Promise<Job[]>;
  /** The plan's gate: every scheduled message kind needs schedule_messages (as Kho chung's daily messaging). */
  limits: { assertFeature(workspaceId: string, feature: string, options?: { status?: number }): Promise<void> };
  /** The member's accounts (null: every one): an AGENT's schedules are those sending from their accounts only. */
  accounts?: AccountScope;
  /** The member making the calls: an AGENT works only with the phone lists they may see. */
  personId?: string;
}

/** What one run made: its jobs (one per account) and the accounts it could not start, with why. */
interface RunResult {
  jobs: Job[];
  notStarted: PhoneRunNotStarted[];
}

const runJobOf = (job: Job): PhoneRunJob => ({
  id: job.id,
  accountId: job.accountId,
  accountName: job.accountName ?? '',
  numbers: job.totalRecipients,
  waitingForSlot: job.waitingForSlot ?? false,
});

/**
 * A phone list's friend-request and message schedules: at each time every participating ACTIVE
 * account works its assigned PENDING numbers up to what remains of its daily quota, as a job of the engine (which
 * looks each number up, paces and records the outcome). A list with no PENDING number left is COMPLETED.
 */
export function createPhoneSchedules(deps: PhoneSchedulesDeps) {
  const { phoneLists, schedules, sessions } = deps;
  const scope = deps.accounts ?? null;

  async function requireList(workspaceId: string, listId: string) {
    const list = await requireListOf(phoneLists, workspaceId, listId);
    // Another member's list an AGENT may not see is as unknown as another workspace's.
    if (scope !== null && !(await phoneLists.visibleTo(listId, { userId: deps.personId ?? '', scope }))) throw notFound(PHONE_LIST_MESSAGES.listNotFound);
    return list;
  }

  async function create(
    workspaceId: string,
    listId: string,
    action: PhoneAction,
    body: {
      scheduleTimes: string[];
      timezone: string;
      messageTemplate: string;
      messages?: string[];
      stopOnReply: boolean;
      followUpMessage?: string;
      attachments: PhoneScheduleRequest['attachments'];
      accountQuotas: Array<{ accountId: string; dailyLimit: number }>;
    },
  ) {
    const list = await requireList(workspaceId, listId);
    await deps.limits.assertFeature(workspaceId, FEATURES.scheduleMessages, { status: 403 });
    const accountIds = await participants(deps, workspaceId, body.accountQuotas.map((quota) => quota.accountId), scope);
    for (const quota of body.accountQuotas) {
      await phoneLists.setQuota(quota.accountId, action === 'friend-request' ? { friendRequest: quota.dailyLimit } : { message: quota.dailyLimit });
    }
    const doNotContactExcluded = await phoneLists.skipListedNumbers(workspaceId, listId);
    await phoneLists.distribute(listId, accountIds);
    await schedules.replaceForList(workspaceId, KIND_OF[action], listId);
    const texts = action === 'message' ? payloadTexts({ message: body.messageTemplate, messages: body.messages }) : { message: body.messageTemplate };
    const request: PhoneScheduleRequest = {
      listId,
      action,
      messageTemplate: texts.message,
      messages: texts.messages,
      stopOnReply: body.stopOnReply,
      followUpMessage: body.followUpMessage || undefined,
      accountIds,
      attachments: body.attachments,
    };
    const schedule = await schedules.create({
      workspaceId,
      accountId: accountIds[0],
      kind: KIND_OF[action],
      scheduleTimes: body.scheduleTimes,
      timezone: body.timezone,
      request: { ...request },
    });
    if (list.status === 'PENDING' || list.status === 'COMPLETED') await phoneLists.setStatus(listId, 'PROCESSING');
    return { schedule: toView(schedule), doNotContactExcluded };
  }

  /**
   * One occurrence: a job per participating account with room left today; none when nothing is left to do. No number
   * is left out silently: an account whose job the plan refuses (the day's job limit…) is named with the reason, its
   * numbers stay pending for the next run, and the run is kept with it (the list's runs tab shows it).
   */
  async function runOnce(schedule: ScheduleRow): Promise<RunResult> {
    const request = schedule.request as unknown as PhoneScheduleRequest;
    await phoneLists.skipListedNumbers(schedule.workspaceId, request.listId);
    if ((await phoneLists.pendingCount(request.listId)) === 0) {
      await phoneLists.setStatus(request.listId, 'COMPLETED');
      await schedules.finish(schedule.id);
      throw badRequest(PHONE_LIST_MESSAGES.noNumbersLeft);
    }
    await phoneLists.distribute(request.listId, request.accountIds);
    const executionId = randomUUID();
    const result: RunResult = { jobs: [], notStarted: [] };
    let refusal: AppError | undefined;
    for (const accountId of request.accountIds) {
      const account = await sessions.activeAccount(schedule.workspaceId, accountId).catch(() => undefined);
      if (!account) continue;
      const phones = await numbersToday(phoneLists, request, accountId);
      if (phones.length === 0) continue;
      const draft = phoneJobDraft(request, accountId, phones, { executionId, scheduleId: schedule.id });
      try {
        result.jobs.push(...(await deps.create(schedule.workspaceId, [draft])));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refusal ??= error;
        result.notStarted.push({ accountId, accountName: account.displayName, numbers: phones.length, reason: error.message });
      }
    }
    if (result.jobs.length === 0 && result.notStarted.length === 0) throw badRequest(PHONE_LIST_MESSAGES.nothingToRun);
    await phoneLists.recordRun({ executionId, listId: request.listId, action: request.action, notStarted: result.notStarted });
    // Nothing started: the run fails with the plan's reason (kept on the schedule as its last result).
    if (result.jobs.length === 0 && refusal) throw refusal;
    return result;
  }

  /** The scheduler's occurrence: the run's first job stands for it. */
  async function run(schedule: ScheduleRow): Promise<Job> {
    return (await runOnce(schedule)).jobs[0];
  }

  return {
    scheduleFriendRequests: (workspaceId: string, listId: string, body: v.InferOutput<typeof PhoneFriendRequestScheduleSchema>) =>
      create(workspaceId, listId, 'friend-request', body),
    scheduleMessages: (workspaceId: string, listId: string, body: v.InferOutput<typeof PhoneMessageScheduleSchema>) => create(workspaceId, listId, 'message', body),

    /** A due occurrence (the schedule runner): its first job names the run. */
    run,

    async schedulesOf(workspaceId: string, listId: string, action: PhoneAction): Promise<{ schedules: PhoneListSchedule[] }> {
      await requireList(workspaceId, listId);
      const rows = await schedules.forList(workspaceId, KIND_OF[action], listId);
      return { schedules: rows.filter((row) => withinScope(scope, scheduleAccounts(row))).map(toView) };
    },

    /**
     * 'Chạy ngay': this occurrence now, whatever the next time is; the schedule keeps its times. Answers every job
     * it made (whether each waits for a free slot of the plan) and the accounts it could not start, with why.
     */
    async execute(workspaceId: string, scheduleId: string): Promise<PhoneScheduleRun> {
      const schedule = await requirePhoneSchedule(schedules, workspaceId, scheduleId, scope);
      const { jobs, notStarted } = await runOnce(schedule);
      await schedules.recordRun(schedule.id, { jobId: jobs[0].id }, new Date());
      return { started: true, jobId: jobs[0].id, jobs: jobs.map(runJobOf), notStarted };
    },

    /** PATCH /phone-lists/schedules/{id}: turn it on or off, or change its times (turning on or new times: the plan's gate). */
    async update(workspaceId: string, scheduleId: string, changes: { isActive?: boolean; scheduleTimes?: string[] }) {
      const schedule = await requirePhoneSchedule(schedules, workspaceId, scheduleId, scope);
      if (changes.isActive === true || changes.scheduleTimes) await deps.limits.assertFeature(workspaceId, FEATURES.scheduleMessages, { status: 403 });
      const updated = await schedules.update(schedule, changes);
      return { schedule: toView(updated) };
    },
  };
}

/** The user's phone list (404 when not the user's). */
async function requireListOf(phoneLists: PhoneListAccess, workspaceId: string, listId: string) {
  const list = isUuid(listId) ? await phoneLists.ownerOf(listId) : undefined;
  if (!list || list.workspaceId !== workspaceId) throw notFound(PHONE_LIST_MESSAGES.listNotFound);
  return list;
}

/**
 * The workspace's phone schedule (404 when another workspace's, another kind of schedule, or, for an AGENT, one that
 * sends from an account not theirs).
 */
async function requirePhoneSchedule(schedules: SchedulesRepo, workspaceId: string, scheduleId: string, scope: AccountScope): Promise<ScheduleRow> {
  const schedule = isUuid(scheduleId) ? await schedules.find(workspaceId, scheduleId) : undefined;
  if (!schedule || (schedule.kind !== 'phone-friend-request' && schedule.kind !== 'phone-message') || !withinScope(scope, scheduleAccounts(schedule))) {
    throw notFound(PHONE_LIST_MESSAGES.scheduleNotFound);
  }
  return schedule;
}

/** The chosen accounts (all the member's ACTIVE ones when none is chosen); each must be the member's and ACTIVE. */
async function participants(deps: Pick<PhoneSchedulesDeps, 'phoneLists' | 'sessions'>, workspaceId: string, chosen: string[], scope: AccountScope): Promise<string[]> {
  if (chosen.length === 0) {
    const active = (await deps.phoneLists.activeAccounts(workspaceId)).filter((account) => withinScope(scope, [account.id]));
    if (active.length === 0) throw badRequest(PHONE_LIST_MESSAGES.noActiveAccount);
    return active.map((account) => account.id);
  }
  for (const accountId of chosen) await deps.sessions.activeAccount(workspaceId, accountId);
  return chosen;
}

/** The account's next numbers of the list, as many as its daily quota for the action has room for today. */
async function numbersToday(phoneLists: PhoneListAccess, request: PhoneScheduleRequest, accountId: string): Promise<string[]> {
  const quota = await phoneLists.quotaOf(accountId);
  const limit = request.action === 'friend-request' ? quota.friendRequest : quota.message;
  const room = limit - (await phoneLists.usedSince(request.listId, accountId, request.action, vietnamDayStart()));
  return room > 0 ? phoneLists.nextNumbers(request.listId, accountId, room) : [];
}

/** One account's job of a run: its numbers, the schedule's text (and attachments for messages), the run's ids. */
function phoneJobDraft(request: PhoneScheduleRequest, accountId: string, phones: string[], run: { executionId: string; scheduleId: string }): JobDraft {
  return draftOf({
    accountId,
    type: request.action === 'friend-request' ? 'FRIEND_REQUEST' : 'TO_FRIENDS',
    action: request.action,
    payload: {
      ...(request.action === 'message' ? payloadTexts({ message: request.messageTemplate, messages: request.messages }) : { message: request.messageTemplate }),
      delayMin: PHONE_DELAY.min,
      delayMax: PHONE_DELAY.max,
    },
    metadata: {
      source: 'phone-list',
      phoneListId: request.listId,
      phoneAction: request.action,
      executionId: run.executionId,
      scheduleId: run.scheduleId,
      stopOnReply: request.stopOnReply !== false,
      ...(request.action === 'friend-request' ? { friendRequestMessage: request.messageTemplate } : {}),
    },
    attachments: request.action === 'message' ? request.attachments : [],
    // No name yet: the engine keeps the name Zalo gives when it looks the number up.
    recipients: phones.map((phone) => ({ targetId: phone, targetType: 'phone', displayName: null })),
  });
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
