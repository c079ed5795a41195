/**
 * The chat-platform accounts of each user and their AI auto-reply. `credentials_sealed` holds the
 * session (cookie, imei, user agent) sealed with the secret box; it never leaves the server.
 */
export const sql = /* sql */ `
CREATE TABLE accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 100),
  zalo_user_id text,
  phone text,
  avatar_url text,
  status text NOT NULL DEFAULT 'PENDING'
    CHECK (status IN ('ACTIVE', 'INACTIVE', 'PENDING', 'SUSPENDED', 'COOKIE_EXPIRED', 'RELOGIN_REQUIRED', 'LOGIN_ERROR')),
  proxy_id uuid REFERENCES proxies(id) ON DELETE SET NULL,
  auto_start boolean NOT NULL DEFAULT false,
  auto_join_by_link boolean NOT NULL DEFAULT false,
  credentials_sealed text,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accounts_user_created_idx ON accounts (user_id, created_at, id);

CREATE TABLE ai_configs (
  account_id uuid PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  system_prompt text NOT NULL,
  enabled boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;
