/**
 * The last JSON keys things were looked up by become columns, as in 0048: a job's schedule (the Kho chung schedule
 * that created it, counted per day against the schedule's daily limit) and a schedule's list (the phone list or Kho
 * chung list it works through, found when the list is paused, resumed, shown or deleted). Computed from the JSON by
 * the database (generated, stored), so every row has them however it is written; the JSON stays as it is.
 */
export const sql = /* sql */ `
ALTER TABLE jobs ADD COLUMN schedule_id text GENERATED ALWAYS AS (metadata->>'scheduleId') STORED;
CREATE INDEX jobs_schedule_id_idx ON jobs (schedule_id, created_at) WHERE schedule_id IS NOT NULL;
ALTER TABLE job_schedules ADD COLUMN list_id text GENERATED ALWAYS AS (request->>'listId') STORED;
CREATE INDEX job_schedules_list_id_idx ON job_schedules (user_id, list_id) WHERE list_id IS NOT NULL;
`;
