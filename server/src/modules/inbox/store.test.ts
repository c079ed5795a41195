import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, openPostgres } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createInboxFiles } from './files';
import { createIngest, type IngestMessage } from './ingest';
import { createInboxRepo } from './repo';
import { createRetention } from './retention';
import { searchVector } from './search';

/**
 * The message store on its own: idempotence by the platform's id (replays, duplicates, a second writer, which on
 * PostgreSQL is a second connection pool as another server process has), the echo of a send, the conversation's
 * counters, and the retention.
 */
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;

let database: TestDatabase;
let second: Database;
let userId: string;
let accountId: string;
let otherAccountId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // Another process's pool on PostgreSQL; PGlite is one process, its second writer shares the database.
  second = database.url ? openPostgres(database.url) : database;
  [{ id: userId }] = await database.query<{ id: string }>(`WITH person AS (INSERT INTO users (email, password_hash) VALUES ('kho@example.com', 'x') RETURNING id, email), own AS (INSERT INTO workspaces (id, name) SELECT id, email FROM person), membership AS (INSERT INTO workspace_members (workspace_id, user_id, role) SELECT id, id, 'OWNER' FROM person) SELECT id FROM person`);
  [{ id: accountId }, { id: otherAccountId }] = await database.query<{ id: string }>(
    `INSERT INTO accounts (workspace_id, display_name) VALUES ($1, 'Shop A'), ($1, 'Shop B') RETURNING id`,
    [userId],
  );
});
afterAll(async () => {
  if (second !== database) await second.close();
  await database.destroy();
});

let nextId = 1;
function incoming(overrides: Partial<IngestMessage> = {}): IngestMessage {
  return {
    workspaceId: userId,
    accountId,
    threadId: '7001',
    threadType: 'user',
    platformMessageId: `pm-${nextId++}`,
    fromMe: false,
    senderId: '7001',
    senderName: 'Trần Thị Bạn',
    kind: 'text',
    text: 'Chào shop',
    attachments: [],
    at: new Date(),
    status: 'RECEIVED',
    source: 'contact',
    jobId: null,
    nameHint: 'Trần Thị Bạn',
    ...overrides,
  };
}

const countOf = async (sql: string, params: unknown[]) => Number((await database.query<{ n: string }>(sql, params))[0].n);
const conversationOf = async (account: string, threadId: string) =>
  (await database.query<{ id: string; unread_count: number; last_text: string; name: string | null }>(
    'SELECT id, unread_count, last_text, name FROM conversations WHERE account_id = $1 AND thread_id = $2',
    [account, threadId],
  ))[0];

describe('storing', () => {
  it('keeps each platform message once per account: a replay, a duplicate in the batch and a second writer store nothing twice', async () => {
    const ingest = createIngest({ database, log: silent });
    const messages = Array.from({ length: 120 }, (_, index) => incoming({ threadId: `t-${index % 6}`, senderId: `t-${index % 6}`, text: `Tin ${index}` }));
    const first = await Promise.all(messages.map((message) => ingest.store(message)));
    expect(first.every((result) => result.isNew)).toBe(true);
    const replay = await Promise.all([...messages, messages[0]].map((message) => ingest.store({ ...message })));
    expect(replay.some((result) => result.isNew)).toBe(false);
    expect(await countOf(`SELECT count(*) AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.thread_id LIKE 't-%'`, [])).toBe(120);
    for (let thread = 0; thread < 6; thread += 1) expect((await conversationOf(accountId, `t-${thread}`)).unread_count).toBe(20);
  });

  it('two writers storing the same messages at once (two processes on PostgreSQL) store each once and count it once', async () => {
    const a = createIngest({ database, log: silent, batchMs: 2 });
    const b = createIngest({ database: second, log: silent, batchMs: 3, maxBatch: 37 });
    const messages = Array.from({ length: 400 }, (_, index) => incoming({ threadId: `p-${index % 10}`, senderId: `p-${index % 10}`, text: `Song song ${index}` }));
    const shuffled = [...messages].sort(() => Math.random() - 0.5);
    const results = await Promise.all([...messages.map((m) => a.store(m)), ...shuffled.map((m) => b.store({ ...m }))]);
    expect(results.filter((result) => result.isNew)).toHaveLength(400);
    expect(await countOf(`SELECT count(*) AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.thread_id LIKE 'p-%'`, [])).toBe(400);
    const unread = await database.query<{ unread_count: number }>(`SELECT unread_count FROM conversations WHERE thread_id LIKE 'p-%' ORDER BY thread_id`);
    expect(unread.map((row) => row.unread_count)).toEqual(Array(10).fill(40));
  });

  it("gives a send's echo the send's source, in either order, and keeps one copy", async () => {
    const ingest = createIngest({ database, log: silent });
    const jobId = '00000000-0000-4000-8000-000000000001';
    const echoFirst = incoming({ threadId: 'e-1', fromMe: true, source: 'phone', status: 'SENT', text: 'Khuyến mãi', nameHint: null });
    expect((await ingest.store(echoFirst)).isNew).toBe(true);
    expect((await ingest.store({ ...echoFirst, source: 'job', jobId })).isNew).toBe(false);
    const jobFirst = incoming({ threadId: 'e-1', fromMe: true, source: 'job', jobId, status: 'SENT', text: 'Khuyến mãi 2', nameHint: null });
    await ingest.store(jobFirst);
    await ingest.store({ ...jobFirst, source: 'phone', jobId: null });
    const rows = await database.query<{ text: string; source: string; job_id: string }>(
      `SELECT m.text, m.source, m.job_id FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.thread_id = 'e-1' ORDER BY m.seq`,
    );
    expect(rows).toEqual([
      { text: 'Khuyến mãi', source: 'job', job_id: jobId },
      { text: 'Khuyến mãi 2', source: 'job', job_id: jobId },
    ]);
    // A send stored without its file's address takes the echo's.
    const photo = { kind: 'photo' as const, url: null, thumbnailUrl: null, name: 'mau.jpg', size: null, title: null };
    const sent = incoming({ threadId: 'e-1', fromMe: true, source: 'job', jobId, kind: 'photo', text: '', attachments: [photo], nameHint: null });
    await ingest.store(sent);
    await ingest.store({ ...sent, source: 'phone', jobId: null, attachments: [{ ...photo, url: 'https://photo.zdn.vn/mau.jpg' }] });
    const [stored] = await database.query<{ attachments: Array<{ url: string }>; source: string }>('SELECT attachments, source FROM messages WHERE platform_message_id = $1', [sent.platformMessageId]);
    expect(stored).toMatchObject({ source: 'job', attachments: [{ url: 'https://photo.zdn.vn/mau.jpg' }] });
  });

  it('keeps a group message once per account; a replayed older message leaves the last message; a reply from the phone reads the conversation', async () => {
    const ingest = createIngest({ database, log: silent });
    const group = incoming({ threadId: 'g-1', threadType: 'group', text: 'Chào cả nhóm', nameHint: null });
    await Promise.all([ingest.store(group), ingest.store({ ...group, accountId: otherAccountId })]);
    expect((await conversationOf(accountId, 'g-1')).unread_count).toBe(1);
    expect((await conversationOf(otherAccountId, 'g-1')).unread_count).toBe(1);

    await ingest.store(incoming({ threadId: 'r-1', text: 'Mới nhất' }));
    await ingest.store(incoming({ threadId: 'r-1', text: 'Cũ hơn', at: new Date(Date.now() - 60_000) }));
    expect(await conversationOf(accountId, 'r-1')).toMatchObject({ unread_count: 2, last_text: 'Mới nhất', name: 'Trần Thị Bạn' });
    await ingest.store(incoming({ threadId: 'r-1', fromMe: true, source: 'phone', status: 'SENT', text: 'Dạ', nameHint: null }));
    expect(await conversationOf(accountId, 'r-1')).toMatchObject({ unread_count: 0, last_text: 'Dạ' });
    // NUL, which PostgreSQL refuses in text, is left out rather than losing the message.
    const nul = incoming({ threadId: 'r-1', text: 'a\u0000b', senderName: 'X\u0000' });
    expect((await ingest.store(nul)).isNew).toBe(true);
    expect((await conversationOf(accountId, 'r-1')).last_text).toBe('ab');
  });
});

// Two connections interleaving needs PostgreSQL (PGlite is one connection: its writes never overlap).
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** A conversation with a contact (`threadId`) and a send of `text` in it whose answer has not come back yet. */
async function sendNotYetAnswered(threadId: string, text: string) {
  const ingest = createIngest({ database, log: silent });
  const { conversationId } = await ingest.store(incoming({ threadId, senderId: threadId }));
  const repo = createInboxRepo(database);
  const conversation = (await repo.conversation(userId, null, conversationId))!;
  const pending = await repo.insertOutgoing({ conversation, text, attachments: [], filesKey: null, aiPausedUntil: new Date() });
  return { conversationId, repo, pending };
}

onPostgres('a send and its echo at once', () => {
  it("marks a send SENT while the listener is still storing the phone's echo of it (no unique-key error, one copy)", async () => {
    const { conversationId, repo, pending } = await sendNotYetAnswered('echo-1', 'Dạ có ạ');
    // The listener's transaction has the echo written but not committed when the send's answer comes back.
    let commitEcho!: () => void;
    const echoWritten = new Promise<void>((written) => {
      void second.transaction(async (runner) => {
        await runner.query(
          `INSERT INTO messages (conversation_id, workspace_id, account_id, platform_message_id, from_me, text, at, status, source, search)
           VALUES ($1, $2, $3, 'pm-echo-1', true, 'Dạ có ạ', now(), 'SENT', 'phone', $4::tsvector)`,
          [conversationId, userId, accountId, searchVector({ workspaceId: userId, accountId, text: 'Dạ có ạ', attachments: [] })],
        );
        written();
        await new Promise<void>((resolve) => (commitEcho = resolve));
      });
    });
    await echoWritten;
    const marking = repo.markSent(pending, { messageId: 'pm-echo-1', attachmentIds: [] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    commitEcho();
    expect(await marking).toMatchObject({ id: pending.id, status: 'SENT', source: 'inbox', platform_message_id: 'pm-echo-1' });
    const copies = await database.query<{ id: string; source: string }>(`SELECT id, source FROM messages WHERE account_id = $1 AND platform_message_id = 'pm-echo-1'`, [accountId]);
    expect(copies).toEqual([{ id: pending.id, source: 'inbox' }]);
  });

  it("takes the conversation before its messages, as the listener's batch does: the two never wait on each other in a circle", async () => {
    const { conversationId, repo, pending } = await sendNotYetAnswered('order-1', 'Vâng ạ');
    // The listener's batch holds the conversation (its first statement locks it) when the send's answer comes back.
    let release!: () => void;
    const held = new Promise<void>((locked) => {
      void second.transaction(async (runner) => {
        await runner.query(`SELECT id FROM conversations WHERE id = $1 FOR UPDATE`, [conversationId]);
        locked();
        await new Promise<void>((resolve) => (release = resolve));
      });
    });
    await held;
    const marking = repo.markSent(pending, { messageId: 'pm-order-1', attachmentIds: [] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The send waits for the conversation without holding its message, which the batch may still need.
    const free = await second
      .transaction((runner) => runner.query(`SELECT id FROM messages WHERE id = $1 FOR UPDATE NOWAIT`, [pending.id]))
      .finally(release);
    expect(free).toHaveLength(1);
    expect(await marking).toMatchObject({ id: pending.id, status: 'SENT', platform_message_id: 'pm-order-1' });
  });
});

describe('retention', () => {
  it('removes messages older than MESSAGE_RETENTION_DAYS in batches with their files, then their conversations; fails interrupted sends', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'inbox-files-'));
    const files = createInboxFiles(root);
    const ingest = createIngest({ database, log: silent });
    const day = 86_400_000;
    const old = Array.from({ length: 25 }, (_, index) => incoming({ threadId: 'old-1', text: `Cũ ${index}`, at: new Date(Date.now() - 400 * day) }));
    await Promise.all(old.map((message) => ingest.store(message)));
    await ingest.store(incoming({ threadId: 'mixed-1', text: 'Năm ngoái', at: new Date(Date.now() - 366 * day) }));
    await ingest.store(incoming({ threadId: 'mixed-1', text: 'Hôm qua', at: new Date(Date.now() - day) }));
    const image = await files.store([{ name: 'a.png', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' }]);
    const repo = createInboxRepo(database);
    const conversation = await database.query<never>(`SELECT * FROM conversations WHERE account_id = $1 AND thread_id = 'mixed-1'`, [accountId]);
    const pending = await repo.insertOutgoing({
      conversation: conversation[0],
      text: '',
      attachments: image?.attachments ?? [],
      filesKey: image?.key ?? null,
      aiPausedUntil: new Date(),
    });
    await database.query(`UPDATE messages SET at = now() - interval '400 days' WHERE id = $1`, [pending.id]);
    const stuck = await repo.insertOutgoing({ conversation: conversation[0], text: 'Đang gửi', attachments: [], filesKey: null, aiPausedUntil: new Date() });
    await database.query(`UPDATE messages SET at = now() - interval '10 minutes' WHERE id = $1`, [stuck.id]);

    const retention = createRetention({ database, files, retentionDays: 365, batchSize: 10 });
    const outcome = await retention.run();
    expect(outcome).toEqual({ messages: 27, conversations: 1, interrupted: 1 });
    expect(await conversationOf(accountId, 'old-1')).toBeUndefined();
    const left = await database.query<{ text: string; status: string }>(
      `SELECT m.text, m.status FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.thread_id = 'mixed-1' ORDER BY m.at`,
    );
    expect(left).toEqual([
      { text: 'Hôm qua', status: 'RECEIVED' },
      { text: 'Đang gửi', status: 'FAILED' },
    ]);
    expect(existsSync(path.join(root, image?.key ?? 'x'))).toBe(false);
    expect(await retention.run()).toEqual({ messages: 0, conversations: 0, interrupted: 0 });
    rmSync(root, { recursive: true, force: true });
  });
});
