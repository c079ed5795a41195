import type { MessageAttachment } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import { type ConversationRow, firstRow, MESSAGE_COLUMNS, type MessageRow } from './rows';
import { searchVector } from './search';

const UNIQUE_VIOLATION = '23505';
const DEADLOCK = '40P01';
const ECHO_ATTEMPTS = 3;
/** Taken first by every writer of a conversation's messages (the listener's batch locks it from its first statement). */
const LOCK_CONVERSATION = `SELECT id FROM conversations WHERE id = $1 FOR UPDATE`;

/** The messages typed in the inbox: stored before they are sent, then SENT (split as the platform keeps them) or FAILED. */
export function createOutgoingRepo(database: Database) {
  const one = <T>(sql: string, params: unknown[]) => firstRow<T>(database, sql, params);

  /** One attempt of markSent, in one transaction. */
  function markSentOnce(message: MessageRow, sent: { messageId: string; attachmentIds: string[] }): Promise<MessageRow> {
    const images = message.attachments;
    const textFirst = message.text.length > 0 || images.length === 0;
    const kept = textFirst ? [] : images.slice(0, 1);
    const others = images.slice(kept.length).map((image, index) => ({ image, platformId: sent.attachmentIds[index + kept.length] }));
    return database.transaction(async (runner) => {
      // The conversation before its messages, in the listener's order: otherwise each waits for the other.
      await runner.query(LOCK_CONVERSATION, [message.conversation_id]);
      await runner.query(`DELETE FROM messages WHERE account_id = $1 AND platform_message_id = ANY($2::text[]) AND id <> $3`, [
        message.account_id,
        [sent.messageId, ...sent.attachmentIds],
        message.id,
      ]);
      const [row] = await runner.query<MessageRow>(
        `UPDATE messages m SET status = 'SENT', platform_message_id = $2, attachments = $3::jsonb, kind = $4, error_code = NULL, error_message = NULL
         WHERE m.id = $1 RETURNING ${MESSAGE_COLUMNS}`,
        [message.id, sent.messageId, JSON.stringify(kept), textFirst ? 'text' : 'photo'],
      );
      for (const { image, platformId } of others) {
        await runner.query(
          `INSERT INTO messages (conversation_id, workspace_id, account_id, platform_message_id, from_me, kind, attachments, at, status, source, files_key, search)
           SELECT conversation_id, workspace_id, account_id, $2, true, 'photo', $3::jsonb, at, 'SENT', source, files_key, $4::tsvector
           FROM messages WHERE id = $1`,
          [message.id, platformId ?? null, JSON.stringify([image]), searchVector({ workspaceId: message.workspace_id, accountId: message.account_id, text: '', attachments: [image] })],
        );
      }
      // The conversation's row changes too, so open pages hear of the new status.
      await runner.query(`UPDATE conversations SET last_from_me = last_from_me WHERE id = $1`, [message.conversation_id]);
      return row;
    });
  }

  return {
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
        await runner.query(LOCK_CONVERSATION, [conversation.id]);
        const [row] = await runner.query<MessageRow>(
          `INSERT INTO messages AS m (conversation_id, workspace_id, account_id, from_me, kind, text, attachments, at, status, source, files_key, search)
           VALUES ($1, $2, $3, true, $4, $5, $6::jsonb, now(), 'PENDING', 'inbox', $7, $8::tsvector)
           RETURNING ${MESSAGE_COLUMNS}`,
          [
            conversation.id,
            conversation.workspace_id,
            conversation.account_id,
            input.text || input.attachments.length === 0 ? 'text' : 'photo',
            input.text,
            JSON.stringify(input.attachments),
            input.filesKey,
            searchVector({ workspaceId: conversation.workspace_id, accountId: conversation.account_id, text: input.text, attachments: input.attachments }),
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
     * stored meanwhile as the phone's (the listener can be faster than the answer) goes. An echo the listener commits
     * while this runs takes the platform's id first: then it is done again, and the echo goes.
     */
    async markSent(message: MessageRow, sent: { messageId: string; attachmentIds: string[] }): Promise<MessageRow> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await markSentOnce(message, sent);
        } catch (error) {
          const code = (error as { code?: string }).code;
          if ((code !== UNIQUE_VIOLATION && code !== DEADLOCK) || attempt >= ECHO_ATTEMPTS) throw error;
        }
      }
    },

    async markFailed(message: MessageRow, error: { code: number | null; message: string }): Promise<MessageRow> {
      const [row] = await database.query<MessageRow>(
        `UPDATE messages m SET status = 'FAILED', error_code = $2, error_message = $3 WHERE m.id = $1 RETURNING ${MESSAGE_COLUMNS}`,
        [message.id, error.code, error.message],
      );
      await database.query(`UPDATE conversations SET last_from_me = last_from_me WHERE id = $1`, [message.conversation_id]);
      return row;
    },

    /** A FAILED message typed in the inbox goes back to PENDING for a retry; only once when two retries race. */
    claimRetry(conversationId: string, messageId: string): Promise<MessageRow | undefined> {
      return one<MessageRow>(
        `UPDATE messages m SET status = 'PENDING', error_code = NULL, error_message = NULL
         WHERE m.conversation_id = $1 AND m.id = $2 AND m.status = 'FAILED' AND m.source = 'inbox' RETURNING ${MESSAGE_COLUMNS}`,
        [conversationId, messageId],
      );
    },
  };
}
