import type { FastifyBaseLogger } from 'fastify';
import { foldVietnamese, type MessageAttachment, type MessageKind, type MessageSource, type MessageStatus } from 'shared-sdk/schemas';
import type { Database, SqlRunner } from '../../db/client';
import { searchVector } from './search';

/** A message to keep, as the listener, a job or the AI auto-reply saw it. Only messages the platform gave an id. */
export interface IngestMessage {
  workspaceId: string;
  accountId: string;
  threadId: string;
  threadType: 'user' | 'group';
  platformMessageId: string;
  fromMe: boolean;
  senderId: string;
  senderName: string;
  kind: MessageKind;
  text: string;
  attachments: MessageAttachment[];
  at: Date;
  status: MessageStatus;
  source: MessageSource;
  jobId: string | null;
  /** The conversation's name when the message tells it (the contact writing privately). */
  nameHint?: string | null;
}

export interface IngestResult {
  /** Stored now; false when this account already had the platform's message (a replay, another process). */
  isNew: boolean;
  conversationId: string;
  /** The AI auto-reply must not answer in this conversation. */
  aiPaused: boolean;
}

/** A message a person wrote to an account in their private conversation, new to the store. */
export interface FreshPrivateMessage {
  workspaceId: string;
  accountId: string;
  /** The person's uid as the account sees them. */
  threadId: string;
  at: Date;
}

/** What to do once the batch is committed (announce what the transaction counted); never inside it. */
export type AfterCommit = () => Promise<void>;

/**
 * Work in a batch's transaction after its messages are stored (the jobs' reply attribution): one statement at most.
 * It may answer what to do once the transaction is committed.
 */
export type AfterIncoming = (runner: SqlRunner, messages: FreshPrivateMessage[]) => Promise<AfterCommit | void>;

/** A message new to the store, as the events announce it (committed). */
export interface StoredMessage {
  /** The inbox's id of the message. */
  id: string;
  conversationId: string;
  /** The conversation's name when it is known (the person, the group). */
  conversationName: string | null;
  item: IngestMessage;
}

export interface NewConversation {
  id: string;
  workspaceId: string;
  accountId: string;
  type: 'user' | 'group';
  threadId: string;
}

interface Pending {
  item: IngestMessage;
  resolve(result: IngestResult): void;
  reject(error: unknown): void;
}

export interface IngestOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** Conversations stored without a name: they are looked up (names.ts). */
  onUnnamed?(conversations: NewConversation[]): void;
  /** Called in the batch's transaction with the batch's fresh private incoming messages, when it has some. */
  afterIncoming?: AfterIncoming;
  /** Called once a batch is committed with the messages new to the store (the workspace events); never throws. */
  onStored?(messages: StoredMessage[]): Promise<void>;
  /** How long the first message of a batch waits for others, and the most a batch holds. */
  batchMs?: number;
  maxBatch?: number;
}

const DEADLOCK = '40P01';
const ATTEMPTS = 3;
// PostgreSQL refuses NUL in text; the platform's texts are stored without it.
// eslint-disable-next-line no-control-regex -- removing NUL is the point
const NUL = /\u0000/g;
const clean = (text: string) => text.replace(NUL, '');
const cleanAttachments = (attachments: MessageAttachment[]) =>
  attachments.map((attachment) => ({
    ...attachment,
    url: attachment.url && clean(attachment.url),
    thumbnailUrl: attachment.thumbnailUrl && clean(attachment.thumbnailUrl),
    name: attachment.name && clean(attachment.name),
    title: attachment.title && clean(attachment.title),
  }));

/** One account's copy of a platform message: the same one twice (a replay, the echo of a send) is one row. */
const keyOf = (item: IngestMessage) => `${item.accountId}:${item.platformMessageId}`;
const threadKeyOf = (item: { accountId: string; threadType: string; threadId: string }) => `${item.accountId}:${item.threadType}:${item.threadId}`;

/**
 * The message store's writer. Messages from every account's listener, the jobs and the AI come in one at a time and
 * are written in batches (a few ms apart, or as soon as a batch is full): a batch is one transaction of three
 * statements whatever its size (a fourth, `afterIncoming`, when people wrote privately: the jobs' reply attribution),
 * so thousands of messages a second cost a few statements each. Idempotent by the
 * platform's message id per account (a unique key): a replay after a reconnection, a second process or the platform's
 * echo of a send stores nothing twice; a message first seen as the echo of the owner's phone takes the source of the
 * send it turns out to be (a job, the AI), and a send stored without its files' addresses takes those of its echo.
 * A batch that deadlocks with another process is written again.
 */
export function createIngest(options: IngestOptions) {
  const { database, log } = options;
  const batchMs = options.batchMs ?? 25;
  const maxBatch = options.maxBatch ?? 500;
  let queue: Pending[] = [];
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;

  function schedule(): void {
    if (flushing) return; // the flush in progress takes the next batch when it ends
    if (queue.length >= maxBatch) {
      clearTimeout(timer);
      timer = undefined;
      void flush();
    } else timer ??= setTimeout(() => void flush(), batchMs);
  }

  async function flush(): Promise<void> {
    timer = undefined;
    if (flushing || queue.length === 0) return;
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    flushing = write(batch).finally(() => {
      flushing = undefined;
      if (queue.length > 0) schedule();
    });
    return flushing;
  }

  async function write(batch: Pending[]): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const { results, unnamed, fresh, afterCommit } = await database.transaction((runner) =>
          writeBatch(runner, batch.map((pending) => pending.item), options.afterIncoming),
        );
        batch.forEach((pending, index) => pending.resolve(results[index]));
        if (unnamed.length > 0) options.onUnnamed?.(unnamed);
        // Announced after the commit (never what a rollback undoes); the next batch waits, so none is lost on drain.
        await Promise.all([fresh.length > 0 ? options.onStored?.(fresh) : undefined, afterCommit?.()]).catch((error: unknown) =>
          log.warn({ err: error }, 'stored messages not announced'),
        );
        return;
      } catch (error) {
        if ((error as { code?: string }).code === DEADLOCK && attempt < ATTEMPTS) continue;
        log.error({ err: error, messages: batch.length }, 'inbox messages not stored');
        batch.forEach((pending) => pending.reject(error));
        return;
      }
    }
  }

  return {
    /** Keeps the message; resolves once it is stored (within a batch). */
    store(item: IngestMessage): Promise<IngestResult> {
      return new Promise<IngestResult>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
    /** Writes what waits now (server shutdown, tests). */
    async drain(): Promise<void> {
      clearTimeout(timer);
      while (flushing || queue.length > 0) {
        await flushing;
        await flush();
      }
    },
  };
}
export type Ingest = ReturnType<typeof createIngest>;

/** Of one platform message seen twice in a batch, the send it was (a job, the AI, the inbox) wins over the phone's echo. */
function preferred(a: IngestMessage, b: IngestMessage): IngestMessage {
  return a.source === 'phone' && b.source !== 'phone' ? b : a;
}

async function writeBatch(
  runner: SqlRunner,
  items: IngestMessage[],
  afterIncoming: AfterIncoming | undefined,
): Promise<{ results: IngestResult[]; unnamed: NewConversation[]; fresh: StoredMessage[]; afterCommit: AfterCommit | undefined }> {
  const unique = new Map<string, IngestMessage>();
  for (const item of items) {
    const key = keyOf(item);
    const known = unique.get(key);
    unique.set(key, known ? preferred(known, item) : item);
  }
  const threads = new Map<string, IngestMessage>();
  for (const item of unique.values()) {
    const known = threads.get(threadKeyOf(item));
    if (!known || (!known.nameHint && item.nameHint)) threads.set(threadKeyOf(item), item);
  }
  const conversations = await upsertConversations(runner, [...threads.values()]);
  const rows = [...unique.values()];
  const stored = await insertMessages(
    runner,
    rows.map((item) => ({ item, conversationId: (conversations.get(threadKeyOf(item)) as ConversationState).id })),
  );
  // What people wrote to the account privately, new to the store: a replay or a group message is nobody's reply.
  const incoming = rows.filter((item) => !item.fromMe && item.threadType === 'user' && stored.has(keyOf(item)));
  let afterCommit: AfterCommit | undefined;
  if (afterIncoming && incoming.length > 0) {
    afterCommit =
      (await afterIncoming(
        runner,
        incoming.map(({ workspaceId, accountId, threadId, at }) => ({ workspaceId, accountId, threadId, at })),
      )) ?? undefined;
  }
  const results = items.map((item): IngestResult => {
    const conversation = conversations.get(threadKeyOf(item)) as ConversationState;
    // A duplicate inside the batch is not new: its first copy is.
    const isNew = unique.get(keyOf(item)) === item && stored.has(keyOf(item));
    return { isNew, conversationId: conversation.id, aiPaused: conversation.aiPaused };
  });
  const unnamed = [...conversations.values()].filter((conversation) => conversation.unnamed).map(({ id, workspaceId, accountId, type, threadId }) => ({ id, workspaceId, accountId, type, threadId }));
  const fresh = rows.flatMap((item): StoredMessage[] => {
    const id = stored.get(keyOf(item));
    const conversation = conversations.get(threadKeyOf(item)) as ConversationState;
    return id ? [{ id, conversationId: conversation.id, conversationName: conversation.name, item }] : [];
  });
  return { results, unnamed, fresh, afterCommit };
}

interface ConversationState extends NewConversation {
  name: string | null;
  aiPaused: boolean;
  unnamed: boolean;
}

/** Creates the conversations the batch is the first message of (with the name a message told), then reads them all. */
async function upsertConversations(runner: SqlRunner, threads: IngestMessage[]): Promise<Map<string, ConversationState>> {
  const names = threads.map((item) => (item.nameHint ? clean(item.nameHint) : null));
  await runner.query(
    `INSERT INTO conversations (workspace_id, account_id, type, thread_id, name, name_folded, last_at)
     SELECT u, a, t, th, n, coalesce(nf, ''), at
     FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[]) AS k(u, a, t, th, n, nf, at)
     ON CONFLICT ON CONSTRAINT conversations_thread_key DO UPDATE SET name = EXCLUDED.name, name_folded = EXCLUDED.name_folded
       WHERE conversations.name IS NULL AND EXCLUDED.name IS NOT NULL`,
    [
      threads.map((item) => item.workspaceId),
      threads.map((item) => item.accountId),
      threads.map((item) => item.threadType),
      threads.map((item) => item.threadId),
      names,
      names.map((name) => (name ? foldVietnamese(name) : null)),
      threads.map((item) => item.at.toISOString()),
    ],
  );
  const rows = await runner.query<{
    id: string;
    workspace_id: string;
    account_id: string;
    type: 'user' | 'group';
    thread_id: string;
    name: string | null;
    ai_paused: boolean;
    unnamed: boolean;
  }>(
    `SELECT c.id, c.workspace_id, c.account_id, c.type, c.thread_id, c.name, c.name IS NULL AND c.named_at IS NULL AS unnamed,
       c.ai_paused OR coalesce(c.ai_paused_until > now(), false) AS ai_paused
     FROM conversations c
     JOIN unnest($1::uuid[], $2::text[], $3::text[]) AS k(a, t, th) ON c.account_id = k.a AND c.type = k.t AND c.thread_id = k.th`,
    [threads.map((item) => item.accountId), threads.map((item) => item.threadType), threads.map((item) => item.threadId)],
  );
  return new Map(
    rows.map((row) => [
      threadKeyOf({ accountId: row.account_id, threadType: row.type, threadId: row.thread_id }),
      { id: row.id, workspaceId: row.workspace_id, accountId: row.account_id, type: row.type, threadId: row.thread_id, name: row.name, aiPaused: row.ai_paused, unnamed: row.unnamed },
    ]),
  );
}

/**
 * Inserts the messages an account does not have yet and moves their conversations on in the same statement: the last
 * message (unless a replayed one is older), the unread count (messages from others; a reply from the owner's phone or
 * the inbox means everything before it was read), the last read time. Answers the keys stored now, with their ids.
 */
async function insertMessages(runner: SqlRunner, rows: Array<{ item: IngestMessage; conversationId: string }>): Promise<Map<string, string>> {
  const column = <T>(read: (item: IngestMessage) => T) => rows.map((row) => read(row.item));
  const stored = await runner.query<{ id: string; account_id: string; platform_message_id: string }>(
    `WITH input AS (
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::boolean[], $6::text[], $7::text[], $8::text[], $9::text[],
         $10::text[], $11::timestamptz[], $12::text[], $13::text[], $14::uuid[], $15::text[])
       AS i(conversation_id, workspace_id, account_id, platform_message_id, from_me, sender_id, sender_name, kind, text, attachments, at, status,
         source, job_id, document)
     ), inserted AS (
       INSERT INTO messages AS m (conversation_id, workspace_id, account_id, platform_message_id, from_me, sender_id, sender_name, kind, text,
         attachments, at, status, source, job_id, search)
       SELECT conversation_id, workspace_id, account_id, platform_message_id, from_me, sender_id, sender_name, kind, text, attachments::jsonb, at,
         status, source, job_id, document::tsvector
       FROM input
       ON CONFLICT ON CONSTRAINT messages_platform_key DO UPDATE SET
         source = CASE WHEN m.source = 'phone' THEN EXCLUDED.source ELSE m.source END,
         job_id = coalesce(m.job_id, EXCLUDED.job_id),
         attachments = CASE WHEN jsonb_path_exists(m.attachments, '$[*] ? (@.url == null)') THEN EXCLUDED.attachments ELSE m.attachments END
         WHERE (m.source = 'phone' AND EXCLUDED.source <> 'phone')
           OR (jsonb_path_exists(m.attachments, '$[*] ? (@.url == null)') AND jsonb_path_exists(EXCLUDED.attachments, '$[*] ? (@.url != null)'))
       RETURNING m.id, m.seq, m.conversation_id, m.account_id, m.platform_message_id, m.from_me, m.kind, m.text, m.at, m.source, (m.xmax = 0) AS fresh
     ), fresh AS (
       SELECT * FROM inserted WHERE fresh
     ), replies AS (
       SELECT conversation_id, max(at) AS replied_at FROM fresh WHERE from_me AND source IN ('phone', 'inbox') GROUP BY conversation_id
     ), latest AS (
       SELECT DISTINCT ON (conversation_id) conversation_id, id, text, kind, from_me, at FROM fresh ORDER BY conversation_id, at DESC, seq DESC
     ), counts AS (
       SELECT f.conversation_id, max(r.replied_at) AS replied_at,
         count(*) FILTER (WHERE NOT f.from_me AND (r.replied_at IS NULL OR f.at > r.replied_at)) AS unread
       FROM fresh f LEFT JOIN replies r USING (conversation_id) GROUP BY f.conversation_id
     ), moved AS (
       UPDATE conversations c SET
         unread_count = CASE WHEN counts.replied_at >= c.last_at THEN counts.unread ELSE c.unread_count + counts.unread END,
         last_read_at = CASE WHEN counts.replied_at >= c.last_at THEN counts.replied_at ELSE c.last_read_at END,
         last_message_id = CASE WHEN latest.at >= c.last_at OR c.last_message_id IS NULL THEN latest.id ELSE c.last_message_id END,
         last_text = CASE WHEN latest.at >= c.last_at OR c.last_message_id IS NULL THEN latest.text ELSE c.last_text END,
         last_kind = CASE WHEN latest.at >= c.last_at OR c.last_message_id IS NULL THEN latest.kind ELSE c.last_kind END,
         last_from_me = CASE WHEN latest.at >= c.last_at OR c.last_message_id IS NULL THEN latest.from_me ELSE c.last_from_me END,
         last_at = greatest(c.last_at, latest.at)
       FROM latest JOIN counts USING (conversation_id)
       WHERE c.id = latest.conversation_id
       RETURNING c.id
     )
     SELECT id, account_id, platform_message_id FROM fresh`,
    [
      rows.map((row) => row.conversationId),
      column((item) => item.workspaceId),
      column((item) => item.accountId),
      column((item) => item.platformMessageId),
      column((item) => item.fromMe),
      column((item) => clean(item.senderId)),
      column((item) => clean(item.senderName)),
      column((item) => item.kind),
      column((item) => clean(item.text)),
      column((item) => JSON.stringify(cleanAttachments(item.attachments))),
      column((item) => item.at.toISOString()),
      column((item) => item.status),
      column((item) => item.source),
      column((item) => item.jobId),
      column((item) => searchVector(item)),
    ],
  );
  return new Map(stored.map((row) => [`${row.account_id}:${row.platform_message_id}`, row.id]));
}
