/**
 * The runs of a phone list's schedules (one row per occurrence or manual run): when, which side (friend requests or
 * messages), and the accounts whose numbers it could not start with the reason (a plan limit…): those numbers stay
 * pending for the next run, and the runs tab says so instead of leaving them out silently. A run's jobs carry its id
 * (`metadata.executionId`); runs made before this table exist only through their jobs.
 */
export const sql = /* sql */ `
CREATE TABLE phone_list_runs (
  id uuid PRIMARY KEY,
  list_id uuid NOT NULL REFERENCES phone_lists(id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('friend-request', 'message')),
  created_at timestamptz NOT NULL DEFAULT now(),
  not_started jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX phone_list_runs_list_idx ON phone_list_runs (list_id, created_at DESC);
`;
