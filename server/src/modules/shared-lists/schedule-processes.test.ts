import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { JOB_CREATION_MESSAGES, type PendingFriend, saveMembersOfPending } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import { jobSchedules } from '../../db/schema';
import type { SimulatorPlatform, SimWorld } from '../../platform';
import { exited } from '../../testing/server-processes';
import type { TestApp } from '../../testing/test-app';
import { createSecondApp, createSimTestApp, type SecondApp } from '../../testing/sim-test-app';
import { loggedInAccount, type TestUser } from '../jobs/engine/testing/engine-fixtures';
import { moveToPlan } from '../../testing/plans';
import { restartScene, serverData } from '../../testing/restart-scene';

/**
 * The daily message schedule of a shared list runs on the one scheduler (`job_schedules`) across server
 * processes: one execution per occurrence with two processes on PostgreSQL, the daily limit, a server killed in
 * the middle of a scheduled run, and a list whose members are all done stopping its schedule.
 *
 * Member ids are read from what the server synced and stored (a person's id depends on the viewing account).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

type Inject = FastifyInstance['inject'];
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function dataOf(inject: Inject, user: TestUser, method: Method, url: string, payload?: object) {
  const response = await inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${user.token}` }, payload });
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

async function signUp(inject: Inject): Promise<TestUser> {
  const email = `schedule-${process.pid}-${randomUUID()}@example.com`;
  const response = await inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email, password: 'mat-khau-dai-1' } });
  return { id: response.json().data.user.id, token: response.json().data.tokens.accessToken };
}

/** Pro: schedules are allowed, and 10 jobs at once leave room for the unfinished runs of several days. */
async function onPro(database: Database, userId: string) {
  await moveToPlan(database, userId, 'pro');
}

interface Scene {
  user: TestUser;
  accountId: string;
  listId: string;
  /** The group the members come from. */
  groupId: string;
  /** The members' platform ids as the server stored them, in the list's order. */
  memberIds: string[];
}

/** The platform ids of the list's members as the server stored them, in the list's order (the order schedules take them). */
async function memberIdsOf(inject: Inject, user: TestUser, listId: string): Promise<string[]> {
  const { list } = await dataOf(inject, user, 'GET', `/shared-pending/lists/${listId}`);
  return list.members.map((m: { memberId: string }) => m.memberId);
}

/**
 * A user on Pro with an account logged in as the `nth` person who is in a group of `size` people or more, and a
 * shared list of `count` of that group's pending friends, saved the way the groups page saves them: groups synced,
 * pending friends read through the server, then saved to the list.
 */
async function listScene(inject: Inject, database: Database, world: SimWorld, nth: number, count: number): Promise<Scene> {
  const people = world.users().filter((person) => world.groups().some((g) => g.members.has(person.id) && !g.isCommunity && g.members.size >= count + 10));
  const person = people[nth];
  const user = await signUp(inject);
  await onPro(database, user.id);
  const account = await loggedInAccount(inject, world, user, person.id);
  await dataOf(inject, user, 'POST', `/accounts/${account.id}/groups/sync`);
  const { groups } = await dataOf(inject, user, 'GET', `/accounts/${account.id}/groups`);
  const group = (groups as Array<{ groupId: string; memberCount: number; isCommunity: boolean }>).find((g) => !g.isCommunity && g.memberCount >= count + 10);
  if (!group) throw new Error('no group to take members from');
  const pending = await dataOf(inject, user, 'POST', `/accounts/${account.id}/groups/pending-friends`, { groupIds: [group.groupId], showAll: true });
  const chosen = (pending.pendingFriends as PendingFriend[]).slice(0, count);
  if (chosen.length < count) throw new Error(`only ${chosen.length} pending friends`);
  const saved = await dataOf(inject, user, 'POST', '/shared-pending/save-members', saveMembersOfPending(account.id, chosen));
  return { user, accountId: account.id, listId: saved.list.id, groupId: group.groupId, memberIds: await memberIdsOf(inject, user, saved.list.id) };
}

const scheduleBody = (dailyLimit: number, messageTemplate = 'Chào bạn') => ({
  scheduleTimes: ['09:00', '18:30'],
  messageTemplate,
  timezone: 'Asia/Ho_Chi_Minh',
  dailyLimit,
});

async function scheduleRow(database: Database, id: string) {
  const [row] = await database.db.select().from(jobSchedules).where(eq(jobSchedules.id, id));
  return row;
}

/** The schedule's jobs, oldest first, with their recipients' platform ids. */
async function scheduledJobs(database: Database, scheduleId: string) {
  const jobs = await database.query<{ id: string }>(`SELECT id FROM jobs WHERE metadata->>'scheduleId' = $1 ORDER BY created_at, id`, [scheduleId]);
  const out: Array<{ id: string; recipients: string[] }> = [];
  for (const job of jobs) {
    const rows = await database.query<{ target_id: string }>(`SELECT target_id FROM job_recipients WHERE job_id = $1 ORDER BY seq`, [job.id]);
    out.push({ id: job.id, recipients: rows.map((r) => r.target_id) });
  }
  return out;
}

/** As if a day went by: the schedule's jobs so far were created yesterday, so today's limit is whole again. */
const dayPasses = (database: Database, scheduleId: string) =>
  database.query(`UPDATE jobs SET created_at = created_at - interval '1 day' WHERE metadata->>'scheduleId' = $1`, [scheduleId]);

let t: TestApp;
let platform: SimulatorPlatform;
let second: SecondApp | undefined;
let inject: Inject;
let nth = 0;

beforeAll(async () => {
  // No worker sends: the scheduled jobs stay unfinished, holding their members, as a run in progress does.
  ({ t, platform } = await createSimTestApp({ seed: 'shared-list-schedules', users: 200, workers: 0 }));
  inject = t.app.inject.bind(t.app);
  if (onPostgres) second = await createSecondApp(t, platform);
}, 60_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const scene = (count: number) => listScene(inject, t.database, platform.world, nth++, count);
const schedule = async (s: Scene, body: object) => (await dataOf(inject, s.user, 'POST', `/shared-pending/lists/${s.listId}/schedule/message`, body)).schedule;

describe('the daily limit', () => {
  it('each occurrence takes the next pending members up to what remains of the day; the rest wait for the next', async () => {
    const s = await scene(7);
    const created = await schedule(s, scheduleBody(3));
    const id = created.id as string;
    let now = new Date(created.nextRunAt);
    const occurrence = async () => {
      const outcome = await t.app.jobSchedules.runDue(now);
      const row = await scheduleRow(t.database, id);
      now = row.nextRunAt;
      return { outcome, row };
    };
    const pendingOnList = async () => (await dataOf(inject, s.user, 'GET', `/shared-pending/lists/${s.listId}`)).list.statusCounts.pending;

    // Day 1, 09:00: the limit (3) of the 7 members; 18:30: nothing left of the day's limit, the others wait.
    expect((await occurrence()).outcome).toEqual({ created: 1, failed: 0 });
    const afterMorning = await occurrence();
    expect(afterMorning.outcome).toEqual({ created: 0, failed: 1 });
    expect(afterMorning.row).toMatchObject({ isActive: true, lastError: JOB_CREATION_MESSAGES.listDailyLimitReached(3) });
    expect((await scheduledJobs(t.database, id)).map((job) => job.recipients)).toEqual([s.memberIds.slice(0, 3)]);
    expect(await pendingOnList()).toBe(7);

    // Day 2: the next 3, then the limit again.
    await dayPasses(t.database, id);
    expect((await occurrence()).outcome).toEqual({ created: 1, failed: 0 });
    expect((await occurrence()).row.lastError).toBe(JOB_CREATION_MESSAGES.listDailyLimitReached(3));

    // Day 3: the last one leaves 2 of the day's limit, which members saved later that day use up at 18:30.
    await dayPasses(t.database, id);
    expect((await occurrence()).outcome).toEqual({ created: 1, failed: 0 });
    const pending = await dataOf(inject, s.user, 'POST', `/accounts/${s.accountId}/groups/pending-friends`, { groupIds: [s.groupId], showAll: true });
    const more = (pending.pendingFriends as PendingFriend[]).filter((p) => !s.memberIds.includes(p.id)).slice(0, 3);
    await dataOf(inject, s.user, 'POST', '/shared-pending/save-members', saveMembersOfPending(s.accountId, more));
    const later = (await memberIdsOf(inject, s.user, s.listId)).filter((id) => !s.memberIds.includes(id));
    expect(later).toHaveLength(3);
    expect((await occurrence()).outcome).toEqual({ created: 1, failed: 0 });

    const jobs = await scheduledJobs(t.database, id);
    expect(jobs.map((job) => job.recipients)).toEqual([s.memberIds.slice(0, 3), s.memberIds.slice(3, 6), s.memberIds.slice(6), later.slice(0, 2)]);
    // Every member was taken once; the one over the limit is still pending, for the next day.
    expect(new Set(jobs.flatMap((job) => job.recipients)).size).toBe(9);
    expect((await occurrence()).row.lastError).toBe(JOB_CREATION_MESSAGES.listDailyLimitReached(3));
    await dayPasses(t.database, id);
    expect((await occurrence()).outcome).toEqual({ created: 1, failed: 0 });
    expect((await scheduledJobs(t.database, id)).at(-1)?.recipients).toEqual([later[2]]);

    const executions = await dataOf(inject, s.user, 'GET', `/shared-pending/lists/${s.listId}/message-executions?page=1&limit=20`);
    expect(executions.pagination.total).toBe(5);
  }, 60_000);
});

/** Two apps on one PostgreSQL, each with its own pool, as two server processes are (PGlite is one process by nature). */
(onPostgres ? describe : describe.skip)('two server processes on one PostgreSQL', () => {
  it('run each occurrence once when they tick at the same time', async () => {
    const other = second as { app: FastifyInstance; database: Database };
    const s = await scene(8);
    const created = await schedule(s, scheduleBody(2));
    const id = created.id as string;
    let now = new Date(created.nextRunAt);
    const occurrences = 4;
    for (let i = 0; i < occurrences; i += 1) {
      // Both processes tick twice at the occurrence's time; each tick claims what is due with SKIP LOCKED.
      const outcomes = await Promise.all([
        t.app.jobSchedules.runDue(now),
        other.app.jobSchedules.runDue(now),
        other.app.jobSchedules.runDue(now),
        t.app.jobSchedules.runDue(now),
      ]);
      expect(outcomes.reduce((sum, o) => sum + o.created + o.failed, 0)).toBe(1);
      expect(outcomes.reduce((sum, o) => sum + o.created, 0)).toBe(1);
      const row = await scheduleRow(t.database, id);
      expect(row.nextRunAt.getTime()).toBeGreaterThan(now.getTime());
      now = row.nextRunAt;
      // The next occurrence is on another day for the daily limit.
      await dayPasses(t.database, id);
    }

    const jobs = await scheduledJobs(t.database, id);
    expect(jobs).toHaveLength(occurrences);
    expect(jobs.map((job) => job.recipients)).toEqual([0, 2, 4, 6].map((from) => s.memberIds.slice(from, from + 2)));
    const executions = await dataOf(inject, s.user, 'GET', `/shared-pending/lists/${s.listId}/message-executions?page=1&limit=20`);
    expect(executions.pagination.total).toBe(occurrences);
    expect(executions.executions.map((e: { id: string }) => e.id).sort()).toEqual(jobs.map((job) => job.id).sort());
  }, 60_000);
});

// ── a server killed in the middle of a scheduled run ─────────────────────────────────────────────────────

/**
 * Real server processes, as the engine's crash test runs them: the scheduled run's job is created by an API-only
 * app in this process, a server starts sending it and is killed with SIGKILL mid-way, a new server on the same
 * database (PGlite folder or PostgreSQL) finishes it.
 */
describe('a server killed in the middle of a scheduled run', () => {
  const SEED = 'shared-list-restart';
  const USERS = 300;
  const APP_SECRET = 'shared-list-restart-secret-long-enough!!';
  const MEMBERS = 12;
  const scene = restartScene({ seed: SEED, users: USERS, appSecret: APP_SECRET });
  const { withApiApp, killMidJob } = scene;

  const deliveries = (text: string) => scene.deliveries().filter((record) => record.text === text);

  it('loses no member and messages none twice beyond the one in flight; once every member is done, the next occurrence stops the schedule', async () => {
    const text = `Chào bạn, lịch của kho ${randomUUID().slice(0, 8)}`;
    // The scheduled occurrence, in this process: the list, its schedule, and the run's job.
    const setUp = await withApiApp(async (app, database, world) => {
      const inject = app.inject.bind(app);
      const s = await listScene(inject, database, world, 0, MEMBERS);
      const { schedule } = await dataOf(inject, s.user, 'POST', `/shared-pending/lists/${s.listId}/schedule/message`, { ...scheduleBody(200, text), scheduleTimes: ['09:00'] });
      expect(await app.jobSchedules.runDue(new Date(schedule.nextRunAt))).toEqual({ created: 1, failed: 0 });
      const row = await scheduleRow(database, schedule.id);
      // A scheduled run paces 20-60 s apart; the stored job is shortened so that this run takes seconds.
      await database.query(`UPDATE jobs SET payload = payload || '{"delayMin": 0.5, "delayMax": 0.7}'::jsonb WHERE id = $1`, [row.lastJobId]);
      return { ...s, scheduleId: schedule.id as string, jobId: row.lastJobId as string, nextRunAt: row.nextRunAt };
    });
    const { user, listId, jobId } = setUp;

    const { finished, deliveredAtKill, second } = await killMidJob(user, jobId);
    const atKill = deliveredAtKill.filter((record) => record.text === text).length;
    expect(finished).toMatchObject({ status: 'COMPLETED', totalRecipients: MEMBERS });
    expect(finished.successCount + finished.failedCount).toBe(MEMBERS);
    // The new server sent some of it: the kill was in the middle of the run.
    expect(deliveries(text).length).toBeGreaterThan(atKill);

    // Every member has its outcome; the messages that went out reached distinct people, at most one twice.
    const { list } = await serverData(second.url, user, `/shared-pending/lists/${listId}`);
    expect(list.members.filter((m: { status: string }) => m.status !== 'SUCCESS' && m.status !== 'FAILED')).toEqual([]);
    expect(list.statusCounts).toEqual({ success: finished.successCount, failed: finished.failedCount, pending: 0 });
    const sent = deliveries(text);
    const people = new Set(sent.map((m) => m.threadId));
    expect(people.size).toBe(finished.successCount);
    expect(sent.length - people.size).toBeLessThanOrEqual(1);
    const executions = await serverData(second.url, user, `/shared-pending/lists/${listId}/message-executions?page=1&limit=20`);
    expect(executions.executions).toEqual([expect.objectContaining({ id: jobId, totalProcessed: MEMBERS, successfulMessages: finished.successCount })]);
    second.child.kill('SIGTERM');
    await exited(second.child);

    // The next occurrence finds no pending member: the schedule stops, no job, nothing sent.
    await withApiApp(async (app, database) => {
      expect(await app.jobSchedules.runDue(setUp.nextRunAt)).toEqual({ created: 0, failed: 1 });
      expect(await scheduleRow(database, setUp.scheduleId)).toMatchObject({ isActive: false, lastJobId: jobId, lastError: JOB_CREATION_MESSAGES.listFinished });
      expect(await app.jobSchedules.runDue(new Date(setUp.nextRunAt.getTime() + 7 * 86_400_000))).toEqual({ created: 0, failed: 0 });
      expect((await scheduledJobs(database, setUp.scheduleId)).map((job) => job.id)).toEqual([jobId]);
    });
    expect(deliveries(text)).toHaveLength(sent.length);
  }, 300_000); // a hang guard: real servers started, killed and started again, long on a busy machine
});
