import type { Database } from '../../db/client';
import { firstRow, MESSAGE_COLUMNS, type MessageRow } from './rows';

/** Reading threads and searching them; a message is only found within its (already owned) conversation. */
export function createMessagesRepo(database: Database) {
  const one = <T>(sql: string, params: unknown[]) => firstRow<T>(database, sql, params);

  return {
    /** The page of a thread before the message `beforeId` (newest first from the database; the service turns it round). */
    async messagesBefore(conversationId: string, beforeId: string | null, limit: number): Promise<MessageRow[]> {
      return database.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM messages m
         WHERE m.conversation_id = $1 AND ($2::uuid IS NULL OR (m.at, m.seq) < (SELECT at, seq FROM messages WHERE id = $2))
         ORDER BY m.at DESC, m.seq DESC LIMIT $3`,
        [conversationId, beforeId, limit],
      );
    },

    message(conversationId: string, messageId: string): Promise<MessageRow | undefined> {
      return one<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.conversation_id = $1 AND m.id = $2`, [conversationId, messageId]);
    },

    /** The contact's opt-out message: marked, so the thread shows why the contact went on the do-not-contact list. */
    async markOptOut(accountId: string, platformMessageId: string): Promise<void> {
      await database.query(`UPDATE messages SET opt_out = true WHERE account_id = $1 AND platform_message_id = $2`, [accountId, platformMessageId]);
    },

    /**
     * The user's messages that hold every word of the search (the last one as a prefix, without Vietnamese marks), best first:
     * those with the words side by side in the search's order, then by full-text rank, then the newest.
     */
    async search(input: { workspaceId: string; scope: string[] | null; accountId?: string; tsquery: string; phrase: string; page: number; limit: number }) {
      // The tsquery's words carry the owner's mark, which another user may share: the user's id is checked as well. The total comes with
      // the rows (one pass over the matches); only a page past the last one counts them apart.
      // An AGENT's search keeps to their accounts (`scope`; null: every account of the workspace).
      const params = [input.tsquery, input.accountId ?? null, input.workspaceId, input.scope];
      const where = `m.search @@ $1::tsquery AND ($2::uuid IS NULL OR m.account_id = $2) AND m.workspace_id = $3 AND ($4::uuid[] IS NULL OR m.account_id = ANY($4::uuid[]))`;
      const rows = await database.query<MessageRow & { total: string }>(
        `SELECT ${MESSAGE_COLUMNS}, count(*) OVER () AS total FROM messages m WHERE ${where}
         ORDER BY (m.search @@ $5::tsquery) DESC, ts_rank(m.search, $1::tsquery) DESC, m.at DESC, m.seq DESC
         LIMIT $6 OFFSET $7`,
        [...params, input.phrase, input.limit, (input.page - 1) * input.limit],
      );
      if (rows.length > 0 || input.page === 1) return { rows, total: Number(rows[0]?.total ?? 0) };
      const [{ total }] = await database.query<{ total: string }>(`SELECT count(*) AS total FROM messages m WHERE ${where}`, params);
      return { rows, total: Number(total) };
    },
  };
}
