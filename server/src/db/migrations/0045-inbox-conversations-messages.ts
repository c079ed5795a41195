/**
 * The inbox: one conversation per (account, chat) with what its list shows kept on the row (name, last message,
 * unread count, last read, AI pause), so the list is read, never computed; and every message an account receives or
 * sends, once per account by the platform's message id; `seq` keeps the order of messages of the same millisecond.
 * `search` holds the text folded without Vietnamese marks plus
 * two tokens naming the owner and the account, so a search narrows by owner inside the full-text index.
 */
export const sql = /* sql */ `
CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  thread_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('user', 'group')),
  name text,
  name_folded text NOT NULL DEFAULT '',
  avatar text,
  named_at timestamptz,
  last_message_id uuid,
  last_text text NOT NULL DEFAULT '',
  last_kind text,
  last_from_me boolean NOT NULL DEFAULT false,
  last_at timestamptz NOT NULL DEFAULT now(),
  unread_count integer NOT NULL DEFAULT 0,
  last_read_at timestamptz,
  ai_paused boolean NOT NULL DEFAULT false,
  ai_paused_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT conversations_thread_key UNIQUE (account_id, type, thread_id)
);
CREATE INDEX conversations_user_recent_idx ON conversations (user_id, last_at DESC, id DESC);
CREATE INDEX conversations_account_recent_idx ON conversations (account_id, last_at DESC, id DESC);
CREATE INDEX conversations_unread_idx ON conversations (user_id, account_id) WHERE unread_count > 0;

CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  conversation_id uuid NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  account_id uuid NOT NULL,
  platform_message_id text,
  from_me boolean NOT NULL,
  sender_id text NOT NULL DEFAULT '',
  sender_name text NOT NULL DEFAULT '',
  kind text NOT NULL DEFAULT 'text',
  text text NOT NULL DEFAULT '',
  attachments jsonb NOT NULL DEFAULT '[]',
  at timestamptz NOT NULL,
  status text NOT NULL,
  source text NOT NULL,
  job_id uuid,
  error_code integer,
  error_message text,
  opt_out boolean NOT NULL DEFAULT false,
  files_key text,
  search tsvector NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT messages_platform_key UNIQUE (account_id, platform_message_id)
);
CREATE INDEX messages_thread_idx ON messages (conversation_id, at DESC, seq DESC);
CREATE INDEX messages_search_idx ON messages USING gin (search);
CREATE INDEX messages_at_idx ON messages (at);
CREATE INDEX messages_pending_idx ON messages (at) WHERE status = 'PENDING';
`;
