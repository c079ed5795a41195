import { foldVietnamese, type MessageAttachment, type MessageKind, type MessageSource, type MessageStatus } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import { searchDocument } from './search';

export interface ConversationRow {
  id: string;
  user_id: string;
  account_id: string;
  thread_id: string;
  type: 'user' | 'group';
  name: string | null;
  avatar: string | null;
  last_message_id: string | null;
  last_text: string;
  last_kind: MessageKind | null;
  last_from_me: boolean;
  last_at: Date;
  unread_count: number;
  last_read_at: Date | null;
  ai_paused: boolean;
  ai_paused_until: Date | null;
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  user_id: string;
  account_id: string;
  platform_message_id: string | null;
  from_me: boolean;
  sender_id: string;
  sender_name: string;
  kind: MessageKind;
  text: string;
  attachments: MessageAttachment[];
  at: Date;
  status: MessageStatus;
  source: MessageSource;
  job_id: string | null;
  error_code: number | null;
  error_message: string | null;
  opt_out: boolean;
  files_key: string | null;
  seq: string;
}

const CONVERSATION = `c.id, c.user_id, c.account_id, c.thread_id, c.type, c.name, c.avatar, c.last_message_id, c.last_text, c.last_kind,
  c.last_from_me, c.last_at, c.unread_count, c.last_read_at, c.ai_paused, c.ai_paused_until`;
const MESSAGE = `m.id, m.conversation_id, m.user_id, m.account_id, m.platform_message_id, m.from_me, m.sender_id, m.sender_name, m.kind, m.text,
  m.attachments, m.at, m.status, m.source, m.job_id, m.error_code, m.error_message, m.opt_out, m.files_key, m.seq`;

export interface ConversationFilter {
  accountId?: string;
  type?: 'user' | 'group';
  unread?: boolean;
  q?: string;
  page: number;
  limit: number;
}

/** A LIKE pattern that matches `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The inbox's reads and writes for its API. Every statement that takes an id from a request is scoped to its owner:
 * another user's conversation or message is simply not found.
 */
export function createInboxRepo(database: Database) {
  const one = async <T>(sql: string, params: unknown[]) => (await database.query<T>(sql, params))[0];

  return {
    /** Newest activity first; `q` matches the name without Vietnamese marks. */
    async listConversations(userId: string, filter: ConversationFilter): Promise<{ rows: ConversationRow[]; total: number }> {
      const where = [
        'c.user_id = $1',
        '($2::uuid IS NULL OR c.account_id = $2)',
        '($3::text IS NULL OR c.type = $3)',
        '($4::boolean IS NOT TRUE OR c.unread_count > 0)',
        "($5::text IS NULL OR c.name_folded LIKE $5 ESCAPE '\\')",
      ].join(' AND ');
      const params = [userId, filter.accountId ?? null, filter.type ?? null, filter.unread ?? null, filter.q ? containing(foldVietnamese(filter.q)) : null];
      const [rows, [{ total }]] = await Promise.all([
        database.query<ConversationRow>(
          `SELECT ${CONVERSATION} FROM conversations c WHERE ${where} ORDER BY c.last_at DESC, c.id DESC LIMIT $6 OFFSET $7`,
          [...params, filter.limit, (filter.page - 1) * filter.limit],
        ),
        database.query<{ total: string }>(`SELECT count(*) AS total FROM conversations c WHERE ${where}`, params),
      ]);
      return { rows, total: Number(total) };
    },

    conversation(userId: string, id: string): Promise<ConversationRow | undefined> {
      return one<ConversationRow>(`SELECT ${CONVERSATION} FROM conversations c WHERE c.user_id = $1 AND c.id = $2`, [userId, id]);
    },

    /** The page of a thread before the message `beforeId` (newest first from the database; the service turns it round). */
    async messagesBefore(conversationId: string, beforeId: string | null, limit: number): Promise<MessageRow[]> {
      return database.query<MessageRow>(
        `SELECT ${MESSAGE} FROM messages m
         WHERE m.conversation_id = $1 AND ($2::uuid IS NULL OR (m.at, m.seq) < (SELECT at, seq FROM messages WHERE id = $2))
         ORDER BY m.at DESC, m.seq DESC LIMIT $3`,
        [conversationId, beforeId, limit],
      );
    },

    message(conversationId: string, messageId: string): Promise<MessageRow | undefined> {
      return one<MessageRow>(`SELECT ${MESSAGE} FROM messages m WHERE m.conversation_id = $1 AND m.id = $2`, [conversationId, messageId]);
    },

    markRead(userId: string, id: string): Promise<ConversationRow | undefined> {
      return one<ConversationRow>(
        `UPDATE conversations c SET unread_count = 0, last_read_at = now() WHERE c.user_id = $1 AND c.id = $2 RETURNING ${CONVERSATION}`,
        [userId, id],
      );
    },

    async markAllRead(userId: string, accountId: string | undefined): Promise<number> {
      const rows = await database.query<{ id: string }>(
        `UPDATE conversations SET unread_count = 0, last_read_at = now()
         WHERE user_id = $1 AND unread_count > 0 AND ($2::uuid IS NULL OR account_id = $2) RETURNING id`,
        [userId, accountId ?? null],
      );
      return rows.length;
    },

    /** Unread messages per account of the user (accounts with none left out). */
    async unreadByAccount(userId: string): Promise<Array<{ accountId: string; unread: number }>> {
      const rows = await database.query<{ account_id: string; unread: string }>(
        `SELECT account_id, sum(unread_count) AS unread FROM conversations WHERE user_id = $1 AND unread_count > 0 GROUP BY account_id ORDER BY account_id`,
        [userId],
      );
      return rows.map((row) => ({ accountId: row.account_id, unread: Number(row.unread) }));
    },

    /** The switch: off for good (paused) or on again (any timed pause ends too). */
    setAiPaused(userId: string, id: string, paused: boolean): Promise<ConversationRow | undefined> {
      return one<ConversationRow>(
        `UPDATE conversations c SET ai_paused = $3, ai_paused_until = NULL WHERE c.user_id = $1 AND c.id = $2 RETURNING ${CONVERSATION}`,
        [userId, id, paused],
      );
    },

    /**
     * A message typed in the inbox: stored PENDING before the platform is asked, with the AI paused until `aiPausedUntil`
     * (a later pause is kept) and the conversation read (the user is answering it).
     */
    async insertOutgoing(input: {
      conversation: ConversationRow;
      text: string;
      attachments: MessageAttachment[];
      filesKey: string | null;
      aiPausedUntil: Date;
    }): Promise<MessageRow> {
      const { conversation } = input;
      return database.transaction(async (runner) => {
        const [row] = await runner.query<MessageRow>(
          `INSERT INTO messages AS m (conversation_id, user_id, account_id, from_me, kind, text, attachments, at, status, source, files_key, search)
           VALUES ($1, $2, $3, true, $4, $5, $6::jsonb, now(), 'PENDING', 'inbox', $7, to_tsvector('simple', $8))
           RETURNING ${MESSAGE}`,
          [
            conversation.id,
            conversation.user_id,
            conversation.account_id,
            input.text || input.attachments.length === 0 ? 'text' : 'photo',
            input.text,
            JSON.stringify(input.attachments),
            input.filesKey,
            searchDocument({ userId: conversation.user_id, accountId: conversation.account_id, text: input.text, attachments: input.attachments }),
          ],
        );
        await runner.query(
          `UPDATE conversations SET last_message_id = $2, last_text = $3, last_kind = $4, last_from_me = true, last_at = greatest(last_at, $5),
             unread_count = 0, last_read_at = now(), ai_paused_until = greatest(ai_paused_until, $6)
           WHERE id = $1`,
          [conversation.id, row.id, row.text, row.kind, row.at, input.aiPausedUntil],
        );
        return row;
      });
    },

    /**
     * The platform took it: the text and each image are messages of their own on the platform (ids in `sent`), so the
     * row keeps the text (or the first image) and each other image becomes a row of its own. An echo of any of them
     * stored meanwhile as the phone's (the listener can be faster than the answer) goes.
     */
    async markSent(message: MessageRow, sent: { messageId: string; attachmentIds: string[] }): Promise<MessageRow> {
      const images = message.attachments;
      const textFirst = message.text.length > 0 || images.length === 0;
      const kept = textFirst ? [] : images.slice(0, 1);
      const others = images.slice(kept.length).map((image, index) => ({ image, platformId: sent.attachmentIds[index + kept.length] }));
      return database.transaction(async (runner) => {
        await runner.query(`DELETE FROM messages WHERE account_id = $1 AND platform_message_id = ANY($2::text[]) AND id <> $3`, [
          message.account_id,
          [sent.messageId, ...sent.attachmentIds],
          message.id,
        ]);
        const [row] = await runner.query<MessageRow>(
          `UPDATE messages m SET status = 'SENT', platform_message_id = $2, attachments = $3::jsonb, kind = $4, error_code = NULL, error_message = NULL
           WHERE m.id = $1 RETURNING ${MESSAGE}`,
          [message.id, sent.messageId, JSON.stringify(kept), textFirst ? 'text' : 'photo'],
        );
        for (const { image, platformId } of others) {
          await runner.query(
            `INSERT INTO messages (conversation_id, user_id, account_id, platform_message_id, from_me, kind, attachments, at, status, source, files_key, search)
             SELECT conversation_id, user_id, account_id, $2, true, 'photo', $3::jsonb, at, 'SENT', source, files_key, to_tsvector('simple', $4)
             FROM messages WHERE id = $1`,
            [message.id, platformId ?? null, JSON.stringify([image]), searchDocument({ userId: message.user_id, accountId: message.account_id, text: '', attachments: [image] })],
          );
        }
        // The conversation's row changes too, so open pages hear of the new status.
        await runner.query(`UPDATE conversations SET last_from_me = last_from_me WHERE id = $1`, [message.conversation_id]);
        return row;
      });
    },

    async markFailed(message: MessageRow, error: { code: number | null; message: string }): Promise<MessageRow> {
      const [row] = await database.query<MessageRow>(
        `UPDATE messages m SET status = 'FAILED', error_code = $2, error_message = $3 WHERE m.id = $1 RETURNING ${MESSAGE}`,
        [message.id, error.code, error.message],
      );
      await database.query(`UPDATE conversations SET last_from_me = last_from_me WHERE id = $1`, [message.conversation_id]);
      return row;
    },

    /** A FAILED message typed in the inbox goes back to PENDING for a retry; only once when two retries race. */
    claimRetry(conversationId: string, messageId: string): Promise<MessageRow | undefined> {
      return one<MessageRow>(
        `UPDATE messages m SET status = 'PENDING', error_code = NULL, error_message = NULL
         WHERE m.conversation_id = $1 AND m.id = $2 AND m.status = 'FAILED' AND m.source = 'inbox' RETURNING ${MESSAGE}`,
        [conversationId, messageId],
      );
    },

    /** The contact's opt-out message: marked, so the thread shows why the contact went on the do-not-contact list. */
    async markOptOut(accountId: string, platformMessageId: string): Promise<void> {
      await database.query(`UPDATE messages SET opt_out = true WHERE account_id = $1 AND platform_message_id = $2`, [accountId, platformMessageId]);
    },

    /** A conversation's name and picture, found in the stored friends or groups or asked from the platform. */
    async setName(id: string, name: string, avatar: string | null): Promise<void> {
      await database.query(`UPDATE conversations SET name = $2, name_folded = $3, avatar = coalesce($4, avatar), named_at = now() WHERE id = $1`, [
        id,
        name,
        foldVietnamese(name),
        avatar,
      ]);
    },

    /** Tried and not found: not tried again until a message tells the name. */
    async markNamed(id: string): Promise<void> {
      await database.query(`UPDATE conversations SET named_at = now() WHERE id = $1 AND named_at IS NULL`, [id]);
    },

    /**
     * The user's messages that hold every word of the search (each as a prefix, without Vietnamese marks), best first:
     * those with the words side by side in the search's order, then by full-text rank, then the newest.
     */
    async search(input: { userId: string; accountId?: string; tsquery: string; phrase: string; page: number; limit: number }) {
      // The tsquery holds the owner's token already; the user's id is checked again all the same. The total comes with
      // the rows (one pass over the matches); only a page past the last one counts them apart.
      const params = [input.tsquery, input.accountId ?? null, input.userId];
      const where = `m.search @@ to_tsquery('simple', $1) AND ($2::uuid IS NULL OR m.account_id = $2) AND m.user_id = $3`;
      const rows = await database.query<MessageRow & { total: string }>(
        `SELECT ${MESSAGE}, count(*) OVER () AS total FROM messages m WHERE ${where}
         ORDER BY (m.search @@ to_tsquery('simple', $4)) DESC, ts_rank(m.search, to_tsquery('simple', $1)) DESC, m.at DESC, m.seq DESC
         LIMIT $5 OFFSET $6`,
        [...params, input.phrase, input.limit, (input.page - 1) * input.limit],
      );
      if (rows.length > 0 || input.page === 1) return { rows, total: Number(rows[0]?.total ?? 0) };
      const [{ total }] = await database.query<{ total: string }>(`SELECT count(*) AS total FROM messages m WHERE ${where}`, params);
      return { rows, total: Number(total) };
    },

    conversationsByIds(ids: string[]): Promise<ConversationRow[]> {
      return database.query<ConversationRow>(`SELECT ${CONVERSATION} FROM conversations c WHERE c.id = ANY($1::uuid[])`, [ids]);
    },
  };
}
export type InboxRepo = ReturnType<typeof createInboxRepo>;
