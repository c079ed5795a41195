/**
 * Sending windows and account health.
 * - `account_sending_windows`: an account's own sending window (minutes of the Vietnamese day, [start, end), crossing
 *   midnight when start > end) or `enabled = false`; an account without a row follows the server's JOB_SENDING_WINDOW.
 * - `account_send_state` gains the circuit breaker's counters (the run of failures and the last attempts as 'F'/'S'
 *   characters, newest last) and its reason while it holds the account (its time is the cool-down's, reason 'BREAKER').
 * - `account_daily_contacts`: what an account did today that Zalo limits per day beside the caps: messages sent to
 *   people who are not its friends, and phone lookups.
 * - `accounts.first_login_at` starts the warm-up; accounts logged in before this migration count from their creation.
 * - `jobs.pause_reason`: why a job waits until its `paused_until` (outside the window, breaker, warm-up cap), for its card.
 */
export const sql = /* sql */ `
ALTER TABLE accounts ADD COLUMN first_login_at timestamptz;
UPDATE accounts SET first_login_at = created_at WHERE last_login_at IS NOT NULL;

CREATE TABLE account_sending_windows (
  account_id uuid PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  enabled boolean NOT NULL,
  start_minute smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute smallint NOT NULL CHECK (end_minute BETWEEN 0 AND 1439),
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE account_send_state
  ADD COLUMN fail_streak integer NOT NULL DEFAULT 0,
  ADD COLUMN recent_outcomes text NOT NULL DEFAULT '',
  ADD COLUMN breaker_reason text;

CREATE TABLE account_daily_contacts (
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  day date NOT NULL,
  strangers integer NOT NULL DEFAULT 0,
  phone_lookups integer NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, day)
);

ALTER TABLE jobs ADD COLUMN pause_reason text;
`;
