import type { AuditEntry, AuditLogPage } from 'shared-sdk';
import type { AuditActionOption } from '../api/get-audit-actions';

/** Audit entries, actions and actors for stories and tests (no network). */
export const auditActions: AuditActionOption[] = [
  { action: 'team.invite', label: 'Mời thành viên' },
  { action: 'team.remove', label: 'Xóa thành viên' },
  { action: 'job.create', label: 'Tạo công việc' },
];

export const auditActors = [
  { id: 'u0000000-0000-4000-8000-000000000001', email: 'an@example.com' },
  { id: 'u0000000-0000-4000-8000-000000000003', email: 'chi@example.com' },
];

export function auditEntryOf(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2026-11-27T03:05:00.000Z',
    actor: auditActors[0],
    action: 'team.invite',
    target: { type: 'invitation', id: 'i1', name: 'chi@example.com' },
    before: null,
    after: { email: 'chi@example.com', role: 'AGENT' },
    ...overrides,
  };
}

export const sampleEntries: AuditEntry[] = [
  auditEntryOf({ id: 3, at: '2026-11-27T04:10:00.000Z', action: 'team.remove', target: { type: 'member', name: 'chi@example.com' }, before: { role: 'AGENT' }, after: null }),
  auditEntryOf({ id: 2, at: '2026-11-27T03:40:00.000Z', actor: auditActors[1], action: 'job.create', target: { type: 'job', name: 'Chào khách mới' }, after: { type: 'SEND_MESSAGE' } }),
  auditEntryOf({ id: 1, actor: null, action: 'payment.confirmed', target: null, before: null, after: { amount: 199000 } }),
];

export const pageOfEntries = (entries = sampleEntries, page = 1, total = entries.length): AuditLogPage => ({ entries, total, page, limit: 20 });
