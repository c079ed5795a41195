/**
 * Shared pending lists, 'Kho chung': members saved from pending friends, one list per user and
 * source account. A member's `member_id` is the platform uid as the source account sees it (Zalo gives each viewing
 * account its own uid for a person; `global_id` is the stable one). `status_at` is when the status last changed:
 * a job outcome newer than it moves the status on.
 */
export const sql = /* sql */ `
CREATE TABLE shared_lists (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  source_account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
  name text NOT NULL,
  description text,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shared_lists_user_idx ON shared_lists (user_id, created_at DESC);
CREATE UNIQUE INDEX shared_lists_source_idx ON shared_lists (user_id, source_account_id) WHERE NOT archived;

CREATE TABLE shared_list_members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  list_id uuid NOT NULL REFERENCES shared_lists(id) ON DELETE CASCADE,
  member_id text NOT NULL,
  global_id text,
  display_name text,
  zalo_name text,
  group_id text,
  group_name text,
  status text NOT NULL DEFAULT 'pending',
  status_reason text,
  status_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (list_id, member_id)
);

-- A list's daily messaging is a kind of job schedule; its jobs carry the list id.
ALTER TABLE job_schedules DROP CONSTRAINT job_schedules_kind_check;
ALTER TABLE job_schedules ADD CONSTRAINT job_schedules_kind_check CHECK (kind IN ('bulk-groups', 'shared-list-message'));
CREATE INDEX jobs_list_idx ON jobs (user_id, (metadata->>'listId')) WHERE metadata ? 'listId';
`;
