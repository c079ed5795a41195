/**
 * When the engine meant to act for a recipient (its pacing plan: the previous action plus the drawn
 * delay, or when the run became due), written with the outcome. Lateness is the time the action really happened
 * minus this; the bench measures it per send instead of bounding it from the gaps.
 */
export const sql = /* sql */ `
ALTER TABLE job_recipients ADD COLUMN planned_at timestamptz;
`;
