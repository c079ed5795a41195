/**
 * What the messages achieved: who replied, which of a job's messages they got, friend requests accepted.
 *
 * - `job_recipients.contact_id`: the person as the sending account sees them (a friend's or member's uid, a phone's
 *   resolved uid), computed by the database: a reply is matched on it (a private conversation's thread id).
 * - `job_recipients.variant`: which of the job's messages the recipient got (0 = A … 4 = E); null for one message.
 * - `job_recipients.replied_at`: the first reply within REPLY_WINDOW_DAYS of the send; `accepted_at`: when a friend
 *   request was seen accepted. Each is written once.
 * - `jobs.replied_count`, `jobs.accepted_count` and `job_variants` count them as they happen, so a job's card never
 *   scans its recipients; `job_variants` holds each message of a job with several, with its recipients, sends and
 *   replies.
 * - `job_daily_activity` gains `messages_sent` (messages sent to people: the reply rate's base), `friend_requests`,
 *   `replied` and `accepted`: replies and acceptances count on the day of the send they answer (Asia/Ho_Chi_Minh), so
 *   a late reply moves an earlier day's figure, which is how the reports stay right without recounting.
 * - `reply_hours`: replies by the day and hour they came (Asia/Ho_Chi_Minh), per account: the reports' heatmap.
 */
export const sql = /* sql */ `
ALTER TABLE job_recipients ADD COLUMN contact_id text
  GENERATED ALWAYS AS (CASE target_type WHEN 'user' THEN target_id WHEN 'phone' THEN resolved_id END) STORED;
ALTER TABLE job_recipients ADD COLUMN variant smallint;
ALTER TABLE job_recipients ADD COLUMN replied_at timestamptz;
ALTER TABLE job_recipients ADD COLUMN accepted_at timestamptz;
CREATE INDEX job_recipients_contact_idx ON job_recipients (contact_id, processed_at DESC)
  WHERE contact_id IS NOT NULL AND status = 'SENT';

ALTER TABLE jobs ADD COLUMN replied_count integer NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN accepted_count integer NOT NULL DEFAULT 0;

CREATE TABLE job_variants (
  job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  variant smallint NOT NULL CHECK (variant BETWEEN 0 AND 4),
  message text NOT NULL,
  recipients integer NOT NULL DEFAULT 0,
  sent integer NOT NULL DEFAULT 0,
  replied integer NOT NULL DEFAULT 0,
  PRIMARY KEY (job_id, variant)
);

ALTER TABLE job_daily_activity ADD COLUMN messages_sent integer NOT NULL DEFAULT 0;
ALTER TABLE job_daily_activity ADD COLUMN friend_requests integer NOT NULL DEFAULT 0;
ALTER TABLE job_daily_activity ADD COLUMN replied integer NOT NULL DEFAULT 0;
ALTER TABLE job_daily_activity ADD COLUMN accepted integer NOT NULL DEFAULT 0;

CREATE TABLE reply_hours (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id uuid NOT NULL,
  day date NOT NULL,
  hour smallint NOT NULL CHECK (hour BETWEEN 0 AND 23),
  replies integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day, account_id, hour)
);
`;
