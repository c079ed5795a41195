import { INBOX_MESSAGES } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import type { InboxFiles } from './files';

const DAY_MS = 86_400_000;
/** A message typed in the inbox still PENDING after this was being sent when its server stopped. */
const INTERRUPTED_AFTER_MS = 5 * 60_000;

export interface RetentionOptions {
  database: Database;
  files: InboxFiles;
  /** MESSAGE_RETENTION_DAYS: older messages go. */
  retentionDays: number;
  /** Rows removed per statement, and statements per run: a long backlog goes over several runs, no lock held long. */
  batchSize?: number;
  maxBatches?: number;
  now?: () => number;
}

/**
 * The inbox's upkeep, run by the scheduler's minute tick in every process (SKIP LOCKED keeps them apart): messages
 * older than MESSAGE_RETENTION_DAYS are removed in batches with their files, then conversations whose last message is
 * that old; a message left PENDING by a server that stopped while sending becomes FAILED with a retry.
 */
export function createRetention(options: RetentionOptions) {
  const { database, files } = options;
  const batchSize = options.batchSize ?? 2_000;
  const maxBatches = options.maxBatches ?? 20;
  const now = options.now ?? Date.now;

  async function removeOldMessages(cutoff: string): Promise<number> {
    let removed = 0;
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const rows = await database.query<{ files_key: string | null }>(
        `WITH doomed AS (SELECT id FROM messages WHERE at < $1 ORDER BY at LIMIT $2 FOR UPDATE SKIP LOCKED)
         DELETE FROM messages m USING doomed WHERE m.id = doomed.id RETURNING m.files_key`,
        [cutoff, batchSize],
      );
      removed += rows.length;
      await files.remove(rows.flatMap((row) => (row.files_key ? [row.files_key] : [])));
      if (rows.length < batchSize) break;
    }
    return removed;
  }

  async function removeOldConversations(cutoff: string): Promise<number> {
    const rows = await database.query<{ id: string }>(
      `WITH doomed AS (SELECT id FROM conversations WHERE last_at < $1 LIMIT $2 FOR UPDATE SKIP LOCKED)
       DELETE FROM conversations c USING doomed WHERE c.id = doomed.id RETURNING c.id`,
      [cutoff, batchSize],
    );
    return rows.length;
  }

  return {
    async run(): Promise<{ messages: number; conversations: number; interrupted: number }> {
      const cutoff = new Date(now() - options.retentionDays * DAY_MS).toISOString();
      const messages = await removeOldMessages(cutoff);
      const conversations = await removeOldConversations(cutoff);
      const interrupted = await database.query<{ id: string }>(
        `UPDATE messages SET status = 'FAILED', error_message = $2 WHERE status = 'PENDING' AND at < $1 RETURNING id`,
        [new Date(now() - INTERRUPTED_AFTER_MS).toISOString(), INBOX_MESSAGES.interrupted],
      );
      return { messages, conversations, interrupted: interrupted.length };
    },
  };
}
export type Retention = ReturnType<typeof createRetention>;
