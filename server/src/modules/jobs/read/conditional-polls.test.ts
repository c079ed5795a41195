import type { LightMyRequestResponse } from 'fastify';
import { accounts, jobRecipients, jobs } from '../../../db/schema';
import { apiServerProcess } from '../../../testing/api-server-process';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../../testing/test-app';
import { createEngineStore } from '../engine/store';

/** The polled reads answer 304 while nothing the user sees has changed, in this process or another. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobTiming: { sweepEveryMs: 3_600_000 } });
}, 60_000);
afterAll(() => t.close());

const get = (user: SignedInUser, url: string, etag?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...bearer(user.token), ...(etag ? { 'if-none-match': etag } : {}) } });

async function insertAccount(userId: string): Promise<string> {
  const [row] = await t.database.db.insert(accounts).values({ workspaceId: userId, displayName: 'Shop Hoa', status: 'ACTIVE' }).returning({ id: accounts.id });
  return row.id;
}

async function insertJob(userId: string, accountId: string, executionId = crypto.randomUUID()): Promise<string> {
  const [row] = await t.database.db
    .insert(jobs)
    .values({
      workspaceId: userId,
      accountId,
      accountName: 'Shop Hoa',
      type: 'TO_FRIENDS',
      action: 'message',
      totalRecipients: 2,
      payload: { message: 'Xin chào', delayMin: 1, delayMax: 3 },
      metadata: { executionId },
      // Due tomorrow: the engine leaves it alone, and the test records its outcomes itself.
      scheduledAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: jobs.id });
  await t.database.db.insert(jobRecipients).values(
    [1, 2].map((seq) => ({ jobId: row.id, seq, targetId: `uid-${seq}`, targetType: 'user' as const })),
  );
  return row.id;
}

/** The engine's own write of one recipient's outcome. */
const recordSent = (userId: string, accountId: string, jobId: string, seq: number) =>
  createEngineStore(t.database).record({
    jobId,
    seq,
    status: 'SENT',
    errorCode: null,
    errorMessage: null,
    displayName: null,
    resolvedId: null,
    workspaceId: userId,
    accountId,
    action: 'message',
    day: '2025-06-01',
    batchSize: 0,
    batchPauseSeconds: 0,
    sentAt: new Date(),
  });

function expectNotModified(response: LightMyRequestResponse, etag: string) {
  expect(response.statusCode).toBe(304);
  expect(response.headers.etag).toBe(etag);
  expect(response.body).toBe('');
}

async function etagOf(user: SignedInUser, url: string): Promise<string> {
  const response = await get(user, url);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ success: true });
  expect(response.headers['cache-control']).toBe('private, no-cache');
  return response.headers.etag as string;
}

async function setUp() {
  const user = await t.signUp();
  const accountId = await insertAccount(user.id);
  const executionId = crypto.randomUUID();
  const jobId = await insertJob(user.id, accountId, executionId);
  const urls = ['/jobs?page=1&limit=10', '/jobs/stats/summary', `/jobs/${jobId}/recipients?page=1&limit=20`, `/jobs/bulk-groups/${executionId}/status`];
  return { user, accountId, jobId, urls };
}

it('answers an unchanged poll with a 304 without a body and the same ETag, on every polled read', async () => {
  const { user, urls } = await setUp();
  for (const url of urls) {
    const etag = await etagOf(user, url);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expectNotModified(await get(user, url, etag), etag);
    expectNotModified(await get(user, url, `"other", W/${etag}`), etag);
    const stale = await get(user, url, '"something-else"');
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);
  }
});

it('changes the ETag when an outcome is recorded, a job is created or cancelled; another user\'s changes leave it', async () => {
  const { user, accountId, jobId, urls } = await setUp();
  const other = await t.signUp();
  const otherAccount = await insertAccount(other.id);
  const etags = async () => Promise.all(urls.map((url) => etagOf(user, url)));
  const stillCurrent = async (current: string[]) => {
    for (const [index, url] of urls.entries()) expectNotModified(await get(user, url, current[index]), current[index]);
  };
  const allChanged = async (before: string[]) => {
    const after = await nextPoll(etags, (now) => now.every((etag, index) => etag !== before[index]));
    after.forEach((etag, index) => expect(etag).not.toBe(before[index]));
    return after;
  };

  let current = await etags();
  const otherJob = await insertJob(other.id, otherAccount);
  await recordSent(other.id, otherAccount, otherJob, 1);
  await stillCurrent(current);

  await recordSent(user.id, accountId, jobId, 1);
  current = await allChanged(current);
  const list = await get(user, urls[0]);
  expect(list.json().data.jobs[0]).toMatchObject({ id: jobId, status: 'PROCESSING', successCount: 1 });

  // A new job changes what the list and the stats show (the recipients of the first job stay as they were).
  await insertJob(user.id, accountId);
  const afterCreate = await nextPoll(etags, (now) => now[0] !== current[0] && now[1] !== current[1]);
  expect(afterCreate[0]).not.toBe(current[0]);
  expect(afterCreate[1]).not.toBe(current[1]);
  expect(afterCreate[2]).toBe(current[2]);
  current = afterCreate;

  const cancelled = await t.app.inject({ method: 'POST', url: `/api/v1/jobs/${jobId}/cancel`, headers: bearer(user.token) });
  expect(cancelled.json()).toMatchObject({ success: true, data: { status: 'CANCELLED' } });
  current = await allChanged(current);
  await stillCurrent(current);
});

it('answers a 304 to no one else: the same data of another user, or no ETag, is a full answer', async () => {
  const first = await t.signUp();
  const second = await t.signUp();
  const etag = await etagOf(first, '/jobs/stats/summary');
  // Both have no job at all: the same data, but a browser shared by both must not be told its stored answer holds.
  const theirs = await get(second, '/jobs/stats/summary', etag);
  expect(theirs.statusCode).toBe(200);
  expect(theirs.headers.etag).not.toBe(etag);
});

it('answers errors as before, without an ETag', async () => {
  const user = await t.signUp();
  const missing = await get(user, `/jobs/bulk-groups/${crypto.randomUUID()}/status`);
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toMatchObject({ success: false });
  expect(missing.headers.etag).toBeUndefined();
  const notTheirs = await get(user, `/jobs/${crypto.randomUUID()}/recipients`);
  expect(notTheirs.statusCode).toBe(404);
  expect(notTheirs.headers.etag).toBeUndefined();
  const invalid = await get(user, '/jobs?page=0');
  expect(invalid.statusCode).toBe(400);
  expect(invalid.headers.etag).toBeUndefined();
  expect((await t.app.inject({ method: 'GET', url: '/api/v1/jobs', headers: { 'if-none-match': '*' } })).statusCode).toBe(401);
});

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('two server processes on one PostgreSQL', () => {
  const other = apiServerProcess(() => t);

  it('an outcome recorded by this process changes the ETag the other one answers within a poll', async () => {
    const { user, accountId, jobId } = await setUp();
    const there = (url: string, etag?: string) =>
      fetch(`${other().url}/api/v1${url}`, { headers: { ...bearer(user.token), ...(etag ? { 'if-none-match': etag } : {}) } });
    const first = await there('/jobs/stats/summary');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') as string;
    expect((await there('/jobs/stats/summary', etag)).status).toBe(304);
    expect(await get(user, '/jobs/stats/summary', etag)).toMatchObject({ statusCode: 304 }); // the same ETag here

    await recordSent(user.id, accountId, jobId, 1);
    const after = await nextPoll(() => there('/jobs/stats/summary', etag), (response) => response.status !== 304);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.json()).toMatchObject({ success: true, data: { byStatus: { PROCESSING: 1 } } });
  });
});

/**
 * The first answer of repeated polls that shows the change (or the last one after 15 s): a write made outside a
 * request (the engine's, or another process's) reaches a process's kept versions by NOTIFY, which PostgreSQL delivers
 * on the listening connection a moment after the commit (later on a busy machine). A kept version is trusted for a
 * minute (user-versions.ts), so a change seen within 15 s came by the notification, not by the version running out.
 */
async function nextPoll<T>(poll: () => Promise<T>, changed: (answer: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await poll();
    if (changed(answer) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
