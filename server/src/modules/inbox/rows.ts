import type { MessageAttachment, MessageKind, MessageSource, MessageStatus } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';

/* The inbox's rows as its statements read them, and what those statements share. */

export interface ConversationRow {
  id: string;
  workspace_id: string;
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
  contact_global_id: string | null;
  /** The member who handles the conversation (a person's id), or null. */
  assignee_id: string | null;
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  workspace_id: string;
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

export const CONVERSATION_COLUMNS = `c.id, c.workspace_id, c.account_id, c.thread_id, c.type, c.name, c.avatar, c.last_message_id, c.last_text, c.last_kind,
  c.last_from_me, c.last_at, c.unread_count, c.last_read_at, c.ai_paused, c.ai_paused_until, c.contact_global_id, c.assignee_id`;
export const MESSAGE_COLUMNS = `m.id, m.conversation_id, m.workspace_id, m.account_id, m.platform_message_id, m.from_me, m.sender_id, m.sender_name, m.kind, m.text,
  m.attachments, m.at, m.status, m.source, m.job_id, m.error_code, m.error_message, m.opt_out, m.files_key, m.seq`;

/** A LIKE pattern that matches `text` anywhere, its own % and _ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The first row of a statement's answer, if any. */
export const firstRow = async <T>(database: Pick<Database, 'query'>, sql: string, params: unknown[]) => (await database.query<T>(sql, params))[0];
