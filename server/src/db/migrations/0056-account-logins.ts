/**
 * `account_logins`: every login of an account's Zalo session the server made (bots module): when, and which kind
 * (`BOT`: a bot's start by the customer, `TAKEOVER`: a bot restored by the server, `SHORT`: a session for one piece of
 * work, `QR`, `COOKIE`: a pasted or stored cookie, `CHECK`: "Kiểm tra"). Counted per Vietnamese day: past
 * ZALO_MAX_LOGINS_PER_DAY the server stops logging in by itself until midnight (Asia/Ho_Chi_Minh).
 */
export const sql = /* sql */ `
CREATE TABLE account_logins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL
);
CREATE INDEX account_logins_account_at ON account_logins (account_id, at DESC);
`;
