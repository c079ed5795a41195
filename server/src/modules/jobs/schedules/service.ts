import type * as v from 'valibot';
import {
  BulkGroupsSchema,
  FEATURES,
  PhoneFriendRequestScheduleSchema,
  PhoneMessageScheduleSchema,
  type RecurringSchedule,
  SCHEDULE_EDITABLE,
  SCHEDULE_MESSAGES,
  type ScheduleList,
  type ScheduleUpdateSchema,
  SharedListMessageScheduleSchema,
} from 'shared-sdk/schemas';
import type { Database } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../http/errors';
import { isUuid } from '../../../http/ids';
import { parse } from '../../../http/validate';
import type { LimitService } from '../../subscription';
import type { PhoneListAccess } from '../creation/phone-schedules';
import { createSchedulesRepo, type ScheduleRow } from '../creation/schedules';
import { type AccountScope, scheduleAccounts, withinScope } from '../account-scope';
import type { ListNames } from '../source-names';
import { payloadTexts } from '../creation/variants';
import { createScheduleQueries, STOPS_ON_REPLY } from './queries';

type Changes = v.InferOutput<typeof ScheduleUpdateSchema>;
type Checked = { scheduleTimes: string[]; timezone: string; request: Record<string, unknown> };

const PHONE_KINDS: readonly string[] = ['phone-friend-request', 'phone-message'];
/** The kinds whose runs are message jobs to people: they may hold variants A…E. */
const HAS_VARIANTS: readonly string[] = ['phone-message', 'shared-list-message'];

/** The kinds' creation bodies name the text `messageTemplate`; here it is `message`. */
function asMessageField<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof AppError) || !error.fieldErrors?.messageTemplate) throw error;
    const { messageTemplate, ...rest } = error.fieldErrors;
    throw badRequest(error.message, { ...rest, message: messageTemplate });
  }
}

/**
 * A message schedule's texts after the edit: new variants as given; `message` alone changes the text, which is
 * variant A on a schedule with variants (the others stay).
 */
function editedTexts(request: Record<string, unknown>, changes: Changes): { messageTemplate: unknown; messages: unknown } {
  const stored = Array.isArray(request.messages) ? (request.messages as unknown[]) : [];
  const messages = changes.messages ?? (changes.message !== undefined && stored.length >= 2 ? [changes.message, ...stored.slice(1)] : stored);
  return { messageTemplate: changes.message ?? (changes.messages?.[0] || request.messageTemplate), messages };
}

/** As the request keeps them: `messageTemplate` is variant A's text, `messages` every variant (none with one text). */
function storedTexts(body: { messageTemplate: string; messages: string[] }): { messageTemplate: string; messages: string[] | undefined } {
  const texts = payloadTexts({ message: body.messageTemplate, messages: body.messages });
  return { messageTemplate: texts.message, messages: texts.messages };
}

/**
 * The edit checked as the kind's creation checks it (same rules, same messages), and the stored request it makes.
 * Attachments and the other stored fields stay as they are.
 */
function checkedEdit(schedule: ScheduleRow, changes: Changes): Checked {
  const request = schedule.request;
  const scheduleTimes = changes.scheduleTimes ?? schedule.scheduleTimes;
  const timezone = changes.timezone ?? schedule.timezone;
  switch (schedule.kind) {
    case 'bulk-groups': {
      const body = parse(BulkGroupsSchema, {
        ...request,
        scheduleTimes,
        timezone,
        message: changes.message ?? request.message,
        delayMin: changes.delayMin ?? request.delayMin,
        delayMax: changes.delayMax ?? request.delayMax,
        executeImmediately: false,
      });
      const { message, delayMin, delayMax } = body;
      return { scheduleTimes: body.scheduleTimes, timezone: body.timezone, request: { ...request, message, delayMin, delayMax, scheduleTimes: body.scheduleTimes, timezone: body.timezone } };
    }
    case 'shared-list-message': {
      const body = asMessageField(() =>
        parse(SharedListMessageScheduleSchema, {
          scheduleTimes,
          timezone,
          ...editedTexts(request, changes),
          attachments: request.attachments ?? [],
          dailyLimit: changes.dailyLimit ?? request.dailyLimit,
        }),
      );
      const { dailyLimit } = body;
      const texts = storedTexts(body);
      return { scheduleTimes: body.scheduleTimes, timezone: body.timezone, request: { ...request, ...texts, dailyLimit, scheduleTimes: body.scheduleTimes, timezone: body.timezone } };
    }
    case 'phone-message': {
      const body = asMessageField(() =>
        parse(PhoneMessageScheduleSchema, { scheduleTimes, timezone, ...editedTexts(request, changes), attachments: request.attachments ?? [] }),
      );
      return { scheduleTimes: body.scheduleTimes, timezone: body.timezone, request: { ...request, ...storedTexts(body) } };
    }
    default: {
      const body = asMessageField(() =>
        parse(PhoneFriendRequestScheduleSchema, {
          scheduleTimes,
          timezone,
          messageTemplate: changes.message ?? request.messageTemplate,
          attachments: request.attachments ?? [],
          ...(request.followUpMessage ? { followUpMessage: request.followUpMessage } : {}),
        }),
      );
      return { scheduleTimes: body.scheduleTimes, timezone: body.timezone, request: { ...request, messageTemplate: body.messageTemplate } };
    }
  }
}

export interface SchedulesServiceDeps {
  database: Database;
  limits: Pick<LimitService, 'assertFeature'>;
  /** The phone-lists module's store: a phone list's status follows its schedules being paused, resumed or deleted. */
  phoneLists: Pick<PhoneListAccess, 'ownerOf' | 'setStatus'>;
  /** The names of the lists the schedules are for (their modules'). */
  listNames: ListNames;
  now?: () => Date;
}

/**
 * Every recurring schedule of the user in one place: list, pause, resume, edit and delete, whatever
 * the kind. Pausing and deleting are always allowed; resuming and editing need the plan feature its kind needs to run.
 * Another workspace's schedule is a 404, and so is (for an AGENT) one sending from an account not theirs.
 */
export function createSchedulesService(deps: SchedulesServiceDeps) {
  const repo = createSchedulesRepo(deps.database.db);
  const queries = createScheduleQueries(deps.database, deps.listNames);
  const now = deps.now ?? (() => new Date());

  async function owned(workspaceId: string, id: string, scope: AccountScope): Promise<ScheduleRow> {
    const schedule = isUuid(id) ? await repo.find(workspaceId, id) : undefined;
    if (!schedule || !withinScope(scope, scheduleAccounts(schedule))) throw notFound(SCHEDULE_MESSAGES.notFound);
    return schedule;
  }

  async function view(workspaceId: string, id: string): Promise<RecurringSchedule> {
    const [schedule] = await queries.list(workspaceId, id);
    if (!schedule) throw notFound(SCHEDULE_MESSAGES.notFound);
    return schedule;
  }

  /**
   * A phone list runs while one of its schedules does: resumed, a paused, pending or completed list runs again; with
   * none active it is paused, and with none left at all it is pending again (its 'Lên lịch' buttons come back).
   */
  async function followPhoneList(workspaceId: string, listId: string): Promise<void> {
    const list = isUuid(listId) ? await deps.phoneLists.ownerOf(listId) : undefined;
    if (!list || list.workspaceId !== workspaceId || list.status === 'CANCELLED') return;
    const schedules = [...(await repo.forList(workspaceId, 'phone-friend-request', listId)), ...(await repo.forList(workspaceId, 'phone-message', listId))];
    const running = schedules.some((schedule) => schedule.isActive);
    if (running && list.status !== 'PROCESSING') await deps.phoneLists.setStatus(listId, 'PROCESSING');
    else if (!running && list.status === 'PROCESSING') await deps.phoneLists.setStatus(listId, schedules.length > 0 ? 'PAUSED' : 'PENDING');
  }

  return {
    async list(workspaceId: string, scope: AccountScope = null): Promise<ScheduleList> {
      return { schedules: await queries.list(workspaceId, undefined, scope) };
    },

    async update(workspaceId: string, id: string, changes: Changes, scope: AccountScope = null): Promise<RecurringSchedule> {
      const schedule = await owned(workspaceId, id, scope);
      const editable = SCHEDULE_EDITABLE[schedule.kind];
      if ((changes.delayMin !== undefined || changes.delayMax !== undefined) && !editable.includes('delays')) {
        throw badRequest(SCHEDULE_MESSAGES.delaysFixed, { delayMin: SCHEDULE_MESSAGES.delaysFixed });
      }
      if (changes.dailyLimit !== undefined && !editable.includes('dailyLimit')) {
        throw badRequest(SCHEDULE_MESSAGES.dailyLimitNotAllowed, { dailyLimit: SCHEDULE_MESSAGES.dailyLimitNotAllowed });
      }
      if (changes.stopOnReply !== undefined && !STOPS_ON_REPLY.includes(schedule.kind)) {
        throw badRequest(SCHEDULE_MESSAGES.stopOnReplyNotAllowed, { stopOnReply: SCHEDULE_MESSAGES.stopOnReplyNotAllowed });
      }
      if (changes.messages !== undefined && !HAS_VARIANTS.includes(schedule.kind)) {
        throw badRequest(SCHEDULE_MESSAGES.variantsNotAllowed, { messages: SCHEDULE_MESSAGES.variantsNotAllowed });
      }
      // Stop-on-reply only ever sends less: switching it needs no plan feature (like a pause).
      const { isActive, stopOnReply, ...edits } = changes;
      const editing = Object.values(edits).some((value) => value !== undefined);
      if (isActive === true || editing) {
        // The group send's refusal is a 400 containing 'gói Pro'.
        const feature = schedule.kind === 'bulk-groups' ? FEATURES.bulkGroupMessaging : FEATURES.scheduleMessages;
        await deps.limits.assertFeature(workspaceId, feature, { status: schedule.kind === 'bulk-groups' ? 400 : 403 });
      }
      const checked = editing ? checkedEdit(schedule, changes) : undefined;
      const request = stopOnReply === undefined ? checked?.request : { ...(checked?.request ?? schedule.request), stopOnReply };
      await repo.update(schedule, { isActive, ...checked, ...(request ? { request } : {}) }, now());
      if (PHONE_KINDS.includes(schedule.kind) && isActive !== undefined) await followPhoneList(workspaceId, String(schedule.request.listId));
      return view(workspaceId, id);
    },

    async remove(workspaceId: string, id: string, scope: AccountScope = null): Promise<{ deleted: true }> {
      const schedule = await owned(workspaceId, id, scope);
      await repo.remove(workspaceId, schedule.id);
      if (PHONE_KINDS.includes(schedule.kind)) await followPhoneList(workspaceId, String(schedule.request.listId));
      return { deleted: true };
    },
  };
}
export type SchedulesService = ReturnType<typeof createSchedulesService>;
