/**
 * Jobs beyond the plan's concurrent limit wait for a slot instead of being refused: a PENDING job
 * with `waiting_for_slot` does not count as running and the engine does not pick it; when a running job of its user
 * ends (or the engine's sweep finds a free slot), the oldest waiting ones are released, first come first served.
 */
export const sql = /* sql */ `
ALTER TABLE jobs ADD COLUMN waiting_for_slot boolean NOT NULL DEFAULT false;
CREATE INDEX jobs_waiting_for_slot_idx ON jobs (user_id, created_at, id) WHERE waiting_for_slot AND status = 'PENDING';
`;
