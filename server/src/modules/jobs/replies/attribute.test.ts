import type { FastifyBaseLogger } from 'fastify';
import type { Database, SqlRunner } from '../../../db/client';
import { insertUsers, suiteDatabase } from '../../../testing/suite-database';
import { createIngest, type IngestMessage } from '../../inbox';
import { attributeReplies } from './attribute';
import { dailyRows, insertSentJob, replyHourRows, repliesOf } from './testing/sent-jobs';

/**
 * Reply attribution as the inbox's writer runs it: a person's private message to an account within
 * REPLY_WINDOW_DAYS of a job's message to them counts that send as replied, once, with the time of the first reply,
 * in the same transaction as the message is stored and in one statement per batch.
 */
const database = suiteDatabase();
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;
const WINDOW_DAYS = 7;
const DAY = 86_400_000;

let userId: string;
let otherUserId: string;
let accountA: string;
let accountB: string;
let otherAccount: string;

beforeAll(async () => {
  [userId, otherUserId] = await insertUsers(database, 'replies@example.com', 'other-replies@example.com');
  [{ id: accountA }, { id: accountB }] = await database.query<{ id: string }>(
    `INSERT INTO accounts (workspace_id, display_name) VALUES ($1, 'Shop A'), ($1, 'Shop B') RETURNING id`,
    [userId],
  );
  [{ id: otherAccount }] = await database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name) VALUES ($1, 'Shop khác') RETURNING id`, [otherUserId]);
});

/** The inbox's writer with the attribution wired as app.ts wires it, counting the statements of its transactions. */
function writer() {
  let statements = 0;
  const counting: Pick<Database, 'transaction'> = {
    transaction: (work) =>
      database.transaction((runner) =>
        work({
          exec: runner.exec.bind(runner),
          query: (sql: string, params?: unknown[]) => {
            statements += 1;
            return runner.query(sql, params);
          },
        } as SqlRunner),
      ),
  };
  const ingest = createIngest({
    database: counting as Database,
    log: silent,
    batchMs: 1,
    afterIncoming: async (runner, messages) => {
      await attributeReplies(runner, messages, WINDOW_DAYS);
    },
  });
  return {
    /** Stores the messages as one batch; answers the statements it took. */
    async store(messages: IngestMessage[]): Promise<number> {
      const before = statements;
      await Promise.all(messages.map((message) => ingest.store(message)));
      await ingest.drain();
      return statements - before;
    },
  };
}

let nextId = 1;
/** A person's message to the account in their private conversation. */
function fromContact(accountId: string, contact: string, at: Date, overrides: Partial<IngestMessage> = {}): IngestMessage {
  return {
    workspaceId: userId,
    accountId,
    threadId: contact,
    threadType: 'user',
    platformMessageId: `reply-${nextId++}`,
    fromMe: false,
    senderId: contact,
    senderName: 'Khách',
    kind: 'text',
    text: 'Dạ em quan tâm ạ',
    attachments: [],
    at,
    status: 'RECEIVED',
    source: 'contact',
    jobId: null,
    ...overrides,
  };
}

const at = (iso: string) => new Date(iso);
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);

describe('the window', () => {
  it('counts a reply at exactly the end of the window, not one a second later, nor one from before the send', async () => {
    const sentAt = at('2026-03-01T03:00:00Z');
    const jobId = await insertSentJob(database, {
      userId,
      accountId: accountA,
      recipients: [{ targetId: 'w-edge' }, { targetId: 'w-late' }, { targetId: 'w-before' }].map((r) => ({ ...r, processedAt: sentAt })),
    });
    const ingest = writer();
    await ingest.store([
      fromContact(accountA, 'w-edge', plus(sentAt, WINDOW_DAYS * DAY)),
      fromContact(accountA, 'w-late', plus(sentAt, WINDOW_DAYS * DAY + 1000)),
      fromContact(accountA, 'w-before', plus(sentAt, -1000)),
    ]);
    expect(await repliesOf(database, jobId)).toMatchObject({ repliedAt: [plus(sentAt, WINDOW_DAYS * DAY).toISOString(), null, null], repliedCount: 1 });
  });
});

describe('which send a reply answers', () => {
  it('gives the reply to the latest send, once, with the time of the first reply; a second reply changes nothing', async () => {
    const first = at('2026-03-02T01:00:00Z');
    const second = plus(first, 3_600_000);
    const older = await insertSentJob(database, { userId, accountId: accountA, recipients: [{ targetId: 'two-jobs', processedAt: first }] });
    const latest = await insertSentJob(database, { userId, accountId: accountA, recipients: [{ targetId: 'two-jobs', processedAt: second }] });
    const ingest = writer();
    // Two messages in one batch: the earlier is the reply's time.
    await ingest.store([fromContact(accountA, 'two-jobs', plus(second, 20 * 60_000)), fromContact(accountA, 'two-jobs', plus(second, 10 * 60_000))]);
    expect(await repliesOf(database, latest)).toMatchObject({ repliedAt: [plus(second, 10 * 60_000).toISOString()], repliedCount: 1 });
    expect(await repliesOf(database, older)).toMatchObject({ repliedAt: [null], repliedCount: 0 });

    await ingest.store([fromContact(accountA, 'two-jobs', plus(second, DAY))]);
    expect(await repliesOf(database, latest)).toMatchObject({ repliedAt: [plus(second, 10 * 60_000).toISOString()], repliedCount: 1 });
    expect(await repliesOf(database, older)).toMatchObject({ repliedAt: [null], repliedCount: 0 });
  });

  it("counts a phone recipient by the uid it resolved to, and never a failed send, a friend request's or a replayed message", async () => {
    const sentAt = at('2026-03-03T02:00:00Z');
    const phoneJob = await insertSentJob(database, {
      userId,
      accountId: accountA,
      recipients: [
        { targetId: '0901234567', targetType: 'phone', resolvedId: 'by-phone', processedAt: sentAt },
        { targetId: 'failed-send', status: 'FAILED', processedAt: sentAt },
      ],
    });
    const requestJob = await insertSentJob(database, { userId, accountId: accountA, action: 'friend-request', recipients: [{ targetId: 'asked', processedAt: sentAt }] });
    const ingest = writer();
    const replay = fromContact(accountA, 'asked', plus(sentAt, 60_000));
    await ingest.store([fromContact(accountA, 'by-phone', plus(sentAt, 60_000)), fromContact(accountA, 'failed-send', plus(sentAt, 60_000)), replay]);
    expect(await repliesOf(database, phoneJob)).toMatchObject({ repliedAt: [plus(sentAt, 60_000).toISOString(), null], repliedCount: 1 });
    expect(await repliesOf(database, requestJob)).toMatchObject({ repliedAt: [null], repliedCount: 0 });

    // The same platform message again (a reconnection's replay) is not a new reply to a send made since.
    const later = await insertSentJob(database, { userId, accountId: accountA, recipients: [{ targetId: 'replayed', processedAt: sentAt }] });
    const message = fromContact(accountA, 'replayed', plus(sentAt, 60_000));
    await ingest.store([message]);
    await database.query('UPDATE job_recipients SET replied_at = NULL WHERE job_id = $1', [later]);
    await ingest.store([{ ...message }]);
    expect((await repliesOf(database, later)).repliedAt).toEqual([null]);
  });

  it("does not count a group message, nor a message to another account of the customer, nor touch another customer's jobs", async () => {
    const sentAt = at('2026-03-04T02:00:00Z');
    const mine = await insertSentJob(database, { userId, accountId: accountA, recipients: [{ targetId: 'shared-uid', processedAt: sentAt }] });
    const theirs = await insertSentJob(database, { userId: otherUserId, accountId: otherAccount, recipients: [{ targetId: 'shared-uid', processedAt: sentAt }] });
    const ingest = writer();
    await ingest.store([
      fromContact(accountA, 'shared-uid', plus(sentAt, 60_000), { threadType: 'group' }),
      fromContact(accountB, 'shared-uid', plus(sentAt, 60_000)),
    ]);
    expect(await repliesOf(database, mine)).toMatchObject({ repliedAt: [null], repliedCount: 0 });

    await ingest.store([fromContact(accountA, 'shared-uid', plus(sentAt, 120_000))]);
    expect(await repliesOf(database, mine)).toMatchObject({ repliedAt: [plus(sentAt, 120_000).toISOString()], repliedCount: 1 });
    expect(await repliesOf(database, theirs)).toMatchObject({ repliedAt: [null], repliedCount: 0 });
    expect(await dailyRows(database, otherUserId)).toEqual([]);
    expect(await replyHourRows(database, otherUserId)).toEqual([]);
  });
});

describe('the counters', () => {
  let counterUser: string;
  let counterAccount: string;
  beforeAll(async () => {
    [counterUser] = await insertUsers(database, 'counters@example.com');
    [{ id: counterAccount }] = await database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name) VALUES ($1, 'Shop C') RETURNING id`, [counterUser]);
  });

  it("counts the variant's replies, the send's Vietnamese day and the reply's Vietnamese day and hour", async () => {
    // 23:30 on 1 March in Vietnam; the replies come at 00:40 and 00:50 on 2 March.
    const sentAt = at('2026-03-01T16:30:00Z');
    const jobId = await insertSentJob(database, {
      userId: counterUser,
      accountId: counterAccount,
      recipients: [
        { targetId: 'v-a', variant: 0, processedAt: sentAt },
        { targetId: 'v-b', variant: 1, processedAt: sentAt },
        { targetId: 'v-b2', variant: 1, processedAt: sentAt },
      ],
      variants: [{ message: 'Chào A', sent: 1 }, { message: 'Chào B', sent: 2 }],
    });
    const ingest = writer();
    const message = (contact: string, minutes: number) => ({ ...fromContact(counterAccount, contact, plus(sentAt, minutes * 60_000)), workspaceId: counterUser });
    await ingest.store([message('v-b', 70), message('v-b2', 80)]);
    await ingest.store([message('v-b', 90)]);

    expect(await repliesOf(database, jobId)).toMatchObject({ repliedCount: 2 });
    const variants = await database.query<{ variant: number; replied: number }>('SELECT variant, replied FROM job_variants WHERE job_id = $1 ORDER BY variant', [jobId]);
    expect(variants.map((row) => [Number(row.variant), Number(row.replied)])).toEqual([
      [0, 0],
      [1, 2],
    ]);
    expect(await dailyRows(database, counterUser)).toEqual([{ day: '2026-03-01', accountId: counterAccount, messages: 0, friendRequests: 0, replied: 2, accepted: 0 }]);
    expect(await replyHourRows(database, counterUser)).toEqual([{ day: '2026-03-02', accountId: counterAccount, hour: 0, replies: 2 }]);
  });

  it("adds to the row the engine wrote for the send's day and account", async () => {
    const sentAt = at('2026-03-05T05:00:00Z');
    const jobId = await insertSentJob(database, { userId: counterUser, accountId: counterAccount, recipients: [{ targetId: 'kept', processedAt: sentAt }] });
    await database.query(`INSERT INTO job_daily_activity (workspace_id, day, account_id, sent, messages_sent) VALUES ($1, '2026-03-05', $2, 5, 5)`, [counterUser, counterAccount]);
    const ingest = writer();
    await ingest.store([{ ...fromContact(counterAccount, 'kept', plus(sentAt, 60_000)), workspaceId: counterUser }]);
    expect(await repliesOf(database, jobId)).toMatchObject({ repliedCount: 1 });
    expect((await dailyRows(database, counterUser)).find((row) => row.day === '2026-03-05')).toEqual({
      day: '2026-03-05',
      accountId: counterAccount,
      messages: 5,
      friendRequests: 0,
      replied: 1,
      accepted: 0,
    });
  });
});

describe('statements', () => {
  it('costs one statement per batch of messages from people, and none for a batch without one', async () => {
    const sentAt = at('2026-03-06T02:00:00Z');
    await insertSentJob(database, { userId, accountId: accountA, recipients: Array.from({ length: 50 }, (_, i) => ({ targetId: `many-${i}`, processedAt: sentAt })) });
    const ingest = writer();
    const own = await ingest.store([fromContact(accountA, 'many-0', plus(sentAt, 1000), { fromMe: true, source: 'phone' }), fromContact(accountA, 'group-1', plus(sentAt, 1000), { threadType: 'group' })]);
    const replies = await ingest.store(Array.from({ length: 50 }, (_, i) => fromContact(accountA, `many-${i}`, plus(sentAt, 60_000))));
    // The store's own: the conversations (insert, read) and the messages; the attribution: one more.
    expect([own, replies]).toEqual([3, 4]);
    const [{ replied }] = await database.query<{ replied: number }>(
      `SELECT count(*)::int AS replied FROM job_recipients WHERE target_id LIKE 'many-%' AND replied_at IS NOT NULL`,
    );
    expect(Number(replied)).toBe(50);
  });
});
