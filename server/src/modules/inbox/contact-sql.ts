/**
 * The inbox's messages as SQL, for statements of other modules that must stay one statement: the job engine's check
 * before each send skips a person who wrote to the sending account lately (stop on reply, "Bỏ qua người đang trò
 * chuyện": modules/jobs/engine/do-not-contact-check.ts). Only this module names the inbox's tables.
 */
export const inboxSql = {
  /**
   * A condition: the contact (their uid as the account sees them, a SQL expression) sent the account (a SQL
   * expression) a private message at or after `since` (a SQL timestamptz expression). One probe of the conversation's
   * key, then of its messages by time (messages_thread_idx).
   */
  wroteSince(accountId: string, contactId: string, since: string): string {
    return `EXISTS (
      SELECT 1 FROM conversations c JOIN messages m ON m.conversation_id = c.id
       WHERE c.account_id = ${accountId} AND c.type = 'user' AND c.thread_id = ${contactId}
         AND m.at >= ${since} AND NOT m.from_me
    )`;
  },
};
