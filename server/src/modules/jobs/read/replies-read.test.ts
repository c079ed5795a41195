import { JOB_MESSAGES, type Job, type JobRecipient, VARIANT_MIN_SAMPLE } from 'shared-sdk/schemas';
import { vietnamDate } from '../../../lib/vietnam-time';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../../testing/test-app';
import { insertSentJob } from '../replies/testing/sent-jobs';

/**
 * What the jobs page reads of replies: each job's replies, reply rate, accepted friend requests and, for a
 * job with several messages, each one's counts and the leader once every one has enough sends; each recipient's
 * message, reply and acceptance times and the "Đã trả lời" filter; the dashboard's days with messages and replies.
 */
let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let accountId: string;

beforeAll(async () => {
  t = await createTestApp({}, { jobTiming: { sweepEveryMs: 3_600_000 } });
  owner = await t.signUp();
  stranger = await t.signUp();
  [{ id: accountId }] = await t.database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name) VALUES ($1, 'Shop') RETURNING id`, [owner.id]);
}, 60_000);
afterAll(() => t.close());

const get = (user: SignedInUser, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(user.token) });
const dataOf = async (user: SignedInUser, url: string): Promise<any> => {
  const response = await get(user, url);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const setCounts = (jobId: string, replied: number, accepted = 0) =>
  t.database.query('UPDATE jobs SET replied_count = $2, accepted_count = $3 WHERE id = $1', [jobId, replied, accepted]);

describe('a job', () => {
  it('carries its replies, reply rate (of the sent) and accepted requests, in the list and alone; variants empty for one message', async () => {
    const jobId = await insertSentJob(t.database, { userId: owner.id, accountId, recipients: [{ targetId: 'a' }, { targetId: 'b' }, { targetId: 'c' }, { targetId: 'd' }] });
    await setCounts(jobId, 1);
    const none = await insertSentJob(t.database, { userId: owner.id, accountId, recipients: [{ targetId: 'p', status: 'PENDING' }] });
    const requests = await insertSentJob(t.database, { userId: owner.id, accountId, action: 'friend-request', recipients: [{ targetId: 'r' }, { targetId: 's' }] });
    await setCounts(requests, 0, 2);

    const job: Job = await dataOf(owner, `/jobs/${jobId}`);
    expect(job).toMatchObject({ repliedCount: 1, replyRate: 0.25, acceptedCount: 0, variants: [] });
    expect(await dataOf(owner, `/jobs/${none}`)).toMatchObject({ repliedCount: 0, replyRate: 0, acceptedCount: 0, variants: [] });
    const listed: Job[] = (await dataOf(owner, '/jobs?limit=100')).jobs;
    expect(listed.find((row) => row.id === jobId)).toMatchObject({ repliedCount: 1, replyRate: 0.25, variants: [] });
    expect(listed.find((row) => row.id === requests)).toMatchObject({ acceptedCount: 2, repliedCount: 0 });
  });

  it('lists each message of a job with several, A first, with sends, replies and rates; the leader only once each has 30 sends', async () => {
    const variants = (sentA: number, repliedA: number, sentB: number, repliedB: number) => [
      { message: 'Chào A', recipients: 40, sent: sentA, replied: repliedA },
      { message: 'Chào B', recipients: 40, sent: sentB, replied: repliedB },
    ];
    const early = await insertSentJob(t.database, { userId: owner.id, accountId, recipients: [{ targetId: 'x' }], variants: variants(VARIANT_MIN_SAMPLE - 1, 20, 40, 1) });
    const sampled = await insertSentJob(t.database, { userId: owner.id, accountId, recipients: [{ targetId: 'y' }], variants: variants(VARIANT_MIN_SAMPLE, 3, 40, 8) });
    const tied = await insertSentJob(t.database, { userId: owner.id, accountId, recipients: [{ targetId: 'z' }], variants: variants(30, 3, 40, 4) });

    const earlyJob: Job = await dataOf(owner, `/jobs/${early}`);
    expect(earlyJob.variants).toEqual([
      { variant: 'A', message: 'Chào A', recipients: 40, sent: 29, replied: 20, replyRate: 20 / 29, leader: false },
      { variant: 'B', message: 'Chào B', recipients: 40, sent: 40, replied: 1, replyRate: 1 / 40, leader: false },
    ]);
    const sampledJob: Job = await dataOf(owner, `/jobs/${sampled}`);
    expect(sampledJob.variants?.map((variant) => [variant.variant, variant.replyRate, variant.leader])).toEqual([
      ['A', 0.1, false],
      ['B', 0.2, true],
    ]);
    const tiedJob: Job = await dataOf(owner, `/jobs/${tied}`);
    expect(tiedJob.variants?.map((variant) => variant.leader)).toEqual([false, false]);

    // The list reads them in its one statement, for every job of the page.
    const listed: Job[] = (await dataOf(owner, '/jobs?limit=100')).jobs;
    expect(listed.find((row) => row.id === sampled)?.variants).toEqual(sampledJob.variants);
    expect(listed.find((row) => row.id === early)?.variants).toEqual(earlyJob.variants);
  });
});

describe("a job's recipients", () => {
  let jobId: string;
  beforeAll(async () => {
    jobId = await insertSentJob(t.database, {
      userId: owner.id,
      accountId,
      recipients: [
        { targetId: 'r1', variant: 0 },
        { targetId: 'r2', variant: 1 },
        { targetId: 'r3', variant: 0 },
        { targetId: 'r4', status: 'PENDING', variant: 1 },
      ],
      variants: [{ message: 'Chào A' }, { message: 'Chào B' }],
    });
    await t.database.query(`UPDATE job_recipients SET replied_at = timestamptz '2026-03-06 02:15:00+00' WHERE job_id = $1 AND seq IN (2, 3)`, [jobId]);
  });

  it('carry their message, reply time and acceptance time', async () => {
    const { recipients } = (await dataOf(owner, `/jobs/${jobId}/recipients`)) as { recipients: JobRecipient[] };
    expect(recipients.map(({ seq, variant, repliedAt, acceptedAt }) => ({ seq, variant, repliedAt, acceptedAt }))).toEqual([
      { seq: 1, variant: 'A', repliedAt: null, acceptedAt: null },
      { seq: 2, variant: 'B', repliedAt: '2026-03-06T02:15:00.000Z', acceptedAt: null },
      { seq: 3, variant: 'A', repliedAt: '2026-03-06T02:15:00.000Z', acceptedAt: null },
      { seq: 4, variant: 'B', repliedAt: null, acceptedAt: null },
    ]);
  });

  it('filter on "Đã trả lời" (replied=true, or false for not yet), with the status too; a bad value is refused in Vietnamese', async () => {
    const seqs = async (query: string) => {
      const data = await dataOf(owner, `/jobs/${jobId}/recipients?${query}`);
      return [data.recipients.map((recipient: JobRecipient) => recipient.seq), data.pagination.total];
    };
    expect(await seqs('replied=true')).toEqual([[2, 3], 2]);
    expect(await seqs('replied=false')).toEqual([[1, 4], 2]);
    expect(await seqs('replied=false&status=SENT')).toEqual([[1], 1]);
    expect(await seqs('replied=true&limit=1&page=2')).toEqual([[3], 2]);
    const bad = await get(owner, `/jobs/${jobId}/recipients?replied=yes`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, error: JOB_MESSAGES.invalidRepliedFilter });
    expect((await get(stranger, `/jobs/${jobId}/recipients?replied=true`)).statusCode).toBe(404);
  });
});

describe('the daily activity', () => {
  it("adds each day's messages to people and the replies to them, summed over accounts, only where some were", async () => {
    const user = await t.signUp();
    const today = vietnamDate(Date.now());
    const [{ id: other }] = await t.database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name) VALUES ($1, 'Shop 2') RETURNING id`, [user.id]);
    const [{ id: first }] = await t.database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name) VALUES ($1, 'Shop 1') RETURNING id`, [user.id]);
    await t.database.query(
      `INSERT INTO job_daily_activity (workspace_id, day, account_id, sent, messages_sent, friend_requests, replied) VALUES
         ($1, $2::date, $3, 6, 4, 2, 1), ($1, $2::date, $4, 3, 3, 0, 2), ($1, $2::date - 1, $3, 5, 0, 5, 0)`,
      [user.id, today, first, other],
    );
    const { days } = await dataOf(user, '/jobs/stats/daily?days=2');
    expect(days).toEqual([
      { date: vietnamDate(Date.now() - 86_400_000), sent: 5, failed: 0 },
      { date: today, sent: 9, failed: 0, messages: 7, replied: 3 },
    ]);
    expect((await dataOf(stranger, '/jobs/stats/daily?days=1')).days).toEqual([{ date: today, sent: 0, failed: 0 }]);
  });
});
