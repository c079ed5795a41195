import { randomUUID } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { SimulatorPlatform, SimWorld } from '../../platform';
import { exited } from '../../testing/server-processes';
import type { TestApp } from '../../testing/test-app';
import { createSecondApp, createSimTestApp, type SecondApp } from '../../testing/sim-test-app';
import { loggedInAccount, type TestAccount, type TestUser } from '../jobs/engine/testing/engine-fixtures';
import { moveToPlan } from '../../testing/plans';
import { restartScene, serverData } from '../../testing/restart-scene';

/**
 * A phone list's daily schedules run on the one scheduler (`job_schedules`) across server processes: each
 * occurrence runs once when two processes on one PostgreSQL tick together, and a server killed in the middle of a
 * scheduled run loses no number and messages none twice beyond the one in flight.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

type Inject = FastifyInstance['inject'];

async function dataOf(inject: Inject, user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${user.token}` }, payload });
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

async function proUser(inject: Inject, database: Database): Promise<TestUser> {
  const email = `phone-schedule-${process.pid}-${randomUUID()}@example.com`;
  const response = await inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email, password: 'mat-khau-dai-1' } });
  const user = { id: response.json().data.user.id, token: response.json().data.tokens.accessToken };
  await moveToPlan(database, user.id, 'pro');
  return user;
}

/** Imports these numbers (column A of an .xlsx) as a list, the way the browser uploads it. */
async function importedList(inject: Inject, user: TestUser, phones: string[]): Promise<string> {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(phones.map((phone) => [phone])), 'Danh sách');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer)]), 'ds.xlsx');
  form.append('listName', 'Danh sách lịch');
  const encoded = new Response(form);
  const response = await inject({
    method: 'POST',
    url: '/api/v1/phone-lists/import',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': encoded.headers.get('content-type') as string },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  if (response.statusCode !== 200) throw new Error(`import: ${response.statusCode} ${response.body}`);
  return response.json().data.id as string;
}

/** People who take a stranger's message from the account (by the world's seed, the same in every process). */
function willingStrangers(world: SimWorld, account: TestAccount, count: number) {
  return world
    .users()
    .filter((u) => u.id !== account.zaloUserId && u.acceptsStrangerMessages && !world.areFriends(account.zaloUserId, u.id) && !world.hasBlocked(u.id, account.zaloUserId))
    .slice(0, count);
}

/** The jobs of the list, oldest first, with their recipients (phone numbers). */
async function listJobs(database: Database, listId: string) {
  const jobs = await database.query<{ id: string; account_id: string }>(`SELECT id, account_id FROM jobs WHERE metadata->>'phoneListId' = $1 ORDER BY created_at, id`, [listId]);
  const out: Array<{ id: string; accountId: string; recipients: string[] }> = [];
  for (const job of jobs) {
    const rows = await database.query<{ target_id: string }>(`SELECT target_id FROM job_recipients WHERE job_id = $1 ORDER BY seq`, [job.id]);
    out.push({ id: job.id, accountId: job.account_id, recipients: rows.map((r) => r.target_id) });
  }
  return out;
}

/** Two apps on one PostgreSQL, each with its own pool, as two server processes are (PGlite is one process by nature). */
(onPostgres ? describe : describe.skip)('two server processes on one PostgreSQL', () => {
  let t: TestApp;
  let platform: SimulatorPlatform;
  let other: SecondApp;

  beforeAll(async () => {
    // No worker sends: a run's jobs stay unfinished and hold their numbers, as a run in progress does.
    ({ t, platform } = await createSimTestApp({ seed: 'phone-list-processes', users: 120, workers: 0 }));
    other = await createSecondApp(t, platform);
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('run each occurrence of a friend-request schedule once when they tick at the same time: one job per account, the next numbers each day', async () => {
    const inject = t.app.inject.bind(t.app);
    const user = await proUser(inject, t.database);
    const accounts = [await loggedInAccount(inject, platform.world, user, platform.world.users()[0].id), await loggedInAccount(inject, platform.world, user, platform.world.users()[1].id)];
    const phones = platform.world.users().slice(60, 66).map((u) => u.phone);
    const listId = await importedList(inject, user, phones);
    const { schedule } = await dataOf(inject, user, 'POST', `/phone-lists/${listId}/schedule/friend-request`, {
      scheduleTimes: ['09:00'],
      messageTemplate: 'Chào bạn, mình kết bạn nhé',
      timezone: 'Asia/Ho_Chi_Minh',
      accountQuotas: accounts.map((account) => ({ accountId: account.id, dailyLimit: 1 })),
    });

    let now = new Date(schedule.nextRunAt);
    const occurrences = 3;
    for (let i = 0; i < occurrences; i += 1) {
      // Both processes tick twice at the occurrence's time; each tick claims what is due with SKIP LOCKED.
      const outcomes = await Promise.all([t.app.jobSchedules.runDue(now), other.app.jobSchedules.runDue(now), other.app.jobSchedules.runDue(now), t.app.jobSchedules.runDue(now)]);
      expect(outcomes.reduce((sum, o) => sum + o.created, 0)).toBe(1);
      expect(outcomes.reduce((sum, o) => sum + o.failed, 0)).toBe(0);
      const [row] = await t.database.query<{ next_run_at: Date }>('SELECT next_run_at FROM job_schedules WHERE id = $1', [schedule.id]);
      expect(row.next_run_at.getTime()).toBeGreaterThan(now.getTime());
      now = row.next_run_at;
      // The next occurrence is another day for the accounts' quotas.
      await t.database.query(`UPDATE jobs SET created_at = created_at - interval '1 day' WHERE metadata->>'phoneListId' = $1`, [listId]);
    }

    const jobs = await listJobs(t.database, listId);
    // One job per account and occurrence, a number each (the quota), every number taken once.
    expect(jobs).toHaveLength(occurrences * accounts.length);
    expect(jobs.every((job) => job.recipients.length === 1)).toBe(true);
    expect(new Set(jobs.flatMap((job) => job.recipients)).size).toBe(phones.length);
    expect(new Set(jobs.map((job) => job.accountId))).toEqual(new Set(accounts.map((account) => account.id)));
  }, 60_000);
});

// ── a server killed in the middle of a scheduled run ─────────────────────────────────────────────────────

/**
 * Real server processes, as the engine's crash test runs them: the scheduled run's job is created by an API-only
 * app in this process, a server starts sending it and is killed with SIGKILL mid-way, a new server on the same
 * database (PGlite folder or PostgreSQL) finishes it.
 */
describe('a server killed in the middle of a scheduled phone-list run', () => {
  const SEED = 'phone-list-restart';
  const USERS = 300;
  const APP_SECRET = 'phone-list-restart-secret-long-enough!!';
  const NUMBERS = 12;
  const scene = restartScene({ seed: SEED, users: USERS, appSecret: APP_SECRET, env: { ZALO_SIM_PHONE_LOOKUPS_PER_MINUTE: '1000000' } });
  const { withApiApp, killMidJob } = scene;

  const deliveries = (text: string) => scene.deliveries().filter((record) => record.text === text);

  it('loses no number and messages none twice beyond the one in flight', async () => {
    const text = `Chào bạn, shop có ưu đãi ${randomUUID().slice(0, 8)}`;
    // The scheduled occurrence, in this process: the list, its message schedule, and the run's job.
    const { user, listId, jobId } = await withApiApp(async (app, database, world) => {
      const inject = app.inject.bind(app);
      const user = await proUser(inject, database);
      const account = await loggedInAccount(inject, world, user, world.users()[0].id);
      const listId = await importedList(inject, user, willingStrangers(world, account, NUMBERS).map((person) => person.phone));
      const body = { scheduleTimes: ['09:00'], messageTemplate: text, timezone: 'Asia/Ho_Chi_Minh', accountQuotas: [{ accountId: account.id, dailyLimit: 200 }] };
      const { schedule } = await dataOf(inject, user, 'POST', `/phone-lists/${listId}/schedule/message`, body);
      expect(await app.jobSchedules.runDue(new Date(schedule.nextRunAt))).toEqual({ created: 1, failed: 0 });
      const [job] = await listJobs(database, listId);
      expect(job.recipients).toHaveLength(NUMBERS);
      // A scheduled run paces messages 20-60 s apart; the stored job is shortened so that this run takes seconds.
      await database.query(`UPDATE jobs SET payload = payload || '{"delayMin": 0.5, "delayMax": 0.7}'::jsonb WHERE id = $1`, [job.id]);
      return { user, listId, jobId: job.id };
    });

    const { finished, deliveredAtKill, second } = await killMidJob(user, jobId);
    const atKill = deliveredAtKill.filter((record) => record.text === text).length;
    expect(finished).toMatchObject({ status: 'COMPLETED', totalRecipients: NUMBERS, successCount: NUMBERS });
    // The new server sent some of it: the kill was in the middle of the run.
    expect(deliveries(text).length).toBeGreaterThan(atKill);

    // Every number has its outcome; the messages reached distinct people, at most one twice (the one in flight).
    const { phoneNumbers } = await serverData(second.url, user, `/phone-lists/${listId}/numbers?page=1&limit=100`);
    expect(phoneNumbers.map((entry: { status: string }) => entry.status)).toEqual(Array(NUMBERS).fill('SUCCESS'));
    const sent = deliveries(text);
    const people = new Set(sent.map((m) => m.threadId));
    expect(people.size).toBe(NUMBERS);
    expect(sent.length - people.size).toBeLessThanOrEqual(1);
    second.child.kill('SIGTERM');
    await exited(second.child);
  }, 300_000); // a hang guard: real servers started, killed and started again, long on a busy machine
});
