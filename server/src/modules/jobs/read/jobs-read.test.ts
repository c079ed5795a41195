import Fastify, { type LightMyRequestResponse } from 'fastify';
import { JOB_MESSAGES, type Job, type JobStatus, type JobType, type RecipientStatus } from 'shared-sdk/schemas';
import { accountDailyUsage, accounts, accountSendState, jobDailyActivity, jobRecipients, jobs, type StoredAttachment } from '../../../db/schema';
import type { AuthGuard } from '../../../http/auth-guard';
import { registerErrorEnvelope } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../../testing/test-app';
import { INVALID_DAYS_MESSAGE, jobsReadRoutes, type JobsReadRoutesOptions } from './routes';

let t: TestApp;
beforeAll(async () => {
  // Jobs are inserted directly, never queued: the engine's periodic sweep must not pick them up mid-test.
  t = await createTestApp({}, { jobTiming: { sweepEveryMs: 3_600_000 } });
}, 60_000);
afterAll(() => t.close());

const api = (user: SignedInUser | null, url: string, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user ? bearer(user.token) : {} });
async function dataOf(user: SignedInUser, url: string) {
  const response = await api(user, url);
  expect(response.json()).toMatchObject({ success: true });
  return response.json().data;
}
async function expectError(response: { statusCode: number; json(): { success: boolean; error: string } }, status: number, error: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ success: false, error });
}

async function insertAccount(userId: string, displayName = 'Shop Hoa'): Promise<string> {
  const [row] = await t.database.db.insert(accounts).values({ workspaceId: userId, displayName, status: 'ACTIVE' }).returning({ id: accounts.id });
  return row.id;
}

interface JobSeed {
  accountId?: string | null;
  type?: JobType;
  status?: JobStatus;
  createdAt?: Date;
  totalRecipients?: number;
  attachments?: StoredAttachment[];
}
async function insertJob(userId: string, seed: JobSeed = {}): Promise<string> {
  const [row] = await t.database.db
    .insert(jobs)
    .values({
      workspaceId: userId,
      accountId: seed.accountId ?? null,
      accountName: seed.accountId ? 'Shop Hoa' : null,
      type: seed.type ?? 'TO_FRIENDS',
      action: seed.type === 'FRIEND_REQUEST' ? 'friend-request' : seed.type === 'GROUP_INVITE' ? 'group-invite' : 'message',
      status: seed.status ?? 'PENDING',
      totalRecipients: seed.totalRecipients ?? 3,
      payload: { message: 'Xin chào', delayMin: 1, delayMax: 3 },
      attachments: seed.attachments ?? [],
      ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
    })
    .returning({ id: jobs.id });
  return row.id;
}

/** `count` jobs one minute apart, the last one the newest; answers their ids oldest first. */
async function insertJobsInOrder(userId: string, count: number, seed: JobSeed = {}): Promise<string[]> {
  const start = Date.parse('2025-01-01T00:00:00Z');
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) ids.push(await insertJob(userId, { ...seed, createdAt: new Date(start + index * 60_000) }));
  return ids;
}

async function insertRecipients(jobId: string, statuses: RecipientStatus[]): Promise<void> {
  await t.database.db.insert(jobRecipients).values(
    statuses.map((status, index) => ({
      jobId,
      seq: index + 1,
      targetId: `uid-${index + 1}`,
      targetType: 'user' as const,
      displayName: `Người ${index + 1}`,
      status,
      attempts: status === 'PENDING' ? 0 : 1,
      errorCode: status === 'FAILED' ? 221 : null,
      errorMessage: status === 'FAILED' ? 'Bị chặn' : null,
      processedAt: status === 'PENDING' ? null : new Date('2025-01-01T01:00:00Z'),
    })),
  );
}

/** The routes alone on the test database, with a clock and a cancel the test controls. */
interface StandaloneApp {
  as(userId: string, url: string, method?: 'GET' | 'POST'): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}
async function standaloneApp(options: Partial<JobsReadRoutesOptions>): Promise<StandaloneApp> {
  const app = Fastify({ logger: false });
  registerErrorEnvelope(app);
  const requireUser: AuthGuard = async (request) => {
    request.user = { id: String(request.headers['x-user-id']), role: 'user' };
    request.workspace = { id: request.user.id, role: 'OWNER', accountIds: null };
  };
  await app.register(jobsReadRoutes, {
    database: t.database,
    requireUser,
    cancel: async () => {
      throw new Error('not expected');
    },
    emailsOf: async () => new Map(),
    ...options,
  });
  await app.ready();
  return {
    as: (userId, url, method = 'GET') => app.inject({ method, url, headers: { 'x-user-id': userId } }),
    close: () => app.close(),
  };
}

describe('GET /jobs', () => {
  it('answers an empty first page with totalPages 1', async () => {
    const user = await t.signUp();
    expect(await dataOf(user, '/jobs')).toEqual({ jobs: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 1 } });
  });

  it('pages newest first, 10 by default, and answers the total past the last page', async () => {
    const user = await t.signUp();
    const ids = await insertJobsInOrder(user.id, 23);
    const newestFirst = [...ids].reverse();

    const first = await dataOf(user, '/jobs');
    expect(first.jobs.map((job: Job) => job.id)).toEqual(newestFirst.slice(0, 10));
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 23, totalPages: 3 });

    const third = await dataOf(user, '/jobs?page=3');
    expect(third.jobs.map((job: Job) => job.id)).toEqual(newestFirst.slice(20));
    expect(third.pagination).toEqual({ page: 3, limit: 10, total: 23, totalPages: 3 });

    const past = await dataOf(user, '/jobs?page=4');
    expect(past).toEqual({ jobs: [], pagination: { page: 4, limit: 10, total: 23, totalPages: 3 } });

    const small = await dataOf(user, '/jobs?page=2&limit=5');
    expect(small.jobs.map((job: Job) => job.id)).toEqual(newestFirst.slice(5, 10));
    expect(small.pagination).toEqual({ page: 2, limit: 5, total: 23, totalPages: 5 });
  });

  it('breaks ties of created_at by id, so pages never repeat or skip a job', async () => {
    const user = await t.signUp();
    const createdAt = new Date('2025-02-01T00:00:00Z');
    const ids: string[] = [];
    for (let index = 0; index < 7; index += 1) ids.push(await insertJob(user.id, { createdAt }));
    const pages = [await dataOf(user, '/jobs?limit=3'), await dataOf(user, '/jobs?limit=3&page=2'), await dataOf(user, '/jobs?limit=3&page=3')];
    const seen = pages.flatMap((page) => page.jobs.map((job: Job) => job.id));
    expect(seen).toEqual([...ids].sort().reverse());
  });

  it('filters by status, type and account, together too', async () => {
    const user = await t.signUp();
    const shop = await insertAccount(user.id, 'Shop Hoa');
    const other = await insertAccount(user.id, 'Shop Cá');
    const wanted = await insertJob(user.id, { accountId: shop, status: 'COMPLETED', type: 'FRIEND_REQUEST' });
    await insertJob(user.id, { accountId: shop, status: 'COMPLETED', type: 'TO_FRIENDS' });
    await insertJob(user.id, { accountId: other, status: 'COMPLETED', type: 'FRIEND_REQUEST' });
    await insertJob(user.id, { accountId: shop, status: 'FAILED', type: 'FRIEND_REQUEST' });

    const idsOf = async (query: string) => (await dataOf(user, `/jobs?${query}`)).jobs.map((job: Job) => job.id).sort();
    expect(await idsOf('status=COMPLETED')).toHaveLength(3);
    expect(await idsOf('type=FRIEND_REQUEST')).toHaveLength(3);
    expect(await idsOf(`accountId=${shop}`)).toHaveLength(3);
    expect(await idsOf(`status=COMPLETED&type=FRIEND_REQUEST&accountId=${shop}`)).toEqual([wanted]);
    expect((await dataOf(user, '/jobs?status=CANCELLED')).pagination).toEqual({ page: 1, limit: 10, total: 0, totalPages: 1 });
  });

  it("never shows another user's jobs", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const account = await insertAccount(owner.id);
    await insertJob(owner.id, { accountId: account });
    expect((await dataOf(stranger, '/jobs')).pagination.total).toBe(0);
    expect((await dataOf(stranger, `/jobs?accountId=${account}`)).jobs).toEqual([]);
  });

  it('refuses a bad query with the Vietnamese message, and a missing session with 401', async () => {
    const user = await t.signUp();
    await expectError(await api(user, '/jobs?page=0'), 400, JOB_MESSAGES.invalidPage);
    await expectError(await api(user, '/jobs?page=abc'), 400, JOB_MESSAGES.invalidPage);
    await expectError(await api(user, '/jobs?page=1&page=2'), 400, JOB_MESSAGES.invalidPage);
    await expectError(await api(user, '/jobs?limit=101'), 400, JOB_MESSAGES.invalidLimit);
    await expectError(await api(user, '/jobs?limit=1.5'), 400, JOB_MESSAGES.invalidLimit);
    await expectError(await api(user, '/jobs?status=RUNNING'), 400, JOB_MESSAGES.invalidStatus);
    await expectError(await api(user, '/jobs?type=SPAM'), 400, JOB_MESSAGES.invalidType);
    await expectError(await api(user, '/jobs?accountId=not-a-uuid'), 400, JOB_MESSAGES.accountRequired);
    expect((await api(null, '/jobs')).statusCode).toBe(401);
    expect((await api(null, '/jobs/stats/summary')).statusCode).toBe(401);
  });
});

describe('GET /jobs/:id', () => {
  it('answers the job with its attachments named, never their paths', async () => {
    const user = await t.signUp();
    const account = await insertAccount(user.id);
    const id = await insertJob(user.id, {
      accountId: account,
      status: 'PROCESSING',
      totalRecipients: 7,
      attachments: [{ filename: 'anh.png', mimeType: 'image/png', totalSize: 1234, path: '/srv/data/secret/anh.png' }],
    });
    const response = await api(user, `/jobs/${id}`);
    expect(response.body).not.toContain('/srv/data');
    expect(response.json().data).toMatchObject({
      id,
      accountId: account,
      accountName: 'Shop Hoa',
      type: 'TO_FRIENDS',
      status: 'PROCESSING',
      totalRecipients: 7,
      successCount: 0,
      payload: { message: 'Xin chào', delayMin: 1, delayMax: 3, attachments: [{ filename: 'anh.png', mimeType: 'image/png', totalSize: 1234 }] },
      metadata: {},
    });
  });

  it("answers 404 for another user's job, an unknown id and a malformed one", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const id = await insertJob(owner.id);
    await insertRecipients(id, ['PENDING']);
    for (const url of [`/jobs/${id}`, `/jobs/${id}/recipients`, `/jobs/${id}/friend-request-limits`]) {
      await expectError(await api(stranger, url), 404, JOB_MESSAGES.notFound);
    }
    await expectError(await api(owner, '/jobs/00000000-0000-4000-8000-000000000000'), 404, JOB_MESSAGES.notFound);
    await expectError(await api(owner, '/jobs/123'), 404, JOB_MESSAGES.notFound);
    await expectError(await api(owner, "/jobs/x'%20or%201=1--/recipients"), 404, JOB_MESSAGES.notFound);
    await expectError(await api(owner, '/jobs/abc/cancel', 'POST'), 404, JOB_MESSAGES.notFound);
  });
});

describe('POST /jobs/:id/cancel', () => {
  it("delegates to the engine's cancel with the caller and the job, and answers its job or its error", async () => {
    const user = await t.signUp();
    const id = await insertJob(user.id);
    const calls: [string, string][] = [];
    const app = await standaloneApp({
      cancel: async (userId, jobId) => {
        calls.push([userId, jobId]);
        if (jobId !== id) throw notFound(JOB_MESSAGES.notFound);
        return { id: jobId, status: 'CANCELLED' } as Job;
      },
    });
    try {
      const response = await app.as(user.id, `/jobs/${id}/cancel`, 'POST');
      expect(response.json()).toEqual({ success: true, data: { id, status: 'CANCELLED' } });
      expect(calls).toEqual([[user.id, id]]);
      expect((await app.as(user.id, '/jobs/not-a-job/cancel', 'POST')).statusCode).toBe(404);
      expect(calls).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('POST /jobs/:id/cancel in the app', () => {
  it("reaches the jobs service: the owner's pending job is cancelled, another user's is a 404, a finished one a 409", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const pending = await insertJob(owner.id, { status: 'PENDING' });
    const finished = await insertJob(owner.id, { status: 'COMPLETED' });

    await expectError(await api(stranger, `/jobs/${pending}/cancel`, 'POST'), 404, JOB_MESSAGES.notFound);
    await expectError(await api(owner, `/jobs/${finished}/cancel`, 'POST'), 409, JOB_MESSAGES.cannotCancel);
    const cancelled = await api(owner, `/jobs/${pending}/cancel`, 'POST');
    expect(cancelled.json()).toMatchObject({ success: true, data: { id: pending, status: 'CANCELLED' } });
    expect((await dataOf(owner, `/jobs/${pending}`)).status).toBe('CANCELLED');
  });
});

describe('GET /jobs/stats/summary', () => {
  it('answers every status, 0 when none', async () => {
    const user = await t.signUp();
    expect(await dataOf(user, '/jobs/stats/summary')).toEqual({
      totalJobs: 0,
      byStatus: { PENDING: 0, PROCESSING: 0, COMPLETED: 0, FAILED: 0, CANCELLED: 0 },
    });
  });

  it("counts the caller's jobs by status, for one account when asked", async () => {
    const user = await t.signUp();
    const stranger = await t.signUp();
    const shop = await insertAccount(user.id);
    const other = await insertAccount(user.id, 'Shop Cá');
    for (const status of ['PENDING', 'COMPLETED', 'COMPLETED', 'FAILED'] as const) await insertJob(user.id, { accountId: shop, status });
    await insertJob(user.id, { accountId: other, status: 'CANCELLED' });
    await insertJob(stranger.id, { status: 'PROCESSING' });

    expect(await dataOf(user, '/jobs/stats/summary')).toEqual({
      totalJobs: 5,
      byStatus: { PENDING: 1, PROCESSING: 0, COMPLETED: 2, FAILED: 1, CANCELLED: 1 },
    });
    expect(await dataOf(user, `/jobs/stats/summary?accountId=${other}`)).toEqual({
      totalJobs: 1,
      byStatus: { PENDING: 0, PROCESSING: 0, COMPLETED: 0, FAILED: 0, CANCELLED: 1 },
    });
    await expectError(await api(user, '/jobs/stats/summary?accountId=shop'), 400, JOB_MESSAGES.accountRequired);
  });
});

describe('GET /jobs/stats/daily', () => {
  it('answers the last 14 Vietnamese days ending today, oldest first, 0 where nothing happened', async () => {
    const user = await t.signUp();
    const stranger = await t.signUp();
    // 23:30 UTC on 10 March is 06:30 on 11 March in Vietnam: that is "today".
    const app = await standaloneApp({ now: () => new Date('2025-03-10T23:30:00Z') });
    await t.database.db.insert(jobDailyActivity).values([
      { workspaceId: user.id, day: '2025-03-11', sent: 5, failed: 1 },
      { workspaceId: user.id, day: '2025-03-10', sent: 2, failed: 0 },
      { workspaceId: user.id, day: '2025-02-26', sent: 7, failed: 3 },
      { workspaceId: user.id, day: '2025-02-25', sent: 99, failed: 99 }, // 15 days ago
      { workspaceId: user.id, day: '2025-03-12', sent: 99, failed: 99 }, // tomorrow
      { workspaceId: stranger.id, day: '2025-03-09', sent: 50, failed: 50 },
    ]);
    try {
      const { days } = (await app.as(user.id, '/jobs/stats/daily')).json().data;
      expect(days).toHaveLength(14);
      expect(days[0]).toEqual({ date: '2025-02-26', sent: 7, failed: 3 });
      expect(days[12]).toEqual({ date: '2025-03-10', sent: 2, failed: 0 });
      expect(days[13]).toEqual({ date: '2025-03-11', sent: 5, failed: 1 });
      expect(days.slice(1, 12)).toEqual(
        ['02-27', '02-28', '03-01', '03-02', '03-03', '03-04', '03-05', '03-06', '03-07', '03-08', '03-09'].map((day) => ({
          date: `2025-${day}`,
          sent: 0,
          failed: 0,
        })),
      );

      const three = (await app.as(user.id, '/jobs/stats/daily?days=3')).json().data.days;
      expect(three.map((day: { date: string }) => day.date)).toEqual(['2025-03-09', '2025-03-10', '2025-03-11']);
    } finally {
      await app.close();
    }
  });

  it('turns the day at midnight in Vietnam, 17:00 UTC', async () => {
    const user = await t.signUp();
    const lastDate = async (now: string) => {
      const app = await standaloneApp({ now: () => new Date(now) });
      try {
        const { days } = (await app.as(user.id, '/jobs/stats/daily?days=1')).json().data;
        return days.map((day: { date: string }) => day.date);
      } finally {
        await app.close();
      }
    };
    expect(await lastDate('2024-12-31T16:59:59Z')).toEqual(['2024-12-31']);
    expect(await lastDate('2024-12-31T17:00:00Z')).toEqual(['2025-01-01']);
  });

  it('answers 14 days by default on the real clock and refuses days outside 1-90', async () => {
    const user = await t.signUp();
    const days = (await dataOf(user, '/jobs/stats/daily')).days;
    expect(days).toHaveLength(14);
    expect(days.every((day: object) => Object.keys(day).join() === 'date,sent,failed')).toBe(true);
    expect((await dataOf(user, '/jobs/stats/daily?days=90')).days).toHaveLength(90);
    for (const bad of ['0', '91', 'abc', '2.5']) await expectError(await api(user, `/jobs/stats/daily?days=${bad}`), 400, INVALID_DAYS_MESSAGE);
  });
});

describe('GET /jobs/:id/recipients', () => {
  it('pages the recipients by position, 50 by default, and filters by status', async () => {
    const user = await t.signUp();
    const id = await insertJob(user.id, { totalRecipients: 60 });
    const statuses = Array.from({ length: 60 }, (_, index): RecipientStatus => (index % 3 === 0 ? 'FAILED' : index % 3 === 1 ? 'SENT' : 'PENDING'));
    await insertRecipients(id, statuses);

    const first = await dataOf(user, `/jobs/${id}/recipients`);
    expect(first.recipients.map((r: { seq: number }) => r.seq)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(first.pagination).toEqual({ page: 1, limit: 50, total: 60, totalPages: 2 });
    expect(first.recipients[0]).toEqual({
      seq: 1,
      targetId: 'uid-1',
      targetType: 'user',
      displayName: 'Người 1',
      status: 'FAILED',
      attempts: 1,
      errorCode: 221,
      errorMessage: 'Bị chặn',
      processedAt: '2025-01-01T01:00:00.000Z',
      variant: null,
      repliedAt: null,
      acceptedAt: null,
    });

    const second = await dataOf(user, `/jobs/${id}/recipients?page=2`);
    expect(second.recipients.map((r: { seq: number }) => r.seq)).toEqual(Array.from({ length: 10 }, (_, index) => index + 51));

    const failed = await dataOf(user, `/jobs/${id}/recipients?status=FAILED&limit=5&page=2`);
    expect(failed.recipients.map((r: { seq: number }) => r.seq)).toEqual([16, 19, 22, 25, 28]);
    expect(failed.pagination).toEqual({ page: 2, limit: 5, total: 20, totalPages: 4 });

    expect(await dataOf(user, `/jobs/${id}/recipients?status=SKIPPED`)).toEqual({
      recipients: [],
      pagination: { page: 1, limit: 50, total: 0, totalPages: 1 },
    });
    expect((await dataOf(user, `/jobs/${id}/recipients?page=9`)).pagination).toEqual({ page: 9, limit: 50, total: 60, totalPages: 2 });
  });

  it('refuses a bad query with the Vietnamese message', async () => {
    const user = await t.signUp();
    const id = await insertJob(user.id);
    await expectError(await api(user, `/jobs/${id}/recipients?status=DONE`), 400, JOB_MESSAGES.invalidStatus);
    await expectError(await api(user, `/jobs/${id}/recipients?limit=201`), 400, JOB_MESSAGES.invalidLimit);
    await expectError(await api(user, `/jobs/${id}/recipients?page=-1`), 400, JOB_MESSAGES.invalidPage);
  });
});

describe('GET /jobs/:id/friend-request-limits', () => {
  it("answers the account's cap, what it sent this Vietnamese day and a cool-down still running", async () => {
    const user = await t.signUp();
    const account = await insertAccount(user.id);
    const otherAccount = await insertAccount(user.id, 'Shop Cá');
    const id = await insertJob(user.id, { accountId: account, type: 'FRIEND_REQUEST' });
    const now = new Date('2025-03-10T23:30:00Z'); // 11 March in Vietnam
    await t.database.db.insert(accountDailyUsage).values([
      { accountId: account, day: '2025-03-11', action: 'friend-request', count: 12 },
      { accountId: account, day: '2025-03-11', action: 'message', count: 400 },
      { accountId: account, day: '2025-03-10', action: 'friend-request', count: 30 },
      { accountId: otherAccount, day: '2025-03-11', action: 'friend-request', count: 20 },
    ]);
    await t.database.db.insert(accountSendState).values({ accountId: account, cooldownUntil: new Date('2025-03-11T00:00:00Z'), cooldownReason: 'rate limit' });
    const app = await standaloneApp({ now: () => now, dailyFriendRequestCap: 20 });
    try {
      expect((await app.as(user.id, `/jobs/${id}/friend-request-limits`)).json().data).toEqual({
        accountId: account,
        dailyLimit: 20,
        sentToday: 12,
        remainingToday: 8,
        cooldownUntil: '2025-03-11T00:00:00.000Z',
      });
    } finally {
      await app.close();
    }

    const later = await standaloneApp({ now: () => new Date('2025-03-11T02:00:00Z'), dailyFriendRequestCap: 10 });
    try {
      expect((await later.as(user.id, `/jobs/${id}/friend-request-limits`)).json().data).toEqual({
        accountId: account,
        dailyLimit: 10,
        sentToday: 12,
        remainingToday: 0,
        cooldownUntil: null,
      });
    } finally {
      await later.close();
    }
  });

  it('defaults to 100 a day, nothing sent and no cool-down; a deleted account leaves the job with nothing counted', async () => {
    const user = await t.signUp();
    const account = await insertAccount(user.id);
    const id = await insertJob(user.id, { accountId: account });
    expect(await dataOf(user, `/jobs/${id}/friend-request-limits`)).toEqual({
      accountId: account,
      dailyLimit: 100,
      sentToday: 0,
      remainingToday: 100,
      cooldownUntil: null,
    });
    const orphan = await insertJob(user.id, { accountId: null });
    expect(await dataOf(user, `/jobs/${orphan}/friend-request-limits`)).toEqual({
      accountId: '',
      dailyLimit: 100,
      sentToday: 0,
      remainingToday: 100,
      cooldownUntil: null,
    });
  });
});
