import { INBOX_MESSAGES } from 'shared-sdk/schemas';
import { createSimulatorPlatform, type SimulatorPlatform } from '../../platform';
import { type ServerProcess, startServerProcess } from '../../testing/server-processes';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../testing/test-app';
import { createSimTestApp } from '../../testing/sim-test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { readEvents } from './testing/event-stream';
import { runningAccount } from '../../testing/inbox-scene';

/** Server-sent events: a change to a conversation reaches the user's open streams, in this process and in others. */
let t: TestApp;
let platform: SimulatorPlatform;
let baseUrl: string;

beforeAll(async () => {
  const botTiming = { leaseTtlMs: 2_500, takeoverEveryMs: 150, reconnectBaseMs: 30, reconnectMaxMs: 200 };
  ({ t, platform } = await createSimTestApp({ seed: 'inbox-live', users: 60 }, {}, { botTiming }));
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = address.replace('localhost', '127.0.0.1');
});
afterAll(() => t.close());

async function openStream(base: string, token: string) {
  const link = await fetch(`${base}/api/v1/live/link`, { method: 'POST', headers: bearer(token) });
  const { data } = (await link.json()) as { data: { url: string; expiresAt: string } };
  const response = await fetch(`${base}${data.url}`);
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  return readEvents(response);
}

describe('live events', () => {
  it("streams 'inbox' events for the user's conversations within 2 s, and nothing of other users", async () => {
    const { user, account } = await runningAccount(t, platform, platform.world.users()[0].id);
    const friend = [...platform.world.friendIdsOf(account.zaloUserId)][0];
    const stream = await openStream(baseUrl, user.token);
    const stranger = await t.signUp();
    const strangerStream = await openStream(baseUrl, stranger.token);

    const sentAt = performance.now();
    platform.world.deliverMessage({ fromUserId: friend, toUserId: account.zaloUserId, text: 'Có ai không?' });
    const event = await stream.next((e) => e.event === 'inbox', 2000);
    expect(event.data).toEqual({ conversationId: expect.any(String), accountId: account.id });
    expect(event.at - sentAt).toBeLessThan(2000);

    // A read is a change too (the badge of every other page of the user goes down).
    const seen = stream.events.length;
    const conversationId = (event.data as { conversationId: string }).conversationId;
    await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${conversationId}/read`, headers: bearer(user.token) });
    await stream.next((e) => e.event === 'inbox', 2000, seen);
    expect(strangerStream.events.filter((e) => e.event === 'inbox')).toEqual([]);
    await stream.close();
    await strangerStream.close();
  });

  it("refuses a missing, forged or foreign token in the envelope, and ends the stream when the user's sessions are revoked", async () => {
    for (const url of ['/api/v1/live/stream', '/api/v1/live/stream?token=abc', '/api/v1/live/stream?token=eyJhbGciOiJIUzI1NiJ9.e30.x']) {
      const response = await fetch(`${baseUrl}${url}`);
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 401, body: { success: false, error: INBOX_MESSAGES.liveLinkInvalid } });
    }
    const user: SignedInUser = await t.signUp();
    // A download link (another purpose) does not open a stream.
    const download = await fetch(`${baseUrl}/api/v1/download-links`, {
      method: 'POST',
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/jobs/00000000-0000-4000-8000-000000000000/recipients/export', format: 'csv' }),
    });
    const downloadToken = new URL(((await download.json()) as { data: { url: string } }).data.url, baseUrl).searchParams.get('link');
    expect((await fetch(`${baseUrl}/api/v1/live/stream?token=${downloadToken}`)).status).toBe(401);

    const stream = await openStream(baseUrl, user.token);
    await fetch(`${baseUrl}/api/v1/auth/logout-everywhere`, { method: 'POST', headers: bearer(user.token) });
    await stream.end(3000);
    expect(stream.ended).toBe(true);
  });

  it('lets the server close while streams are open', async () => {
    const other = await createTestApp({}, { platform: createSimulatorPlatform({ seed: 'inbox-live-close', users: 20 }) });
    const address = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await other.signUp();
    const stream = await openStream(address.replace('localhost', '127.0.0.1'), user.token);
    await other.close();
    await stream.end(3000);
  });
});

/** Two real server processes on one PostgreSQL: a change made through one reaches a stream held by the other. */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('live events across server processes', () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url, APP_SECRET: 'live-test-secret-of-enough-length!!', ZALO_SIM_DEMO: 'false' };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 60_000);
  afterAll(async () => {
    a?.child.kill('SIGKILL');
    b?.child.kill('SIGKILL');
    await database?.destroy();
  });

  it('delivers an event for a read made on the other process within 2 s', async () => {
    const register = await fetch(`${a.url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `live-${Date.now()}@example.com`, password: 'mat-khau-dai-1' }),
    });
    const token = ((await register.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
    const account = await fetch(`${a.url}/api/v1/accounts`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ displayName: 'Hai máy chủ' }),
    });
    const accountId = ((await account.json()) as { data: { id: string } }).data.id;
    const [{ workspace_id: userId }] = await database.query<{ workspace_id: string }>('SELECT workspace_id FROM accounts WHERE id = $1', [accountId]);
    const [{ id }] = await database.query<{ id: string }>(
      `INSERT INTO conversations (workspace_id, account_id, type, thread_id, name, unread_count) VALUES ($1, $2, 'user', '7001', 'Lan', 3) RETURNING id`,
      [userId, accountId],
    );
    const stream = await openStream(b.url, token);
    const readAt = performance.now();
    const read = await fetch(`${a.url}/api/v1/conversations/${id}/read`, { method: 'POST', headers: bearer(token) });
    expect(read.status).toBe(200);
    const event = await stream.next((e) => e.event === 'inbox' && (e.data as { conversationId: string }).conversationId === id, 2000);
    expect(event.data).toEqual({ conversationId: id, accountId });
    expect(event.at - readAt).toBeLessThan(2000);
    await stream.close();
  }, 30_000);
});
