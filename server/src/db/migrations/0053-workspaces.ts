/**
 * Workspaces: the business owns the data, people work in it with a role.
 *
 * - `workspaces`: one per business. Every existing user gets their own, with the user's id as its id, and is its
 *   OWNER: every row they own keeps its key, so every answer they get stays the same. (A person who signs up on their
 *   own later gets a workspace with their id too; one who joins through an invitation gets none of their own.)
 * - `workspace_members`: who works in which workspace, as OWNER (one per workspace), ADMIN or AGENT.
 * - `member_accounts`: the Zalo accounts an AGENT works with (OWNER and ADMIN see every account).
 * - `workspace_invitations`: a link to join with a role and accounts; only its token's hash is stored, it expires,
 *   and it is used once.
 * - Every business table's `user_id` becomes `workspace_id`, referencing the workspace (the triggers that notify with
 *   it follow). `refresh_tokens` stay a person's, and remember the workspace the session works in.
 * - `jobs.created_by`, `phone_lists.created_by`: who created them; `conversations.assignee_id`: the member a
 *   conversation is assigned to.
 * - `plans.seat_limit`: how many people a plan's workspace may have (-1: no limit).
 */
export const sql = /* sql */ `
CREATE TABLE workspaces (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE workspace_members (
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('OWNER', 'ADMIN', 'AGENT')),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, user_id)
);
CREATE UNIQUE INDEX workspace_members_one_owner ON workspace_members (workspace_id) WHERE role = 'OWNER';
CREATE INDEX workspace_members_user_idx ON workspace_members (user_id);

CREATE TABLE member_accounts (
  workspace_id uuid NOT NULL,
  user_id uuid NOT NULL,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  PRIMARY KEY (workspace_id, user_id, account_id),
  FOREIGN KEY (workspace_id, user_id) REFERENCES workspace_members (workspace_id, user_id) ON DELETE CASCADE
);

CREATE TABLE workspace_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('ADMIN', 'AGENT')),
  account_ids uuid[] NOT NULL DEFAULT '{}',
  token_hash text NOT NULL UNIQUE,
  invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users(id) ON DELETE SET NULL,
  revoked_at timestamptz
);
CREATE INDEX workspace_invitations_workspace_idx ON workspace_invitations (workspace_id, created_at DESC);

INSERT INTO workspaces (id, name, created_at) SELECT id, email, created_at FROM users;
INSERT INTO workspace_members (workspace_id, user_id, role, joined_at) SELECT id, id, 'OWNER', created_at FROM users;

DO $$
DECLARE
  owned text;
  fk text;
BEGIN
  FOREACH owned IN ARRAY ARRAY['account_sending_windows', 'accounts', 'ai_configs', 'bot_sessions', 'conversations',
    'do_not_contact', 'do_not_contact_settings', 'friend_tags', 'friends', 'group_tags', 'groups', 'job_daily_activity',
    'job_schedules', 'jobs', 'messages', 'payments', 'phone_lists', 'plan_changes', 'proxies', 'qr_logins',
    'reply_hours', 'shared_lists', 'subscriptions']
  LOOP
    FOR fk IN SELECT c.conname FROM pg_constraint c
               WHERE c.conrelid = owned::regclass AND c.contype = 'f' AND c.confrelid = 'users'::regclass
    LOOP
      EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', owned, fk);
    END LOOP;
    EXECUTE format('ALTER TABLE %I RENAME COLUMN user_id TO workspace_id', owned);
    IF owned <> 'messages' THEN
      EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I FOREIGN KEY (workspace_id) REFERENCES workspaces(id) ON DELETE CASCADE',
                     owned, owned || '_workspace_id_fkey');
    END IF;
  END LOOP;
END $$;

CREATE OR REPLACE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], COALESCE(NEW.workspace_id, OLD.workspace_id)::text);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION notify_conversation_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('inbox_changed', NEW.workspace_id::text || ':' || NEW.account_id::text || ':' || NEW.id::text);
  RETURN NULL;
END $$;

-- A change to who works where, or with which accounts, tells every process on 'workspace_members' with the person's id.
CREATE FUNCTION notify_member_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('workspace_members', COALESCE(NEW.user_id, OLD.user_id)::text);
  RETURN NULL;
END $$;
CREATE TRIGGER workspace_members_changed AFTER INSERT OR UPDATE OR DELETE ON workspace_members
  FOR EACH ROW EXECUTE FUNCTION notify_member_change();
CREATE TRIGGER member_accounts_changed AFTER INSERT OR UPDATE OR DELETE ON member_accounts
  FOR EACH ROW EXECUTE FUNCTION notify_member_change();

ALTER TABLE refresh_tokens ADD COLUMN workspace_id uuid REFERENCES workspaces(id) ON DELETE SET NULL;
ALTER TABLE jobs ADD COLUMN created_by uuid REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE phone_lists ADD COLUMN created_by uuid REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE conversations ADD COLUMN assignee_id uuid REFERENCES users(id) ON DELETE SET NULL;
CREATE INDEX conversations_assignee_idx ON conversations (workspace_id, assignee_id, last_at DESC) WHERE assignee_id IS NOT NULL;

ALTER TABLE plans ADD COLUMN seat_limit integer NOT NULL DEFAULT 1 CHECK (seat_limit >= -1);
UPDATE plans SET seat_limit = CASE name WHEN 'basic' THEN 2 WHEN 'plus' THEN 5 WHEN 'pro' THEN 20 ELSE seat_limit END;

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
  actor_email text NOT NULL DEFAULT '',
  action text NOT NULL,
  target jsonb,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_workspace_at_idx ON audit_log (workspace_id, at DESC, id DESC);
CREATE INDEX audit_log_workspace_actor_idx ON audit_log (workspace_id, actor_id, at DESC);
-- Append-only: no one edits or removes an entry (a workspace's deletion removes its log with it).
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END $$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
`;
