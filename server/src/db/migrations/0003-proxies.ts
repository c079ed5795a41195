/**
 * Proxies of each user. The password is never stored in clear: `password_sealed` holds it sealed with the
 * secret box (AES-256-GCM under a key derived from APP_SECRET, bound to the row id). The username is
 * kept readable (it is shown masked); every query filters by user_id.
 */
export const sql = /* sql */ `
CREATE TABLE proxies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  scheme text NOT NULL CHECK (scheme IN ('http', 'https', 'socks4', 'socks5')),
  host text NOT NULL CHECK (length(host) BETWEEN 1 AND 253),
  port integer NOT NULL CHECK (port BETWEEN 1 AND 65535),
  username text,
  password_sealed text,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX proxies_user_created_idx ON proxies (user_id, created_at DESC, id DESC);
CREATE INDEX proxies_user_active_created_idx ON proxies (user_id, is_active, created_at DESC, id DESC);
`;
