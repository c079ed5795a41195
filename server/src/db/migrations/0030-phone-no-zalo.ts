/**
 * A phone number without a Zalo account used to be recorded as a failed recipient ('User not found by phone'). It is
 * a skipped one now, with the reason 'Không có Zalo': neither a failure nor a success. The rows written before are
 * moved to that meaning: the recipient, its job's counters and status (a job that failed only for such numbers
 * completed), the day's failures on the dashboard chart (Vietnamese days: UTC+7, no daylight saving), and the
 * reason on the phone-list numbers that followed those recipients.
 */
export const sql = /* sql */ `
WITH moved AS (
  UPDATE job_recipients SET status = 'SKIPPED', error_message = 'Không có Zalo', error_code = NULL
   WHERE target_type = 'phone' AND status = 'FAILED' AND error_message = 'User not found by phone'
  RETURNING job_id, processed_at
), per_job AS (
  SELECT job_id, count(*)::int AS n FROM moved GROUP BY job_id
), per_day AS (
  SELECT j.user_id, ((m.processed_at AT TIME ZONE 'UTC') + interval '7 hours')::date AS day, count(*)::int AS n
    FROM moved m JOIN jobs j ON j.id = m.job_id
   WHERE m.processed_at IS NOT NULL
   GROUP BY 1, 2
), days AS (
  UPDATE job_daily_activity d SET failed = greatest(0, d.failed - p.n)
    FROM per_day p WHERE d.user_id = p.user_id AND d.day = p.day
  RETURNING 1
)
UPDATE jobs j
   SET failed_count = greatest(0, j.failed_count - p.n),
       skipped_count = j.skipped_count + p.n,
       status = CASE WHEN j.status = 'FAILED' AND j.failed_count - p.n <= 0 THEN 'COMPLETED' ELSE j.status END,
       error_message = CASE WHEN j.status = 'FAILED' AND j.failed_count - p.n <= 0 THEN NULL ELSE j.error_message END
  FROM per_job p
 WHERE j.id = p.job_id;

UPDATE phone_numbers n
   SET error_message = CASE WHEN o.side = 'friend-request' THEN 'Không có Zalo' ELSE n.error_message END,
       message_error_message = CASE WHEN o.side = 'message' THEN 'Không có Zalo' ELSE n.message_error_message END
  FROM (
    SELECT DISTINCT ON (j.metadata->>'phoneListId', r.target_id) j.metadata->>'phoneListId' AS list_id, r.target_id, j.metadata->>'phoneAction' AS side
      FROM jobs j JOIN job_recipients r ON r.job_id = j.id
     WHERE j.metadata ? 'phoneListId' AND r.status = 'SKIPPED' AND r.error_message = 'Không có Zalo'
     ORDER BY j.metadata->>'phoneListId', r.target_id, r.processed_at DESC
  ) o
 WHERE n.list_id::text = o.list_id AND n.phone = o.target_id AND n.status = 'SKIPPED'
   AND n.error_message IS NULL AND n.message_error_message IS NULL;
`;
