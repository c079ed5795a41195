/**
 * Daily schedules that create jobs (the bulk group send "on a schedule"): at each of `schedule_times` (HH:MM in
 * `timezone`) the stored `request` becomes a job. `next_run_at` is the next such instant; a runner claims due
 * rows with FOR UPDATE SKIP LOCKED, so several server processes never run one occurrence twice. The last
 * run's job or failure is kept on the row. Also an index to find a bulk send by its execution id.
 */
export const sql = /* sql */ `
CREATE TABLE job_schedules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('bulk-groups')),
  schedule_times text[] NOT NULL,
  timezone text NOT NULL,
  request jsonb NOT NULL,
  next_run_at timestamptz NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  last_run_at timestamptz,
  last_job_id uuid,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_schedules_due_idx ON job_schedules (next_run_at) WHERE is_active;
CREATE INDEX job_schedules_user_idx ON job_schedules (user_id, created_at DESC);

CREATE INDEX jobs_execution_idx ON jobs (user_id, (metadata->>'executionId')) WHERE metadata ? 'executionId';
`;
