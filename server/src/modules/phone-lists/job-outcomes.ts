import { PHONE_NO_ZALO_REASON } from 'shared-sdk/schemas';
import type { SqlRunner } from '../../db/client';
import { listJobsSql } from '../jobs';

/**
 * An entry's status follows the newest finished recipient that is its number in a job of the list (newer than the
 * entry's last change): a friend request or message sent, or the goal already held (a skip with Zalo's code 225 /
 * 222), is SUCCESS; a skip without a code (no Zalo account for the number, or on the do-not-contact list) is SKIPPED
 * with its reason; another failure is FAILED with Zalo's code and text. The reason or error is kept on the side
 * (request or message) it happened. The entry keeps the account that worked it and who the number turned out to be
 * (the name and the platform user id findUser gave, kept on the recipient by the engine). One statement (the jobs'
 * outcomes are a fragment of the jobs module's).
 */
const FOLLOW_JOB_OUTCOMES = `
  UPDATE phone_numbers n SET
    status = o.status,
    account_id = coalesce(o.account_id, n.account_id),
    found_user_name = coalesce(o.display_name, n.found_user_name),
    found_user_id = coalesce(o.resolved_id, n.found_user_id),
    error_message = CASE WHEN o.side = 'friend-request' THEN o.error ELSE n.error_message END,
    message_error_message = CASE WHEN o.side = 'message' THEN o.error ELSE n.message_error_message END,
    processed_at = o.at, status_at = o.at
  FROM (
    SELECT DISTINCT ON (r.target_id) r.target_id, r.account_id, r.phone_action AS side, r.display_name, r.resolved_id, r.processed_at AS at,
      CASE WHEN r.status = 'SENT' OR (r.status = 'SKIPPED' AND r.error_code IS NOT NULL) THEN 'SUCCESS'
           WHEN r.status = 'SKIPPED' THEN 'SKIPPED' ELSE 'FAILED' END AS status,
      CASE WHEN r.status = 'SKIPPED' AND r.error_code IS NULL THEN r.error_message
           WHEN r.status = 'FAILED' THEN CASE WHEN r.error_code IS NULL THEN r.error_message ELSE r.error_message || ' (Code: ' || r.error_code || ')' END END AS error
    FROM (${listJobsSql.outcomes({ list: 'phone', listId: '$1::text' }, ['SENT', 'SKIPPED', 'FAILED'])}) r
    ORDER BY r.target_id, r.processed_at DESC
  ) o
  WHERE n.list_id = $1::uuid AND n.phone = o.target_id AND (n.status_at IS NULL OR n.status_at < o.at)`;

/** Brings the list's numbers up to date with the outcomes of its jobs. */
export const followJobOutcomes = (sql: SqlRunner, listId: string) => sql.query(FOLLOW_JOB_OUTCOMES, [listId]);

/** An entry skipped because its number has no Zalo account (on either side). */
export const NO_ZALO = `n.status = 'SKIPPED' AND '${PHONE_NO_ZALO_REASON}' IN (n.error_message, n.message_error_message)`;

/**
 * Numbers (`n`) a job of the list holds: a PENDING recipient of an unfinished job (PROCESSING on screen), or an
 * outcome the engine wrote after the numbers last followed their jobs (the number is done, not pending). Never taken
 * twice.
 */
export const HELD = listJobsSql.held(
  { list: 'phone', listId: 'n.list_id::text' },
  { is: (recipient) => `${recipient.targetId} = n.phone`, outcomes: ['SENT', 'SKIPPED', 'FAILED'], since: 'n.status_at' },
);
