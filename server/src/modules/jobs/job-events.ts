import { type JobStatus, type JobType, jobTitleOf } from 'shared-sdk/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { EventSender } from '../../lib/event-publishing';
import type { RepliedSend } from './replies/attribute';

/** When the failure has no reason of its own (it always has one today). */
const FAILED_REASON = 'Tác vụ thất bại';

/**
 * The jobs' workspace events. A job that reaches its end in the engine: COMPLETED is `job.completed` (every recipient
 * handled), FAILED is `job.failed` with the job's reason (nothing could be sent, or the account could not send any
 * more: expired, kicked, deleted). A job a person cancels is neither (they know). A send answered by its recipient
 * is `recipient.replied`, once the inbox's transaction that counted it is committed.
 */
export function createJobEvents(deps: {
  database: Pick<Database, 'query'>;
  events: EventSender;
  log: FastifyBaseLogger;
  /** A job of a phone list ended (the phone-lists module completes and announces the list when nothing is left). */
  phoneListJobEnded?: (listId: string) => Promise<void>;
}) {
  const { database, events, log } = deps;

  async function ended(jobId: string): Promise<void> {
    const [row] = await database.query<{
      workspace_id: string;
      account_id: string | null;
      account_name: string | null;
      type: JobType;
      status: JobStatus;
      error_message: string | null;
      metadata: Record<string, unknown> | string;
      total_recipients: number;
      success_count: number;
      failed_count: number;
      skipped_count: number;
    }>(
      `SELECT workspace_id, account_id, account_name, type, status, error_message, metadata, total_recipients, success_count, failed_count, skipped_count
         FROM jobs WHERE id = $1`,
      [jobId],
    );
    if (!row || (row.status !== 'COMPLETED' && row.status !== 'FAILED')) return;
    const metadata = typeof row.metadata === 'string' ? (JSON.parse(row.metadata) as Record<string, unknown>) : row.metadata;
    if (metadata.source === 'phone-list' && typeof metadata.phoneListId === 'string') await deps.phoneListJobEnded?.(metadata.phoneListId);
    // A job whose account was deleted meanwhile keeps the account's name, not its id.
    const account = row.account_id ? await events.account(row.workspace_id, row.account_id) : { id: '', name: row.account_name };
    const common = {
      jobId,
      account,
      type: row.type,
      name: jobTitleOf({ type: row.type, metadata }),
      counts: { total: row.total_recipients, sent: row.success_count, failed: row.failed_count, skipped: row.skipped_count },
    };
    if (row.status === 'COMPLETED') await events.publish({ workspaceId: row.workspace_id, type: 'job.completed', data: common });
    else await events.publish({ workspaceId: row.workspace_id, type: 'job.failed', data: { ...common, reason: row.error_message || FAILED_REASON } });
  }

  return {
    /** The engine ended the job (never throws: a failure is logged). */
    async ended(jobId: string): Promise<void> {
      await ended(jobId).catch((error: unknown) => log.warn({ err: error, jobId, type: 'job.completed' }, "job's end not announced"));
    },

    /** Sends answered by their recipients (committed). */
    async replied(replies: RepliedSend[]): Promise<void> {
      await Promise.all(
        replies.map(async (reply) =>
          events.publish({
            workspaceId: reply.workspaceId,
            type: 'recipient.replied',
            data: {
              account: await events.account(reply.workspaceId, reply.accountId),
              jobId: reply.jobId,
              recipient: { uid: reply.uid, name: reply.name },
              variant: reply.variant,
              repliedAt: reply.repliedAt,
            },
          }),
        ),
      );
    },
  };
}
export type JobEvents = ReturnType<typeof createJobEvents>;
