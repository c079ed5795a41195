/**
 * Stored groups of each account and the user's group tags. A group is keyed by (account,
 * group_id). `version` is Zalo's version of the group (getAllGroups' gridVerMap): a sync reads details only when
 * it changed. A group the account is no longer in keeps its row (and tags) with `removed_at` set.
 */
export const sql = /* sql */ `
CREATE TABLE groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  group_id text NOT NULL,
  name text NOT NULL,
  member_count integer NOT NULL DEFAULT 0,
  is_community boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  lock_view_member boolean NOT NULL DEFAULT false,
  version text NOT NULL DEFAULT '',
  removed_at timestamptz,
  last_sync_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, group_id)
);
CREATE INDEX groups_user_idx ON groups (user_id, name) WHERE removed_at IS NULL;

CREATE TABLE group_tags (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  color text NOT NULL DEFAULT '#3B82F6',
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, name)
);

CREATE TABLE group_tag_assignments (
  tag_id uuid NOT NULL REFERENCES group_tags(id) ON DELETE CASCADE,
  group_id uuid NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tag_id, group_id)
);
CREATE INDEX group_tag_assignments_group_idx ON group_tag_assignments (group_id);

CREATE TABLE account_group_syncs (
  account_id uuid PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  synced_at timestamptz NOT NULL DEFAULT now()
);
`;
