import { Typography } from 'antd';
import type { AuditEntry } from 'shared-sdk';
import { AUDIT_TEXTS as T } from '../texts';
import { changeLines } from '../utils/change-lines';

/** 'Chi tiết': the entry's before → after, one Vietnamese line per field. */
export function AuditEntryDetails({ entry, names }: { entry: Pick<AuditEntry, 'before' | 'after'>; names?: ReadonlyMap<string, string> }) {
  const lines = changeLines(entry.before, entry.after, names);
  if (lines.length === 0) return <Typography.Text type="secondary">{T.noChanges}</Typography.Text>;
  return (
    <ul aria-label={T.details} style={{ margin: 0, paddingInlineStart: 18 }}>
      {lines.map((line) => (
        <li key={line.field}>
          <Typography.Text strong>{line.label}: </Typography.Text>
          {line.before !== null && <Typography.Text delete={line.after !== null}>{line.before}</Typography.Text>}
          {line.before !== null && line.after !== null && ' → '}
          {line.after !== null && <Typography.Text>{line.after}</Typography.Text>}
        </li>
      ))}
    </ul>
  );
}
