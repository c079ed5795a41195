import type { RecipientTargetType } from 'shared-sdk/schemas';
import type { SqlRunner } from '../../../db/client';

/** A recipient of a job as it was stored: who, and their stable platform id when it was known. */
export interface ChosenRecipient {
  targetId: string;
  targetType: RecipientTargetType;
  displayName: string | null;
  globalId: string | null;
}

/**
 * Chosen recipients (by their place, seq) of the user's job, in that order, with the job's account; undefined when
 * the job is not the user's.
 */
export async function chosenRecipients(
  sql: SqlRunner,
  workspaceId: string,
  jobId: string,
  seqs: number[],
): Promise<{ accountId: string | null; recipients: ChosenRecipient[] } | undefined> {
  const [job] = await sql.query<{ account_id: string | null }>('SELECT account_id FROM jobs WHERE id = $1 AND workspace_id = $2', [jobId, workspaceId]);
  if (!job) return undefined;
  const rows = await sql.query<{ target_id: string; target_type: RecipientTargetType; display_name: string | null; global_id: string | null }>(
    `SELECT target_id, target_type, display_name, global_id FROM job_recipients WHERE job_id = $1 AND seq = ANY($2::int[]) ORDER BY seq`,
    [jobId, seqs],
  );
  return {
    accountId: job.account_id,
    recipients: rows.map((row) => ({ targetId: row.target_id, targetType: row.target_type, displayName: row.display_name, globalId: row.global_id })),
  };
}
