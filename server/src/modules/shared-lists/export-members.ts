import type { FastifyInstance } from 'fastify';
import { ExportQuerySchema, SHARED_LIST_SAVE_MESSAGES, sharedMemberStatusLabel } from 'shared-sdk/schemas';
import { translatePlatformError } from 'shared-sdk/platform-error';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { sendExport } from '../../http/export-reply';
import { isUuid } from '../../http/ids';
import { parse } from '../../http/validate';
import { type ExportColumn, instant, keysetBatches } from '../../lib/exports/table';
import type { MemberRow } from './members';
import type { SharedListsRepo } from './repo';
import { scopeOf } from './routes';

/** A stored member as the export reads it (not its avatar and global id). */
type ExportedMemberRow = Omit<MemberRow, 'global_id' | 'avatar'> & {
  /** created_at as text: exact to the microsecond, which a JS Date is not (the next batch starts after it). */
  created_key: string;
};

const COLUMNS: ExportColumn[] = [
  { header: 'STT', width: 8 },
  { header: 'Thành viên', width: 28 },
  { header: 'Tên Zalo', width: 24 },
  { header: 'ID thành viên', width: 22 },
  { header: 'Nhóm nguồn', width: 28 },
  { header: 'ID nhóm', width: 22 },
  { header: 'Trạng thái', width: 12 },
  { header: 'Lý do', width: 40 },
  { header: 'Ngày thêm', width: 18 },
];

const SELECT = `SELECT id, member_id, display_name, zalo_name, group_id, group_name, status, status_reason, created_at, created_at::text AS created_key
  FROM shared_list_members`;
/**
 * The list's members in the order its screen shows them (saved at, then id), one batch at a time: the first batch,
 * then each after the last (created_at, id) of the one before, a range of index shared_list_members_order_idx.
 * (One statement with `$2 IS NULL OR …` would make every batch scan the list from its start.)
 */
const FIRST_BATCH = `${SELECT} WHERE list_id = $1 ORDER BY created_at, id LIMIT $2`;
const NEXT_BATCH = `${SELECT} WHERE list_id = $1 AND (created_at, id) > ($2::timestamptz, $3::uuid) ORDER BY created_at, id LIMIT $4`;

/** Why a member failed, in Vietnamese as the member table shows it, Zalo's code said in words ('mã lỗi Zalo 123'). */
function reasonText(raw: string | null): string | null {
  const reason = translatePlatformError(raw);
  if (!reason) return null;
  return reason.code === null ? reason.text : `${reason.text} (mã lỗi Zalo ${reason.code})`.trim();
}

/** 'Kho chung - <list>', without saying it twice for a list named after its account ('Kho chung - Shop Hoa'). */
export const exportFileName = (listName: string) => (/^kho chung\b/i.test(listName.trim()) ? listName.trim() : `Kho chung - ${listName}`);

/**
 * GET /shared-pending/lists/{id}/export?format=xlsx|csv: every member of a Kho chung list with its status. Like the
 * list itself, the workspace's lists (an AGENT's: of their accounts; every list for a platform ADMIN); another's is a 404.
 */
export async function exportMembersRoute(app: FastifyInstance, options: { database: Database; repo: SharedListsRepo; requireUserOrLink: AuthGuard }) {
  const { database, repo, requireUserOrLink } = options;

  app.get<{ Params: { id: string } }>('/shared-pending/lists/:id/export', { preHandler: requireUserOrLink }, async (request, reply) => {
    const { format } = parse(ExportQuerySchema, request.query);
    const scope = scopeOf(request);
    // The list as its screen reads it: the members' statuses brought up to date with the list's jobs first.
    const list = isUuid(request.params.id) ? await repo.list(scope, request.params.id) : undefined;
    if (!list) throw notFound(SHARED_LIST_SAVE_MESSAGES.listNotFound);

    let position = 0;
    const batches = keysetBatches(
      (after: { createdAt: string; id: string } | null, limit) =>
        after
          ? database.query<ExportedMemberRow>(NEXT_BATCH, [list.id, after.createdAt, after.id, limit])
          : database.query<ExportedMemberRow>(FIRST_BATCH, [list.id, limit]),
      (row) => ({ createdAt: row.created_key, id: row.id }),
      (row) => [
        ++position,
        row.display_name ?? row.member_id,
        row.zalo_name,
        row.member_id,
        row.group_name,
        row.group_id,
        sharedMemberStatusLabel(row.status),
        reasonText(row.status_reason),
        instant(row.created_at),
      ],
    );
    return sendExport(reply, format, exportFileName(list.name), { sheetName: 'Thành viên', columns: COLUMNS, batches });
  });
}
