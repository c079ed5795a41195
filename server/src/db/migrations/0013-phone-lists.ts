/**
 * Phone lists imported from Excel: numbers in the stored form 0xxxxxxxxx, each assigned to one of
 * the user's accounts, with the outcome of its friend request and of its message. Each account has daily quotas
 * for phone-list work. A list's friend-request and message schedules are kinds of job schedules; their jobs carry
 * the list id, and an entry's status follows its recipients' outcomes (newer than `status_at`).
 */
export const sql = /* sql */ `
CREATE TABLE phone_lists (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PROCESSING', 'COMPLETED', 'PAUSED', 'CANCELLED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX phone_lists_user_idx ON phone_lists (user_id, created_at DESC);

CREATE TABLE phone_numbers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  list_id uuid NOT NULL REFERENCES phone_lists(id) ON DELETE CASCADE,
  seq integer NOT NULL,
  phone text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING',
  account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
  found_user_name text,
  found_user_id text,
  error_message text,
  message_error_message text,
  processed_at timestamptz,
  status_at timestamptz,
  UNIQUE (list_id, phone)
);
CREATE INDEX phone_numbers_work_idx ON phone_numbers (list_id, status, account_id, seq);

CREATE TABLE phone_account_quotas (
  account_id uuid PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  friend_request_limit integer NOT NULL DEFAULT 50 CHECK (friend_request_limit BETWEEN 1 AND 500),
  message_limit integer NOT NULL DEFAULT 100 CHECK (message_limit BETWEEN 1 AND 1000),
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE job_schedules DROP CONSTRAINT job_schedules_kind_check;
ALTER TABLE job_schedules ADD CONSTRAINT job_schedules_kind_check
  CHECK (kind IN ('bulk-groups', 'shared-list-message', 'phone-friend-request', 'phone-message'));
CREATE INDEX jobs_phone_list_idx ON jobs (user_id, (metadata->>'phoneListId')) WHERE metadata ? 'phoneListId';
`;
