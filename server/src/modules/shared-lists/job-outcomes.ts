import type { RecipientStatus } from 'shared-sdk/schemas';
import type { SqlRunner } from '../../db/client';
import { type ListRecipientRef, listJobsSql } from '../jobs';

/**
 * The member (of list `l`) a recipient of a list job is: from the source account its uid is the member id; from
 * another account, the uid that account resolved the member to (shared_list_member_uids).
 */
const memberOf = (recipient: ListRecipientRef) => `CASE WHEN ${recipient.accountId} = l.source_account_id THEN ${recipient.targetId}
  ELSE (SELECT u.member_id FROM shared_list_member_uids u WHERE u.list_id = l.id AND u.account_id = ${recipient.accountId} AND u.uid = ${recipient.targetId}) END`;

/**
 * The outcomes a member follows: sent, failed, and skipped by the engine before sending (the do-not-contact list, a
 * reply that stops a schedule, an active conversation: a skip without Zalo's code). A skip with a code (already
 * friends, already a member) and a cancel (no outcome) leave the member as it was.
 */
const FOLLOWED: RecipientStatus[] = ['SENT', 'FAILED', 'SKIPPED'];
const FOLLOWED_IF = `(r.status <> 'SKIPPED' OR r.error_code IS NULL)`;

/**
 * A member's status follows the outcomes of the list's jobs: the newest finished recipient that is that member,
 * newer than the member's last change. A friend request that went through is SENT (the person still has to
 * accept); a message or invite that went through is SUCCESS; a failure or a skip before sending is FAILED with its
 * reason (so a member who answered is not taken again by the list's schedule). One statement (the jobs' outcomes are a fragment of the
 * jobs module's, which names the list's id first: as a uuid, the type the statement's other uses of $1 need).
 */
const FOLLOW_JOB_OUTCOMES = `
  UPDATE shared_list_members m SET status = o.status, status_reason = o.reason, status_at = o.at
  FROM (
    SELECT DISTINCT ON (member_id) * FROM (
      SELECT ${memberOf({ accountId: 'r.account_id', targetId: 'r.target_id' })} AS member_id,
        CASE WHEN r.status IN ('FAILED', 'SKIPPED') THEN 'FAILED' WHEN r.job_type = 'FRIEND_REQUEST' THEN 'SENT' ELSE 'SUCCESS' END AS status,
        CASE WHEN r.status IN ('FAILED', 'SKIPPED') THEN r.error_message END AS reason,
        r.processed_at AS at
      FROM shared_lists l JOIN (${listJobsSql.outcomes({ list: 'shared', listId: '$1::uuid::text' }, FOLLOWED)}) r ON r.workspace_id = l.workspace_id
      WHERE l.id = $1 AND ${FOLLOWED_IF}
    ) outcomes
    WHERE member_id IS NOT NULL
    ORDER BY member_id, at DESC
  ) o
  WHERE m.list_id = $1 AND m.member_id = o.member_id AND (m.status_at IS NULL OR m.status_at < o.at)`;

/** Brings the list's members up to date with the outcomes of its jobs. */
export const followJobOutcomes = (sql: SqlRunner, listId: string) => sql.query(FOLLOW_JOB_OUTCOMES, [listId]);

/**
 * Members (`m` of list `l`, whose id is `$1`) that a job of the list holds: a PENDING recipient of an unfinished job,
 * or an outcome the engine wrote after the members last followed their jobs: such a member is done, not pending
 * (never sent twice).
 */
export const HELD = listJobsSql.held(
  { list: 'shared', listId: '$1::text', workspaceId: 'l.workspace_id' },
  { is: (recipient) => `${memberOf(recipient)} = m.member_id`, outcomes: FOLLOWED, since: 'm.status_at', outcomeIf: FOLLOWED_IF },
);
