/**
 * Account sessions ("bots"). `accounts.bot_enabled` is what the user asked for (restored after a restart);
 * `bot_leases` says which server process holds an account's one live session, until `expires_at` (renewed
 * while it lives, taken over when its holder dies); `bot_sessions` is the history; `qr_logins` the QR
 * logins in progress, shared by every process so a poll may land on any of them.
 */
export const sql = /* sql */ `
ALTER TABLE accounts ADD COLUMN bot_enabled boolean NOT NULL DEFAULT false;

CREATE TABLE bot_leases (
  account_id uuid PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE bot_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  holder text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  end_reason text,
  messages_received integer NOT NULL DEFAULT 0,
  messages_sent integer NOT NULL DEFAULT 0
);
CREATE INDEX bot_sessions_account_started_idx ON bot_sessions (account_id, started_at DESC);

CREATE TABLE qr_logins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SCANNED', 'SUCCESS', 'EXPIRED', 'ERROR')),
  qr_image text NOT NULL,
  scanned_name text,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX qr_logins_account_idx ON qr_logins (account_id);
`;
