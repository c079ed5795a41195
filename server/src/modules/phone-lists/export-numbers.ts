import type { FastifyInstance } from 'fastify';
import { ExportQuerySchema, PHONE_ENTRY_STATUS_LABELS, type PhoneEntryStatus } from 'shared-sdk/schemas';
import { formatPlatformError } from 'shared-sdk/platform-error';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { sendExport } from '../../http/export-reply';
import { parse } from '../../http/validate';
import { type ExportColumn, instant, keysetBatches } from '../../lib/exports/table';
import { sortedAccountNames } from '../accounts';
import { listJobsSql } from '../jobs';
import type { PhoneListsService } from './service';
import { listViewerOf, numberInScope } from './viewer';

interface NumberRow {
  seq: number;
  phone: string;
  status: PhoneEntryStatus;
  held: boolean;
  account_id: string | null;
  /** The account's name, read for the batch from the accounts module. */
  account_name?: string | null;
  found_user_name: string | null;
  found_user_id: string | null;
  error_message: string | null;
  message_error_message: string | null;
  processed_at: Date | string | null;
}

const COLUMNS: ExportColumn[] = [
  { header: 'STT', width: 8 },
  { header: 'Số điện thoại', width: 14 },
  { header: 'Trạng thái', width: 12 },
  { header: 'Tài khoản', width: 24 },
  { header: 'Người dùng Zalo', width: 24 },
  { header: 'ID Zalo', width: 22 },
  { header: 'Lỗi kết bạn', width: 40 },
  { header: 'Lỗi nhắn tin', width: 40 },
  { header: 'Thời gian', width: 18 },
];

/**
 * One batch of the list's numbers after `seq`, in import order (index phone_numbers_seq_idx). A PENDING number that
 * a running job of the list holds shows as PROCESSING, as on the list's screen: the held numbers are one hashed set
 * per batch (the pending recipients of the list's unfinished jobs, a fragment of the jobs module's), not a lookup per
 * number. The accounts' names follow in a second statement over the batch's accounts.
 */
const BATCH = `
  SELECT n.seq, n.phone, n.status, n.account_id, n.found_user_name, n.found_user_id, n.error_message,
    n.message_error_message, n.processed_at,
    (n.status = 'PENDING' AND n.phone IN (${listJobsSql.pendingTargets({ list: 'phone', listId: '$5', workspaceId: '$4' })})) AS held
  FROM phone_numbers n
  WHERE n.list_id = $1 AND n.seq > $2 AND ${numberInScope(6)} ORDER BY n.seq LIMIT $3`;

/** The batch with its accounts' names. */
async function batchOf(database: Database, params: unknown[]): Promise<NumberRow[]> {
  const rows = await database.query<NumberRow>(BATCH, params);
  const names = new Map((await sortedAccountNames(database, rows.map((row) => row.account_id))).map((account) => [account.id, account.displayName]));
  return rows.map((row) => ({ ...row, account_name: row.account_id === null ? null : (names.get(row.account_id) ?? null) }));
}

/**
 * GET /phone-lists/{id}/export?format=xlsx|csv: every number of the list the member sees (an AGENT: of their accounts
 * and those nobody has yet) with its outcome. Another workspace's list, or one an AGENT does not see, is a 404.
 */
export async function exportNumbersRoute(app: FastifyInstance, options: { database: Database; phoneLists: PhoneListsService; requireUserOrLink: AuthGuard }) {
  const { database, phoneLists, requireUserOrLink } = options;

  app.get<{ Params: { id: string } }>('/phone-lists/:id/export', { preHandler: requireUserOrLink }, async (request, reply) => {
    const { format } = parse(ExportQuerySchema, request.query);
    const viewer = listViewerOf(request);
    // The viewer's list, its numbers brought up to date with its jobs' outcomes first.
    const list = await phoneLists.get(viewer, request.params.id);

    const batches = keysetBatches(
      (after: number | null, limit) => batchOf(database, [list.id, after ?? -1, limit, viewer.workspaceId, list.id, viewer.scope]),
      (row) => row.seq,
      (row) => {
        const status: PhoneEntryStatus = row.status === 'PENDING' && row.held ? 'PROCESSING' : row.status;
        return [
          Number(row.seq),
          row.phone,
          PHONE_ENTRY_STATUS_LABELS[status] ?? status,
          row.account_name ?? null,
          row.found_user_name,
          row.found_user_id,
          formatPlatformError(row.error_message),
          formatPlatformError(row.message_error_message),
          instant(row.processed_at),
        ];
      },
    );
    return sendExport(reply, format, `Danh sách số - ${list.name}`, { sheetName: 'Số điện thoại', columns: COLUMNS, batches });
  });
}
