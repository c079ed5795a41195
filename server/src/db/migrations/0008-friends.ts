/**
 * Stored friends of each account and the user's friend tags. A friend is keyed by
 * (account, uid): Zalo gives the same person a different uid from each account, `global_id` is the stable one.
 * A friend who is gone after a sync keeps its row (and tags) with `removed_at` set; a later sync brings it back.
 */
export const sql = /* sql */ `
CREATE TABLE friends (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  uid text NOT NULL,
  global_id text,
  display_name text NOT NULL,
  zalo_name text,
  avatar text,
  phone text,
  is_active boolean NOT NULL DEFAULT true,
  removed_at timestamptz,
  last_sync_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, uid)
);
CREATE INDEX friends_user_idx ON friends (user_id, display_name) WHERE removed_at IS NULL;

CREATE TABLE friend_tags (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  color text NOT NULL DEFAULT '#3B82F6',
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, name)
);

CREATE TABLE friend_tag_assignments (
  tag_id uuid NOT NULL REFERENCES friend_tags(id) ON DELETE CASCADE,
  friend_id uuid NOT NULL REFERENCES friends(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tag_id, friend_id)
);
CREATE INDEX friend_tag_assignments_friend_idx ON friend_tag_assignments (friend_id);

CREATE TABLE account_friend_syncs (
  account_id uuid PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  synced_at timestamptz NOT NULL DEFAULT now()
);
`;
