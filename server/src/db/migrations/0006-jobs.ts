/**
 * Background jobs. `jobs` holds one job with its counters; `job_recipients` one row per recipient with its own
 * state, so a restarted server resumes exactly where the last one stopped. `job_daily_activity` counts messages
 * sent and failed per user and Vietnamese day (the dashboard chart); `account_daily_usage` counts what each
 * account did today (the daily caps); `account_send_state` holds an account's cool-down after a rate limit.
 * pg-boss keeps its own tables in the `pgboss` schema.
 */
export const sql = /* sql */ `
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
  account_name text,
  type text NOT NULL CHECK (type IN ('TO_FRIENDS', 'TO_GROUP_MEMBERS', 'TO_THREAD', 'FRIEND_REQUEST', 'GROUP_INVITE')),
  action text NOT NULL CHECK (action IN ('message', 'friend-request', 'group-invite')),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED')),
  priority smallint NOT NULL DEFAULT 5 CHECK (priority BETWEEN 1 AND 10),
  max_retries smallint NOT NULL DEFAULT 3 CHECK (max_retries BETWEEN 0 AND 5),
  scheduled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  completed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  total_recipients integer NOT NULL,
  success_count integer NOT NULL DEFAULT 0,
  failed_count integer NOT NULL DEFAULT 0,
  skipped_count integer NOT NULL DEFAULT 0,
  error_message text,
  paused_until timestamptz,
  payload jsonb NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  target_group_id text
);
CREATE INDEX jobs_user_created_idx ON jobs (user_id, created_at DESC);
CREATE INDEX jobs_user_status_idx ON jobs (user_id, status);
CREATE INDEX jobs_account_runnable_idx ON jobs (account_id, priority DESC, created_at) WHERE status IN ('PENDING', 'PROCESSING');

CREATE TABLE job_recipients (
  job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  seq integer NOT NULL,
  target_id text NOT NULL,
  target_type text NOT NULL CHECK (target_type IN ('user', 'group', 'phone')),
  display_name text,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED', 'SKIPPED')),
  attempts smallint NOT NULL DEFAULT 0,
  error_code integer,
  error_message text,
  processed_at timestamptz,
  PRIMARY KEY (job_id, seq)
);
CREATE INDEX job_recipients_pending_idx ON job_recipients (job_id, seq) WHERE status = 'PENDING';

CREATE TABLE job_daily_activity (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day date NOT NULL,
  sent integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);

CREATE TABLE account_daily_usage (
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  day date NOT NULL,
  action text NOT NULL CHECK (action IN ('message', 'friend-request', 'group-invite')),
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, day, action)
);

CREATE TABLE account_send_state (
  account_id uuid PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  cooldown_until timestamptz,
  cooldown_reason text
);
`;
