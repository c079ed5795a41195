import { WORKSPACE_ROLE_LABELS, type WorkspaceRole } from 'shared-sdk';
import { AUDIT_FIELD_LABELS, AUDIT_TEXTS as T } from '../texts';

export interface ChangeLine {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** A value as the customer reads it: roles in Vietnamese, lists joined, yes/no, '(trống)' for nothing. */
export function valueText(value: unknown, names: ReadonlyMap<string, string> = new Map()): string {
  if (value === null || value === undefined || value === '') return T.empty_value;
  if (typeof value === 'boolean') return value ? T.yes : T.no;
  if (typeof value === 'string') return WORKSPACE_ROLE_LABELS[value as WorkspaceRole] ?? names.get(value) ?? value;
  if (Array.isArray(value)) return value.length === 0 ? T.empty_value : value.map((item) => valueText(item, names)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * An entry's before and after as one line per field (in the order they first appear): the field's Vietnamese name,
 * and its value before and after (null where that side has none). Unchanged fields of an edit are left out.
 */
export function changeLines(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  names: ReadonlyMap<string, string> = new Map(),
): ChangeLine[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => !(before && after && JSON.stringify(before[field]) === JSON.stringify(after[field])))
    .map((field) => ({
      field,
      label: AUDIT_FIELD_LABELS[field] ?? field,
      before: before && field in before ? valueText(before[field], names) : null,
      after: after && field in after ? valueText(after[field], names) : null,
    }));
}
