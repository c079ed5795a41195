import type { Database } from '../../db/client';

/** The most jobs the contact panel lists. */
const CONTACT_JOBS = 20;

/** What the contact panel reads besides the conversation: the jobs that reached the person here, the do-not-contact list. */
export function createContactRepo(database: Pick<Database, 'query'>) {
  return {
    /** The user's jobs whose messages are in this conversation, the latest first, with the last text each sent here. */
    async jobsInConversation(userId: string, conversationId: string) {
      return database.query<{ job_id: string; at: Date | string; text: string | null }>(
        `SELECT m.job_id, max(m.at) AS at, (array_agg(m.text ORDER BY m.at DESC) FILTER (WHERE m.text <> ''))[1] AS text
           FROM messages m JOIN jobs j ON j.id = m.job_id AND j.user_id = $1
          WHERE m.conversation_id = $2 AND m.job_id IS NOT NULL
          GROUP BY m.job_id ORDER BY max(m.at) DESC LIMIT ${CONTACT_JOBS}`,
        [userId, conversationId],
      );
    },

    /** Whether the account's stored friend with this Zalo id is on the user's list (by person or phone, as sends check it). */
    async friendOnDoNotContact(userId: string, accountId: string, uid: string): Promise<boolean> {
      const rows = await database.query(
        `SELECT 1 FROM friends f
          WHERE f.user_id = $1 AND f.account_id = $2 AND f.uid = $3
            AND (EXISTS (SELECT 1 FROM do_not_contact d WHERE d.user_id = f.user_id AND d.kind = 'user' AND d.global_id = f.global_id)
                 OR EXISTS (SELECT 1 FROM do_not_contact d WHERE d.user_id = f.user_id AND d.phone IS NOT NULL AND d.phone = f.phone))
          LIMIT 1`,
        [userId, accountId, uid],
      );
      return rows.length > 0;
    },
  };
}
