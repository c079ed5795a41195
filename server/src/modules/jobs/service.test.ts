import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { JOB_REQUEST_MESSAGES } from 'shared-sdk/schemas';
import { jobDailyActivity, jobRecipients, jobs } from '../../db/schema';
import type { SimulatorPlatform } from '../../platform';
import { bearer, type TestApp } from '../../testing/test-app';
import { refusal } from '../../testing/refusal';
import { createSimTestApp } from '../../testing/sim-test-app';
import { vietnamDate } from '../../lib/vietnam-time';
import { loggedInAccount, messageDraft, until } from './engine/testing/engine-fixtures';

let t: TestApp;
let platform: SimulatorPlatform;

beforeAll(async () => {
  ({ t, platform } = await createSimTestApp({ seed: 'jobs-service', users: 120 }, {}, { jobTiming: { pollMs: 500, sweepEveryMs: 1000 } }));
});
afterAll(() => t.close());

const service = () => t.app.jobs.service;
const inOneHour = () => new Date(Date.now() + 3_600_000);

describe('creating jobs', () => {
  // How fast it is accepted (< 5 s) is measured by `npm run bench`, not here.
  it('accepts a 100,000-recipient job, with one row per recipient in order across the insert chunks', async () => {
    const user = await t.signUp();
    const person = platform.world.users()[0].id;
    const account = await loggedInAccount(t.app.inject.bind(t.app), platform.world, user, person);
    const ids = Array.from({ length: 100_000 }, (_, i) => `9${String(i).padStart(18, '0')}`);
    const [job] = await service().create(user.id, [messageDraft(account.id, ids, { scheduledAt: inOneHour() })]);
    expect(job).toMatchObject({ status: 'PENDING', totalRecipients: 100_000, successCount: 0 });
    const [counted] = await t.database.query<{ n: number; first: string; last: string }>(
      `SELECT count(*)::int AS n, min(target_id) AS first, max(seq) AS last FROM job_recipients WHERE job_id = $1`,
      [job.id],
    );
    expect(counted).toEqual({ n: 100_000, first: ids[0], last: 100_000 });
    const [last] = await t.database.db.select().from(jobRecipients).where(eq(jobRecipients.seq, 100_000));
    expect(last).toMatchObject({ targetId: ids[99_999], status: 'PENDING', targetType: 'user' });
    const misplaced = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM job_recipients WHERE job_id = $1 AND target_id <> '9' || lpad((seq - 1)::text, 18, '0')`,
      [job.id],
    );
    expect(misplaced).toEqual([{ n: 0 }]);
    await service().cancel(user.id, job.id);
    // A correctness test: 100,000 rows take tens of seconds of PGlite on a busy 2-core runner (its speed is benched).
  }, 120_000);

  it('stores attachments on disk, sends them with every message and deletes them when the job ends', async () => {
    const user = await t.signUp();
    const person = platform.world.users()[1].id;
    const account = await loggedInAccount(t.app.inject.bind(t.app), platform.world, user, person);
    const friends = [...platform.world.friendIdsOf(person)].slice(0, 2).map((id) => platform.world.uidFor(person, id));
    const image = { filename: 'ảnh sản phẩm.png', mimeType: 'image/png', totalSize: 4, type: 'file' as const, data: `data:image/png;base64,${Buffer.from('PNG!').toString('base64')}` };
    // Far enough ahead that the checks below run before the job can start, beside a busy CI run.
    const [job] = await service().create(user.id, [messageDraft(account.id, friends, { attachments: [image], scheduledAt: new Date(Date.now() + 3000) })]);
    expect(job.payload.attachments).toEqual([{ filename: 'ảnh sản phẩm.png', mimeType: 'image/png', totalSize: 4 }]);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    const stored = row.attachments[0].path;
    expect(stored.startsWith(t.config.jobs.attachmentsDir)).toBe(true);
    expect(readFileSync(stored, 'utf8')).toBe('PNG!');

    await until(() => t.app.jobs.read.get(user.id, job.id), (j) => j.status === 'COMPLETED');
    const sent = platform.world.recentMessages().filter((m) => m.fromUserId === person);
    expect(sent.map((m) => m.attachments)).toEqual([[stored], [stored]]);
    // rm removes the file, then its job's folder: wait for the folder, then both are gone.
    await until(() => readdirSync(t.config.jobs.attachmentsDir), (names) => !names.includes(job.id));
    expect(existsSync(stored)).toBe(false);

    // A job cancelled before any run touched it: the sweep collects its files.
    const [later] = await service().create(user.id, [messageDraft(account.id, friends, { attachments: [image], scheduledAt: inOneHour() })]);
    expect(readdirSync(t.config.jobs.attachmentsDir)).toContain(later.id);
    await service().cancel(user.id, later.id);
    await until(() => readdirSync(t.config.jobs.attachmentsDir), (names) => !names.includes(later.id));
  });

  it('stores the exact bytes of attachments posted in a body big enough to be decoded while it arrives', async () => {
    const user = await t.signUp();
    const person = platform.world.users()[3].id;
    const account = await loggedInAccount(t.app.inject.bind(t.app), platform.world, user, person);
    const friend = platform.world.uidFor(person, [...platform.world.friendIdsOf(person)][0]);
    const files = [3_000_001, 17].map((size, n) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 13 + n) & 0xff)));
    const attachments = files.map((bytes, n) => ({
      filename: `tệp ${n}.pdf`,
      mimeType: 'application/pdf',
      totalSize: bytes.length,
      data: `data:application/pdf;base64,${bytes.toString('base64')}`,
    }));
    const payload = JSON.stringify({ accountId: account.id, threadId: friend, message: 'Tài liệu', attachments, scheduledAt: inOneHour().toISOString() });
    expect(payload.length).toBeGreaterThan(2 * 1024 * 1024);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jobs/message/to-thread',
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
      payload,
    });
    expect(answer.statusCode).toBe(200);
    const jobId = answer.json().data.jobs[0].id as string;
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(row.attachments.map((file) => ({ name: file.filename, size: file.totalSize }))).toEqual([
      { name: 'tệp 0.pdf', size: 3_000_001 },
      { name: 'tệp 1.pdf', size: 17 },
    ]);
    row.attachments.forEach((file, n) => expect(readFileSync(file.path).equals(files[n])).toBe(true));
    await service().cancel(user.id, jobId);
  });

  it('writes the daily activity and refuses drafts without recipients or with another user\'s account', async () => {
    const user = await t.signUp();
    const person = platform.world.users()[2].id;
    const account = await loggedInAccount(t.app.inject.bind(t.app), platform.world, user, person);
    const friends = [...platform.world.friendIdsOf(person)].slice(0, 3).map((id) => platform.world.uidFor(person, id));
    const [job] = await service().create(user.id, [messageDraft(account.id, [...friends, '1000000000000000001'])]);
    await until(() => t.app.jobs.read.get(user.id, job.id), (j) => j.status === 'COMPLETED');
    const [activity] = await t.database.db.select().from(jobDailyActivity).where(eq(jobDailyActivity.workspaceId, user.id));
    expect(activity).toMatchObject({ sent: 3, failed: 1, day: expect.anything() });
    const [usage] = await t.database.query<{ count: number }>(
      `SELECT count FROM account_daily_usage WHERE account_id = $1 AND day = $2::date AND action = 'message'`,
      [account.id, vietnamDate(Date.now())],
    );
    expect(usage.count).toBe(3);

    expect(await refusal(service().create(user.id, [messageDraft(account.id, [])]))).toEqual({ status: 400, message: JOB_REQUEST_MESSAGES.recipientsInvalid });
    const other = await t.signUp();
    expect(await refusal(service().create(other.id, [messageDraft(account.id, friends)]))).toEqual({ status: 404, message: 'Không tìm thấy tài khoản' });
  });

  it('counts skipped recipients in the daily activity apart from failures (the dashboard chart paints them apart)', async () => {
    const user = await t.signUp();
    const person = platform.world.users()[4].id;
    const account = await loggedInAccount(t.app.inject.bind(t.app), platform.world, user, person);
    const friend = platform.world.uidFor(person, [...platform.world.friendIdsOf(person)][0]);
    const stranger = platform.world
      .users()
      .find((u) => u.id !== person && !platform.world.areFriends(person, u.id) && !platform.world.hasBlocked(u.id, person) && !platform.world.requestBetween(person, u.id) && !platform.world.requestBetween(u.id, person))!;
    const [job] = await service().create(user.id, [
      {
        ...messageDraft(account.id, []),
        type: 'FRIEND_REQUEST',
        action: 'friend-request',
        payload: { message: 'Chào bạn, kết bạn nhé', delayMin: 0, delayMax: 0 },
        // Already a friend: Zalo's 225, a skipped recipient; the stranger gets the request.
        recipients: [
          { targetId: friend, targetType: 'user' },
          { targetId: platform.world.uidFor(person, stranger.id), targetType: 'user' },
        ],
      },
    ]);
    await until(() => t.app.jobs.read.get(user.id, job.id), (j) => j.status === 'COMPLETED');
    const [activity] = await t.database.db.select().from(jobDailyActivity).where(eq(jobDailyActivity.workspaceId, user.id));
    expect(activity).toMatchObject({ sent: 1, failed: 0, skipped: 1 });
    const { days } = (await t.app.inject({ method: 'GET', url: '/api/v1/jobs/stats/daily?days=1', headers: bearer(user.token) })).json().data;
    expect(days).toEqual([{ date: vietnamDate(Date.now()), sent: 1, failed: 0, skipped: 1 }]);
  });

  it('counts jobs today and running jobs for the plan limits (basic: 1 running); a job scheduled later does not run yet', async () => {
    const user = await t.signUp();
    const person = platform.world.users()[3].id;
    const account = await loggedInAccount(t.app.inject.bind(t.app), platform.world, user, person);
    const friends = [...platform.world.friendIdsOf(person)].slice(0, 5).map((id) => platform.world.uidFor(person, id));
    const limitsNow = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/subscription/job-limits', headers: bearer(user.token) })).json().data;
    const [later] = await service().create(user.id, [messageDraft(account.id, friends, { scheduledAt: inOneHour() })]);
    expect(await limitsNow()).toEqual({ canCreate: true, used: 1, limit: 20, running: 0, concurrentLimit: 1 });
    // A second scheduled job is accepted too: neither runs before its time.
    const [later2] = await service().create(user.id, [messageDraft(account.id, friends, { scheduledAt: inOneHour() })]);
    // A job whose time has come counts. The next due job is not refused: it waits for the slot.
    // The engine is stopped (this is the file's last test) so that the due job stays PENDING while the counts are checked.
    await t.app.jobs.engine.stop();
    const [now] = await service().create(user.id, [messageDraft(account.id, friends, { scheduledAt: inOneHour() })]);
    await t.database.query(`UPDATE jobs SET scheduled_at = now() - interval '1 second' WHERE id = $1`, [now.id]);
    expect(await limitsNow()).toEqual({ canCreate: true, used: 3, limit: 20, running: 1, concurrentLimit: 1 });
    const [waiting] = await service().create(user.id, [messageDraft(account.id, friends)]);
    expect(waiting).toMatchObject({ status: 'PENDING', waitingForSlot: true });
    expect(await limitsNow()).toEqual({ canCreate: true, used: 4, limit: 20, running: 1, concurrentLimit: 1 });
    for (const job of [later, later2, now, waiting]) await service().cancel(user.id, job.id);
    expect(await limitsNow()).toMatchObject({ canCreate: true, running: 0 });
  });
});
