import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUDIT_ACTION_LABELS, AUDIT_MESSAGES, type AuditActionOption, type AuditEntry, type AuditLogPage, AuditLogQuerySchema, auditActionLabel, ExportQuerySchema } from 'shared-sdk/schemas';
import type { AuthGuard } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { sendExport } from '../../http/export-reply';
import { parse } from '../../http/validate';
import { requireRole } from '../../http/workspace-access';
import { type ExportColumn, instant, keysetBatches } from '../../lib/exports/table';
import type { AuditFilter, AuditRepo, AuditRow } from './repo';

const TARGET_LABELS: Record<string, string> = {
  account: 'Tài khoản Zalo',
  proxy: 'Proxy',
  job: 'Công việc gửi',
  schedule: 'Lịch gửi',
  phone_list: 'Danh sách số',
  shared_list: 'Kho chung',
  friend_tag: 'Nhãn bạn bè',
  group_tag: 'Nhãn nhóm',
  conversation: 'Hội thoại',
  do_not_contact: 'Không liên hệ',
  do_not_contact_settings: 'Cài đặt không liên hệ',
  payment: 'Thanh toán',
  plan: 'Gói dịch vụ',
  invitation: 'Lời mời',
  member: 'Thành viên',
  export: 'File xuất',
  report: 'Báo cáo',
  audit_log: 'Nhật ký hoạt động',
};

const COLUMNS: ExportColumn[] = [
  { header: 'Thời gian', width: 18 },
  { header: 'Người thực hiện', width: 30 },
  { header: 'Hành động', width: 36 },
  { header: 'Đối tượng', width: 20 },
  { header: 'Tên đối tượng', width: 30 },
  { header: 'Mã đối tượng', width: 38 },
  { header: 'Trước', width: 40 },
  { header: 'Sau', width: 40 },
];

const SYSTEM = 'Hệ thống';

export function toEntry(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    actor: row.actor_id ? { id: row.actor_id, email: row.actor_email } : null,
    action: row.action,
    target: row.target as AuditEntry['target'],
    before: row.before,
    after: row.after,
  };
}

/** The filters of a list or an export; a range that ends before it starts is refused. */
function filterOf(request: FastifyRequest): { filter: AuditFilter; page: number; limit: number } {
  const { page, limit, ...filter } = parse(AuditLogQuerySchema, request.query);
  if (filter.from && filter.to && filter.from > filter.to) throw badRequest(AUDIT_MESSAGES.rangeInvalid, { from: AUDIT_MESSAGES.rangeInvalid });
  return { filter, page, limit };
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** /audit-log: who did what and when, for the workspace's OWNER and ADMINs; nothing here edits or removes an entry. */
export async function auditLogRoutes(app: FastifyInstance, options: { repo: AuditRepo; requireUser: AuthGuard; requireUserOrLink: AuthGuard }) {
  const { repo, requireUser, requireUserOrLink } = options;
  const managers = requireRole('OWNER', 'ADMIN');

  app.get('/audit-log', { preHandler: [requireUser, managers] }, async (request) => {
    const { filter, page, limit } = filterOf(request);
    const { rows, total } = await repo.page(request.workspace.id, filter, page, limit);
    return ok<AuditLogPage>({ entries: rows.map(toEntry), total, page, limit });
  });

  app.get('/audit-log/actions', { preHandler: [requireUser, managers] }, async () =>
    ok<{ actions: AuditActionOption[] }>({ actions: Object.entries(AUDIT_ACTION_LABELS).map(([action, label]) => ({ action, label })) }),
  );

  app.get('/audit-log/actors', { preHandler: [requireUser, managers] }, async (request) => ok({ actors: await repo.actors(request.workspace.id) }));

  app.get('/audit-log/export', { preHandler: [requireUserOrLink, managers] }, async (request, reply) => {
    const { format } = parse(ExportQuerySchema, request.query);
    const { filter } = filterOf(request);
    const workspaceId = request.workspace.id;
    const batches = keysetBatches(
      (after: { at: string; id: string } | null, limit) => repo.batch(workspaceId, filter, after, limit),
      (row) => ({ at: (row as AuditRow & { at_key: string }).at_key, id: String(row.id) }),
      (row) => [
        instant(row.at),
        row.actor_id ? row.actor_email : SYSTEM,
        auditActionLabel(row.action),
        TARGET_LABELS[String(row.target?.type ?? '')] ?? (row.target?.type as string | undefined) ?? null,
        (row.target?.name as string | undefined) ?? null,
        (row.target?.id as string | undefined) ?? null,
        json(row.before),
        json(row.after),
      ],
    );
    return sendExport(reply, format, 'Nhật ký hoạt động', { sheetName: 'Nhật ký hoạt động', columns: COLUMNS, batches });
  });
}
