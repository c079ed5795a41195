/**
 * No row that every send of a customer updates. `job_daily_activity` was one row per (user, day):
 * every outcome of every account of a customer queued on its lock. It becomes one row per (user, day, account):
 * each account counts in its own row and the day's figures are their sum on read. `account_id` names the account
 * that sent, without a foreign key (the day's history outlives the account); rows written before this migration,
 * and outcomes of a job whose account is gone, count under the nil uuid.
 */
export const sql = /* sql */ `
ALTER TABLE job_daily_activity ADD COLUMN account_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000';
ALTER TABLE job_daily_activity DROP CONSTRAINT job_daily_activity_pkey;
ALTER TABLE job_daily_activity ADD PRIMARY KEY (user_id, day, account_id);
`;
