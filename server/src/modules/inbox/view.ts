import type { Conversation, InboxMessage } from 'shared-sdk/schemas';
import type { ConversationRow, MessageRow } from './repo';

/** What a conversation is called until its name is known. */
export const UNNAMED = { user: 'Người dùng Zalo', group: 'Nhóm Zalo' } as const;

const iso = (date: Date | string) => new Date(date).toISOString();

/**
 * A conversation as the API answers it; `now` decides whether a timed AI pause still holds; `emails`: the assignees'
 * (by person id).
 */
export function toConversation(row: ConversationRow, accountName: string, now = Date.now(), emails: ReadonlyMap<string, string> = new Map()): Conversation {
  const pausedUntil = row.ai_paused_until && new Date(row.ai_paused_until).getTime() > now ? iso(row.ai_paused_until) : null;
  return {
    id: row.id,
    accountId: row.account_id,
    accountName,
    threadId: row.thread_id,
    type: row.type,
    name: row.name ?? UNNAMED[row.type],
    avatar: row.avatar || null,
    lastMessage: row.last_message_id
      ? { text: row.last_text, kind: row.last_kind ?? 'text', at: iso(row.last_at), fromMe: row.last_from_me }
      : null,
    unreadCount: row.unread_count,
    aiPaused: row.ai_paused || pausedUntil !== null,
    aiPausedUntil: row.ai_paused ? null : pausedUntil,
    lastReadAt: row.last_read_at ? iso(row.last_read_at) : null,
    assignee: row.assignee_id ? { id: row.assignee_id, email: emails.get(row.assignee_id) ?? '' } : null,
  };
}

export function toMessage(row: MessageRow): InboxMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    fromMe: row.from_me,
    senderId: row.sender_id,
    senderName: row.sender_name,
    kind: row.kind,
    text: row.text,
    attachments: row.attachments,
    at: iso(row.at),
    status: row.status,
    source: row.source,
    jobId: row.job_id,
    error: row.status === 'FAILED' ? { code: row.error_code, message: row.error_message ?? '' } : null,
    optOut: row.opt_out,
  };
}
