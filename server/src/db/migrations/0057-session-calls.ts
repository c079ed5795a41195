/**
 * Forwarded session calls (modules/bots/forwarding.ts): a process that needs an account's session while another
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
`;
