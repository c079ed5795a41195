import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type JobScheduleKind, jobSchedules } from '../../../db/schema';
import { findOwnedRow } from '../../../db/owned-row';
import { AppError } from '../../../http/errors';
import { SessionError } from '../../bots';
import { nextRunAt } from './schedule-clock';

export type ScheduleRow = typeof jobSchedules.$inferSelect;

export interface NewSchedule {
  workspaceId: string;
  accountId: string;
  kind: JobScheduleKind;
  scheduleTimes: string[];
  timezone: string;
  request: Record<string, unknown>;
}

export function createSchedulesRepo(db: Db) {
  return {
    async create(schedule: NewSchedule, now = new Date()): Promise<ScheduleRow> {
      const [row] = await db
        .insert(jobSchedules)
        .values({ ...schedule, nextRunAt: nextRunAt(schedule.scheduleTimes, schedule.timezone, now) })
        .returning();
      return row;
    },

    /**
     * Takes the schedules due at `now` and moves each to its next time in the same transaction that locked
     * it, so another process (SKIP LOCKED) or a later tick never takes the same occurrence. Missed
     * occurrences (the server was down) collapse into this one run.
     */
    async claimDue(now: Date, limit: number): Promise<ScheduleRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(jobSchedules)
          .where(and(eq(jobSchedules.isActive, true), lte(jobSchedules.nextRunAt, now)))
          .orderBy(asc(jobSchedules.nextRunAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        for (const schedule of due) {
          await tx
            .update(jobSchedules)
            .set({ nextRunAt: nextRunAt(schedule.scheduleTimes, schedule.timezone, now), lastRunAt: now, updatedAt: now })
            .where(eq(jobSchedules.id, schedule.id));
        }
        return due;
      });
    },

    /** The run's job or failure; `ranAt` when the run did not come from claimDue ('Chạy ngay'), which sets it. */
    async recordRun(id: string, result: { jobId: string } | { error: string }, ranAt?: Date): Promise<void> {
      const changes = 'jobId' in result ? { lastJobId: result.jobId, lastError: null } : { lastError: result.error };
      await db
        .update(jobSchedules)
        .set({ ...changes, ...(ranAt ? { lastRunAt: ranAt } : {}), updatedAt: new Date() })
        .where(eq(jobSchedules.id, id));
    },

    /** The schedule's list has nothing left to send: it stops, told apart from a pause (finishedAt). */
    async finish(id: string): Promise<void> {
      const now = new Date();
      await db.update(jobSchedules).set({ isActive: false, finishedAt: now, updatedAt: now }).where(eq(jobSchedules.id, id));
    },

    /** A new schedule of a list replaces the user's earlier ones of this kind for it (a list has one at a time). */
    async replaceForList(workspaceId: string, kind: JobScheduleKind, listId: string): Promise<void> {
      await db
        .delete(jobSchedules)
        .where(and(eq(jobSchedules.workspaceId, workspaceId), eq(jobSchedules.kind, kind), sql`${jobSchedules.request}->>'listId' = ${listId}`));
    },

    async forList(workspaceId: string, kind: JobScheduleKind, listId: string): Promise<ScheduleRow[]> {
      return db
        .select()
        .from(jobSchedules)
        .where(and(eq(jobSchedules.workspaceId, workspaceId), eq(jobSchedules.kind, kind), sql`${jobSchedules.request}->>'listId' = ${listId}`))
        .orderBy(asc(jobSchedules.createdAt));
    },

    /**
     * New times, timezone, request or on/off; the next run is computed again from now. Turned on, it is no longer
     * finished (a list that got new members or numbers goes on).
     */
    async update(
      schedule: ScheduleRow,
      changes: { isActive?: boolean; scheduleTimes?: string[]; timezone?: string; request?: Record<string, unknown> },
      now = new Date(),
    ): Promise<ScheduleRow> {
      const scheduleTimes = changes.scheduleTimes ?? schedule.scheduleTimes;
      const timezone = changes.timezone ?? schedule.timezone;
      const [row] = await db
        .update(jobSchedules)
        .set({
          scheduleTimes,
          timezone,
          request: changes.request ?? schedule.request,
          isActive: changes.isActive ?? schedule.isActive,
          nextRunAt: nextRunAt(scheduleTimes, timezone, now),
          ...(changes.isActive ? { finishedAt: null } : {}),
          updatedAt: now,
        })
        .where(eq(jobSchedules.id, schedule.id))
        .returning();
      return row;
    },

    async remove(workspaceId: string, id: string): Promise<void> {
      await db.delete(jobSchedules).where(and(eq(jobSchedules.workspaceId, workspaceId), eq(jobSchedules.id, id)));
    },

    find: (workspaceId: string, id: string): Promise<ScheduleRow | undefined> => findOwnedRow(db, jobSchedules, workspaceId, jobSchedules.id, id),
  };
}
export type SchedulesRepo = ReturnType<typeof createSchedulesRepo>;

const SCHEDULE_FAILED = 'Không thể tạo job theo lịch';

export interface ScheduleRunnerDeps {
  db: Db;
  /** Creates the schedule's job; throws (AppError with the user's reason) when it cannot. */
  run(schedule: ScheduleRow): Promise<{ id: string }>;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
  /** Schedules claimed per transaction. */
  batchSize?: number;
  /** Other periodic work the minute tick runs after the schedules (the inbox's retention); a failure is logged. */
  alsoEachTick?: () => Promise<unknown>;
}

/**
 * Turns due schedules into jobs. Call `runDue()` every minute (from any number of processes); a failure
 * (plan limit, inactive account…) is recorded on its schedule and does not stop the others.
 */
export function createScheduleRunner(deps: ScheduleRunnerDeps) {
  const repo = createSchedulesRepo(deps.db);
  const batchSize = deps.batchSize ?? 20;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function runOne(schedule: ScheduleRow): Promise<boolean> {
    try {
      const job = await deps.run(schedule);
      await repo.recordRun(schedule.id, { jobId: job.id });
      return true;
    } catch (error) {
      const known = error instanceof AppError || error instanceof SessionError;
      if (!known) deps.log.error({ err: error, scheduleId: schedule.id }, 'scheduled job failed');
      else deps.log.warn({ scheduleId: schedule.id, reason: error.message }, 'scheduled job refused');
      await repo.recordRun(schedule.id, { error: known ? error.message : SCHEDULE_FAILED });
      return false;
    }
  }

  async function runDue(now: Date = new Date()): Promise<{ created: number; failed: number }> {
    const outcome = { created: 0, failed: 0 };
    for (;;) {
      const due = await repo.claimDue(now, batchSize);
      for (const schedule of due) {
        if (await runOne(schedule)) outcome.created += 1;
        else outcome.failed += 1;
      }
      if (due.length < batchSize) return outcome;
    }
  }

  return {
    runDue,
    /** A plain timer for a process without another periodic tick; `stop()` waits for a run in progress. */
    start(everyMs = 60_000): void {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = runDue()
          .catch((error: unknown) => deps.log.error({ err: error }, 'schedule tick failed'))
          .then(() => deps.alsoEachTick?.())
          .catch((error: unknown) => deps.log.error({ err: error }, 'periodic work failed'))
          .finally(() => {
            running = undefined;
          });
      }, everyMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
export type ScheduleRunner = ReturnType<typeof createScheduleRunner>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Due job schedules become jobs; app.ts ticks it every minute, tests call runDue(now) themselves. */
    jobSchedules: ScheduleRunner;
  }
}
