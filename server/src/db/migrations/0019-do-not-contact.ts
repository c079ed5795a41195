/**
 * The do-not-contact list of each user: phone numbers, and people by their stable platform id
 * (`global_id`: Zalo gives each viewing account its own uid for a person, so an entry by globalId blocks them
 * whatever account sends). A person's entry may also keep the phone the stored friends knew. `source` says how it
 * got there: by hand, from a job's recipient log, an Excel import, or the person's own opt-out reply to a bot.
 * `do_not_contact_settings` holds the user's opt-out words. `job_recipients.global_id` is the recipient's stable id
 * when known at creation, so the engine checks the list before each send without asking the platform.
 */
export const sql = /* sql */ `
CREATE TABLE do_not_contact (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('phone', 'user')),
  phone text,
  global_id text,
  display_name text,
  source text NOT NULL CHECK (source IN ('manual', 'job', 'import', 'opt-out')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'phone' AND phone IS NOT NULL) OR (kind = 'user' AND global_id IS NOT NULL))
);
CREATE UNIQUE INDEX do_not_contact_phone_idx ON do_not_contact (user_id, phone) WHERE kind = 'phone';
CREATE UNIQUE INDEX do_not_contact_person_idx ON do_not_contact (user_id, global_id) WHERE kind = 'user';
CREATE INDEX do_not_contact_user_created_idx ON do_not_contact (user_id, created_at DESC, id DESC);
CREATE INDEX do_not_contact_user_phone_idx ON do_not_contact (user_id, phone) WHERE phone IS NOT NULL;

CREATE TABLE do_not_contact_settings (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  opt_out_words jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE job_recipients ADD COLUMN global_id text;
`;
