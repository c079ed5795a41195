import { foldVietnamese } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import { createContactRepo } from './contact-repo';
import { createMessagesRepo } from './messages-repo';
import { createOutgoingRepo } from './outgoing-repo';
import { containing, CONVERSATION_COLUMNS, type ConversationRow, firstRow } from './rows';

export type { ConversationRow, MessageRow } from './rows';

/**
 * The accounts a member works with: null for every account of the workspace (OWNER, ADMIN), else an AGENT's (maybe
 * none). Every read and write of a conversation keeps to them: another account's conversation is simply not found.
 */
export type AccountScope = string[] | null;

/** SQL keeping a statement to the scope given as parameter `$n` (alias `c` or none). */
const inScope = (n: number, column = 'c.account_id') => `($${n}::uuid[] IS NULL OR ${column} = ANY($${n}::uuid[]))`;

export interface ConversationFilter {
  accountId?: string;
  /** A member's id (the conversations assigned to them) or 'none' (assigned to nobody). */
  assignee?: string;
  type?: 'user' | 'group';
  unread?: boolean;
  q?: string;
  page: number;
  limit: number;
}

/**
 * The conversations' reads and writes. Every statement that takes an id from a request is scoped to its workspace
 * and to the member's accounts: another workspace's conversation, or one of an account not theirs, is simply not found.
 */
function createConversationsRepo(database: Database) {
  const one = <T>(sql: string, params: unknown[]) => firstRow<T>(database, sql, params);

  return {
    /** Newest activity first; `q` matches the name without Vietnamese marks. */
    async listConversations(workspaceId: string, scope: AccountScope, filter: ConversationFilter): Promise<{ rows: ConversationRow[]; total: number }> {
      const where = [
        'c.workspace_id = $1',
        '($2::uuid IS NULL OR c.account_id = $2)',
        '($3::text IS NULL OR c.type = $3)',
        '($4::boolean IS NOT TRUE OR c.unread_count > 0)',
        "($5::text IS NULL OR c.name_folded LIKE $5 ESCAPE '\\')",
        inScope(6),
        "($7::text IS NULL OR ($7 = 'none' AND c.assignee_id IS NULL) OR c.assignee_id::text = $7)",
      ].join(' AND ');
      const params = [
        workspaceId,
        filter.accountId ?? null,
        filter.type ?? null,
        filter.unread ?? null,
        filter.q ? containing(foldVietnamese(filter.q)) : null,
        scope,
        filter.assignee ?? null,
      ];
      const [rows, [{ total }]] = await Promise.all([
        database.query<ConversationRow>(
          `SELECT ${CONVERSATION_COLUMNS} FROM conversations c WHERE ${where} ORDER BY c.last_at DESC, c.id DESC LIMIT $8 OFFSET $9`,
          [...params, filter.limit, (filter.page - 1) * filter.limit],
        ),
        database.query<{ total: string }>(`SELECT count(*) AS total FROM conversations c WHERE ${where}`, params),
      ]);
      return { rows, total: Number(total) };
    },

    conversation(workspaceId: string, scope: AccountScope, id: string): Promise<ConversationRow | undefined> {
      return one<ConversationRow>(`SELECT ${CONVERSATION_COLUMNS} FROM conversations c WHERE c.workspace_id = $1 AND c.id = $2 AND ${inScope(3)}`, [
        workspaceId,
        id,
        scope,
      ]);
    },

    markRead(workspaceId: string, scope: AccountScope, id: string): Promise<ConversationRow | undefined> {
      return one<ConversationRow>(
        `UPDATE conversations c SET unread_count = 0, last_read_at = now() WHERE c.workspace_id = $1 AND c.id = $2 AND ${inScope(3)} RETURNING ${CONVERSATION_COLUMNS}`,
        [workspaceId, id, scope],
      );
    },

    async markAllRead(workspaceId: string, scope: AccountScope, accountId: string | undefined): Promise<number> {
      const rows = await database.query<{ id: string }>(
        `UPDATE conversations SET unread_count = 0, last_read_at = now()
         WHERE workspace_id = $1 AND unread_count > 0 AND ($2::uuid IS NULL OR account_id = $2) AND ${inScope(3, 'account_id')} RETURNING id`,
        [workspaceId, accountId ?? null, scope],
      );
      return rows.length;
    },

    /** Unread messages per account of the member (accounts with none left out). */
    async unreadByAccount(workspaceId: string, scope: AccountScope): Promise<Array<{ accountId: string; unread: number }>> {
      const rows = await database.query<{ account_id: string; unread: string }>(
        `SELECT account_id, sum(unread_count) AS unread FROM conversations
          WHERE workspace_id = $1 AND unread_count > 0 AND ${inScope(2, 'account_id')} GROUP BY account_id ORDER BY account_id`,
        [workspaceId, scope],
      );
      return rows.map((row) => ({ accountId: row.account_id, unread: Number(row.unread) }));
    },

    /** The switch: off for good (paused) or on again (any timed pause ends too). The caller has checked the conversation is the member's. */
    setAiPaused(id: string, paused: boolean): Promise<ConversationRow | undefined> {
      return one<ConversationRow>(`UPDATE conversations c SET ai_paused = $2, ai_paused_until = NULL WHERE c.id = $1 RETURNING ${CONVERSATION_COLUMNS}`, [id, paused]);
    },

    /** Who handles the conversation (null: nobody). The caller has checked the conversation and the person. */
    setAssignee(id: string, assigneeId: string | null): Promise<ConversationRow | undefined> {
      return one<ConversationRow>(`UPDATE conversations c SET assignee_id = $2 WHERE c.id = $1 RETURNING ${CONVERSATION_COLUMNS}`, [id, assigneeId]);
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

    /** The contact's stable Zalo id, learnt when they were listed on do-not-contact from the inbox. */
    async setContactGlobalId(id: string, globalId: string): Promise<void> {
      await database.query(`UPDATE conversations SET contact_global_id = $2 WHERE id = $1 AND contact_global_id IS DISTINCT FROM $2`, [id, globalId]);
    },

    /** Tried and not found: not tried again until a message tells the name. */
    async markNamed(id: string): Promise<void> {
      await database.query(`UPDATE conversations SET named_at = now() WHERE id = $1 AND named_at IS NULL`, [id]);
    },

    conversationsByIds(ids: string[]): Promise<ConversationRow[]> {
      return database.query<ConversationRow>(`SELECT ${CONVERSATION_COLUMNS} FROM conversations c WHERE c.id = ANY($1::uuid[])`, [ids]);
    },
  };
}

/** The inbox's statements for its API: conversations, messages and the messages typed in the inbox. */
export function createInboxRepo(database: Database) {
  return { ...createConversationsRepo(database), ...createMessagesRepo(database), ...createOutgoingRepo(database), ...createContactRepo(database) };
}
export type InboxRepo = ReturnType<typeof createInboxRepo>;
