/**
 * The keys of a job's metadata that the lists and runs look jobs up by become columns of jobs: its source, its run
 * (execution id), its Kho chung list, its phone list and the phone list's side (friend request or message). They are
 * computed from the metadata by the database (generated, stored), so they are filled when a job is created, however
 * it is written, and the rows already there get them now; the metadata stays as it is (the API answers it). Each
 * id is indexed where it is set, replacing the indexes on the metadata's keys.
 */
export const sql = /* sql */ `
ALTER TABLE jobs
  ADD COLUMN source text GENERATED ALWAYS AS (metadata->>'source') STORED,
  ADD COLUMN execution_id text GENERATED ALWAYS AS (metadata->>'executionId') STORED,
  ADD COLUMN list_id text GENERATED ALWAYS AS (metadata->>'listId') STORED,
  ADD COLUMN phone_list_id text GENERATED ALWAYS AS (metadata->>'phoneListId') STORED,
  ADD COLUMN phone_action text GENERATED ALWAYS AS (metadata->>'phoneAction') STORED;
CREATE INDEX jobs_execution_id_idx ON jobs (user_id, execution_id) WHERE execution_id IS NOT NULL;
CREATE INDEX jobs_list_id_idx ON jobs (list_id) WHERE list_id IS NOT NULL;
CREATE INDEX jobs_phone_list_id_idx ON jobs (phone_list_id) WHERE phone_list_id IS NOT NULL;
DROP INDEX jobs_execution_idx;
DROP INDEX jobs_list_idx;
DROP INDEX jobs_phone_list_idx;
`;
