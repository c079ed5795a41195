/**
 * The dashboard's chart counts skipped recipients (no Zalo, do-not-contact, already friends) apart from failures:
 * a day of numbers without Zalo is not painted as failures. Days before this count none.
 */
export const sql = /* sql */ `
ALTER TABLE job_daily_activity ADD COLUMN skipped integer NOT NULL DEFAULT 0;
`;
