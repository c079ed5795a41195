import type { Database } from '../../db/client';

/** The most jobs the contact panel lists. */
const CONTACT_JOBS = 20;

/** What the contact panel reads besides the conversation: the jobs whose messages are in it. */
export function createContactRepo(database: Pick<Database, 'query'>) {
  return {
    /**
     * The jobs whose messages are in this conversation, the latest first, with the last text each sent here. The
     * caller has checked the conversation is the user's: its messages are its account's, so their jobs are the user's.
     */
    async jobsInConversation(conversationId: string) {
      return database.query<{ job_id: string; at: Date | string; text: string | null }>(
        `SELECT m.job_id, max(m.at) AS at, (array_agg(m.text ORDER BY m.at DESC) FILTER (WHERE m.text <> ''))[1] AS text
           FROM messages m
          WHERE m.conversation_id = $1 AND m.job_id IS NOT NULL
          GROUP BY m.job_id ORDER BY max(m.at) DESC LIMIT ${CONTACT_JOBS}`,
        [conversationId],
      );
    },
  };
}
