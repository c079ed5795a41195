/**
 * Accounts' sessions across server processes (modules/bots: runtime.ts, forwarding.ts).
 *
 * - `server_processes`: the processes that may hold sessions (roles all and worker), seen at each take-over tick;
 *   the accounts are shared fairly between those seen lately.
 * - `session_calls`: forwarded session calls (modules/bots/forwarding.ts): a process that needs an account's session while another
 * process holds its lease writes the call here and notifies the holder, which writes the answer and notifies back.
 * A row lives for one call; the caller removes it when answered or timed out (rows a crash left behind go after an
 * hour). Rows, not notification payloads, carry the values: a friend list is larger than NOTIFY's 8 KB.
 */
export const sql = /* sql */ `
CREATE TABLE session_calls (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL,
  reply_channel text NOT NULL,
  request jsonb NOT NULL,
  answer jsonb,
  claimed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX session_calls_created_idx ON session_calls (created_at);

CREATE TABLE server_processes (
  holder text PRIMARY KEY,
  seen_at timestamptz NOT NULL DEFAULT now()
);
`;
