import type { FastifyInstance } from 'fastify';
import {
  ExportQuerySchema,
  JOB_MESSAGES,
  JOB_TYPE_LABELS,
  type JobStatus,
  type JobType,
  RECIPIENT_STATUS_LABELS,
  type RecipientStatus,
  VARIANT_LETTERS,
} from 'shared-sdk/schemas';
import { formatPlatformError } from 'shared-sdk/platform-error';
import type { Database } from '../../../db/client';
import type { AuthGuard } from '../../../http/auth-guard';
import { notFound } from '../../../http/errors';
import { sendExport } from '../../../http/export-reply';
import { isUuid } from '../../../http/ids';
import { accountScope } from '../../../http/workspace-access';
import { parse } from '../../../http/validate';
import { type ExportColumn, instant, keysetBatches } from '../../../lib/exports/table';

interface RecipientRow {
  seq: number;
  target_id: string;
  display_name: string | null;
  status: RecipientStatus;
  sent_text: string | null;
  attempts: number;
  error_code: number | null;
  error_message: string | null;
  processed_at: Date | string | null;
  variant: number | null;
  replied_at: Date | string | null;
}

const COLUMNS: ExportColumn[] = [
  { header: 'STT', width: 8 },
  { header: 'Người nhận', width: 30 },
  { header: 'ID Zalo / Số điện thoại', width: 24 },
  { header: 'Trạng thái', width: 12 },
  { header: 'Nội dung đã gửi', width: 50 },
  { header: 'Lỗi / lý do', width: 50 },
  { header: 'Số lần thử', width: 10 },
  { header: 'Thời gian', width: 18 },
  { header: 'Phiên bản', width: 10 },
  { header: 'Đã trả lời', width: 18 },
];

/**
 * GET /jobs/{id}/recipients/export?format=xlsx|csv: the job's whole recipient log in sending order, as the jobs
 * page shows it (statuses, the text each one was sent and errors in Vietnamese, times in Asia/Ho_Chi_Minh). Another workspace's job, or
 * (for an AGENT) another account's, is a 404.
 */
export async function exportRecipientsRoute(app: FastifyInstance, options: { database: Database; requireUserOrLink: AuthGuard }) {
  const { database, requireUserOrLink } = options;

  app.get<{ Params: { id: string } }>('/jobs/:id/recipients/export', { preHandler: requireUserOrLink }, async (request, reply) => {
    const { format } = parse(ExportQuerySchema, request.query);
    const jobId = request.params.id;
    const [job] = isUuid(jobId)
      ? await database.query<{ type: JobType; status: JobStatus }>(`SELECT type, status FROM jobs WHERE id = $1 AND workspace_id = $2 AND ($3::uuid[] IS NULL OR account_id = ANY($3))`, [
          jobId,
          request.workspace.id,
          accountScope(request.workspace),
        ])
      : [];
    if (!job) throw notFound(JOB_MESSAGES.notFound);
    const skippedReason = job.status === 'CANCELLED' ? JOB_MESSAGES.skippedByCancel : JOB_MESSAGES.skippedNoReason;

    const batches = keysetBatches(
      (after: number | null, limit) =>
        database.query<RecipientRow>(
          `SELECT seq, target_id, display_name, status, sent_text, attempts, error_code, error_message, processed_at, variant, replied_at
           FROM job_recipients
           WHERE job_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
          [jobId, after ?? -1, limit],
        ),
      (row) => row.seq,
      (row) => [
        Number(row.seq),
        row.display_name ?? row.target_id,
        row.target_id,
        RECIPIENT_STATUS_LABELS[row.status] ?? row.status,
        // The text as rendered for this recipient (variables and choices filled in at send time).
        row.sent_text,
        // A skipped row always says why (rows a cancel skipped before the reason was stored had none).
        formatPlatformError(row.error_message, row.error_code) ?? (row.status === 'SKIPPED' ? skippedReason : null),
        Number(row.attempts),
        instant(row.processed_at),
        // Which of the job's messages (A…E) when it has several; when the recipient first replied within the window.
        row.variant === null ? null : (VARIANT_LETTERS[Number(row.variant)] ?? null),
        instant(row.replied_at),
      ],
    );
    return sendExport(reply, format, `Nhật ký gửi - ${JOB_TYPE_LABELS[job.type] ?? job.type} - ${jobId.slice(0, 8)}`, {
      sheetName: 'Người nhận',
      columns: COLUMNS,
      batches,
    });
  });
}
