import { insertUsers, suiteDatabase } from '../../../testing/suite-database';
import { chosenRecipients } from '../read/chosen-recipients';
import { sentFriendRequests } from '../read/sent-friend-requests';
import { listSchedules } from '../schedules/list-schedules';
import { listJobs } from './list-jobs';
import { listJobsSql } from './list-jobs-sql';

/**
 * What the jobs module gives the lists, the friends' sent requests and the do-not-contact list: reads of the jobs by
 * the columns their metadata's keys fill, and the fragments the lists embed. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
const database = suiteDatabase();
let userId: string;
let otherUserId: string;
let accountId: string;
const phoneListId = '11111111-1111-4111-8111-111111111111';
const sharedListId = '22222222-2222-4222-8222-222222222222';

async function insertJob(fields: { user?: string; status?: string; action?: string; type?: string; total?: number; metadata: Record<string, unknown>; createdAt?: string }) {
  const [job] = await database.query<{ id: string }>(
    `INSERT INTO jobs (workspace_id, account_id, type, action, status, total_recipients, payload, metadata, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, '{"message":"Chào"}'::jsonb, $7::jsonb, coalesce($8::timestamptz, now())) RETURNING id`,
    [fields.user ?? userId, accountId, fields.type ?? 'TO_FRIENDS', fields.action ?? 'message', fields.status ?? 'COMPLETED', fields.total ?? 1, JSON.stringify(fields.metadata), fields.createdAt ?? null],
  );
  return job.id;
}

const recipient = (jobId: string, seq: number, target: string, status: string, errorCode: number | null = null) =>
  database.query(
    `INSERT INTO job_recipients (job_id, seq, target_id, target_type, status, error_code, processed_at)
     VALUES ($1, $2, $3, 'user', $4, $5, CASE WHEN $4 = 'PENDING' THEN NULL ELSE now() END)`,
    [jobId, seq, target, status, errorCode],
  );

beforeAll(async () => {
  [userId, otherUserId] = await insertUsers(database, 'list-jobs@example.com', 'list-jobs-2@example.com');
  [{ id: accountId }] = await database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name, status) VALUES ($1, 'Shop', 'ACTIVE') RETURNING id`, [userId]);
}, 60_000);

it('fills the columns from the metadata when a job is created, and keeps the metadata as it was', async () => {
  const metadata = { source: 'phone-list', executionId: 'e-1', phoneListId, phoneAction: 'message', scheduleId: 's-1' };
  const id = await insertJob({ metadata });
  const [row] = await database.query<Record<string, unknown>>(`SELECT source, execution_id, list_id, phone_list_id, phone_action, metadata FROM jobs WHERE id = $1`, [id]);
  expect(row).toEqual({ source: 'phone-list', execution_id: 'e-1', list_id: null, phone_list_id: phoneListId, phone_action: 'message', metadata });
});

it("counts today's recipients of a phone list's side per account", async () => {
  await insertJob({ total: 3, metadata: { phoneListId, phoneAction: 'friend-request' } });
  await insertJob({ total: 4, metadata: { phoneListId, phoneAction: 'friend-request' } });
  await insertJob({ total: 50, metadata: { phoneListId, phoneAction: 'friend-request' }, createdAt: '2020-01-01T00:00:00Z' });
  await insertJob({ total: 9, metadata: { phoneListId: sharedListId, phoneAction: 'friend-request' } });
  const since = new Date(Date.now() - 3_600_000);
  expect(await listJobs.phoneRecipientsSince(database, phoneListId, accountId, 'friend-request', since)).toBe(7);
  expect(await listJobs.phoneRecipientsSince(database, phoneListId, accountId, 'message', new Date(0))).toBe(1);
});

it("pages the runs of a Kho chung list's schedule, newest first, with the refusals as spam", async () => {
  const first = await insertJob({ status: 'COMPLETED', metadata: { source: 'shared-list-schedule', listId: sharedListId }, createdAt: '2026-01-01T00:00:00Z' });
  await recipient(first, 1, 'u-1', 'FAILED', 123);
  await recipient(first, 2, 'u-2', 'FAILED', 221);
  const second = await insertJob({ status: 'PROCESSING', metadata: { source: 'shared-list-schedule', listId: sharedListId }, createdAt: '2026-01-02T00:00:00Z' });
  await insertJob({ metadata: { source: 'shared-list', listId: sharedListId } });
  const { runs, total } = await listJobs.sharedScheduleRuns(database, sharedListId, 1, 1);
  expect({ total, ids: runs.map((run) => run.id) }).toEqual({ total: 2, ids: [second] });
  const [older] = (await listJobs.sharedScheduleRuns(database, sharedListId, 2, 1)).runs;
  expect(older).toMatchObject({ id: first, status: 'COMPLETED', blocked: 1, executedAt: new Date('2026-01-01T00:00:00Z') });
});

it('tells which Kho chung lists a job of their own user still works', async () => {
  const idle = '33333333-3333-4333-8333-333333333333';
  const elsewhere = '44444444-4444-4444-8444-444444444444';
  await insertJob({ status: 'COMPLETED', metadata: { listId: idle } });
  await insertJob({ status: 'PENDING', metadata: { listId: elsewhere } });
  const running = await listJobs.runningSharedLists(database, [
    { id: sharedListId, workspaceId: userId },
    { id: idle, workspaceId: userId },
    { id: elsewhere, workspaceId: otherUserId },
  ]);
  expect([...running]).toEqual([sharedListId]);
  expect(await listJobs.runningSharedLists(database, [])).toEqual(new Set());
});

it("moves the user's version with a write to their jobs or schedules", async () => {
  const before = await listJobs.userVersion(database, userId);
  expect(before).toMatch(/^\d+\.\d+\/\d+\.\d+$/);
  await insertJob({ metadata: {} });
  expect(await listJobs.userVersion(database, userId)).not.toBe(before);
  expect(await listJobs.userVersion(database, otherUserId)).toBe('0.0/0.0');
});

it("reads the phone lists' schedules, each list's in the order they were made", async () => {
  const schedule = (kind: string, listId: string, active: boolean) =>
    database.query(
      `INSERT INTO job_schedules (workspace_id, account_id, kind, schedule_times, timezone, request, next_run_at, is_active)
       VALUES ($1, $2, $3, ARRAY['08:00'], 'Asia/Ho_Chi_Minh', $4::jsonb, '2026-05-01T01:00:00Z', $5)`,
      [userId, accountId, kind, JSON.stringify({ listId }), active],
    );
  await schedule('phone-friend-request', phoneListId, true);
  await schedule('phone-message', phoneListId, false);
  await schedule('shared-list-message', sharedListId, true);
  const found = await listSchedules.ofPhoneLists(database, userId, [phoneListId, sharedListId]);
  expect([...found.keys()]).toEqual([phoneListId]);
  expect(found.get(phoneListId)).toEqual([
    { id: expect.any(String), isActive: true, nextRunAt: new Date('2026-05-01T01:00:00Z'), kind: 'friend-request', scheduleTimes: ['08:00'], timezone: 'Asia/Ho_Chi_Minh' },
    { id: expect.any(String), isActive: false, nextRunAt: new Date('2026-05-01T01:00:00Z'), kind: 'message', scheduleTimes: ['08:00'], timezone: 'Asia/Ho_Chi_Minh' },
  ]);
  expect(await listSchedules.ofPhoneLists(database, otherUserId, [phoneListId])).toEqual(new Map());
});

it("reads chosen recipients of the user's job in their order, and nothing of another user's job", async () => {
  const id = await insertJob({ metadata: {} });
  await database.query(
    `INSERT INTO job_recipients (job_id, seq, target_id, target_type, display_name, global_id) VALUES ($1, 1, 'u-1', 'user', 'Lan', 'g-1'), ($1, 2, '0901234567', 'phone', NULL, NULL), ($1, 3, 'u-3', 'user', 'Minh', NULL)`,
    [id],
  );
  expect(await chosenRecipients(database, userId, id, [3, 1])).toEqual({
    accountId,
    recipients: [
      { targetId: 'u-1', targetType: 'user', displayName: 'Lan', globalId: 'g-1' },
      { targetId: 'u-3', targetType: 'user', displayName: 'Minh', globalId: null },
    ],
  });
  expect(await chosenRecipients(database, otherUserId, id, [1])).toBeUndefined();
});

it('reads the latest friend request sent to each person from the account', async () => {
  const older = await insertJob({ type: 'FRIEND_REQUEST', action: 'friend-request', metadata: {} });
  await database.query(`INSERT INTO job_recipients (job_id, seq, target_id, target_type, display_name, status, processed_at) VALUES ($1, 1, 'p-1', 'user', 'Lan', 'SENT', '2026-01-01T00:00:00Z')`, [older]);
  const newer = await insertJob({ type: 'FRIEND_REQUEST', action: 'friend-request', metadata: {} });
  await database.query(
    `INSERT INTO job_recipients (job_id, seq, target_id, target_type, display_name, status, processed_at) VALUES ($1, 1, 'p-1', 'user', 'Lan', 'SENT', '2026-02-01T00:00:00Z'), ($1, 2, 'p-2', 'user', 'Minh', 'FAILED', now())`,
    [newer],
  );
  expect(await sentFriendRequests(database, userId, accountId)).toEqual([{ uid: 'p-1', displayName: 'Lan', message: 'Chào', sentAt: new Date('2026-02-01T00:00:00Z') }]);
  expect(await sentFriendRequests(database, otherUserId, accountId)).toEqual([]);
});

it("embeds the list's held items and outcomes in the list's own statement", async () => {
  const listId = '55555555-5555-4555-8555-555555555555';
  const running = await insertJob({ status: 'PROCESSING', metadata: { phoneListId: listId, phoneAction: 'message' } });
  await recipient(running, 1, '0901', 'PENDING');
  await recipient(running, 2, '0902', 'SENT');
  const items = (since: string | null) =>
    database.query<{ phone: string; held: boolean }>(
      `SELECT n.phone, ${listJobsSql.held({ list: 'phone', listId: '$1::text' }, { is: (r) => `${r.targetId} = n.phone`, outcomes: ['SENT'], since: 'n.status_at' })} AS held
         FROM (SELECT v.phone, $2::timestamptz AS status_at FROM (VALUES ('0901'), ('0902'), ('0903')) AS v(phone)) n
        ORDER BY n.phone`,
      [listId, since],
    );
  // Never followed: the pending one and the recorded outcome hold their items; a later follow releases the outcome.
  expect(await items(null)).toEqual([{ phone: '0901', held: true }, { phone: '0902', held: true }, { phone: '0903', held: false }]);
  expect(await items(new Date(Date.now() + 60_000).toISOString())).toEqual([{ phone: '0901', held: true }, { phone: '0902', held: false }, { phone: '0903', held: false }]);
  const outcomes = await database.query<{ target_id: string; phone_action: string; status: string }>(
    `SELECT o.target_id, o.phone_action, o.status FROM (${listJobsSql.outcomes({ list: 'phone', listId: '$1::text' }, ['SENT', 'FAILED'])}) o`,
    [listId],
  );
  expect(outcomes).toEqual([{ target_id: '0902', phone_action: 'message', status: 'SENT' }]);
  const pending = await database.query<{ target_id: string }>(listJobsSql.pendingTargets({ list: 'phone', listId: '$1', workspaceId: '$2' }), [listId, userId]);
  expect(pending).toEqual([{ target_id: '0901' }]);
});
