import { Tag } from 'antd';
import { ACCOUNT_STATUS_COLORS, ACCOUNT_STATUS_LABELS, type AccountStatus, JOB_STATUS_COLORS, JOB_STATUS_LABELS, type JobStatus } from '../schemas';

export function JobStatusTag({ status }: { status: JobStatus }) {
  return (
    <Tag color={JOB_STATUS_COLORS[status]} data-testid="job-status" style={{ marginInlineEnd: 0 }}>
      {JOB_STATUS_LABELS[status] ?? status}
    </Tag>
  );
}

export function AccountStatusTag({ status }: { status: AccountStatus }) {
  return (
    <Tag color={ACCOUNT_STATUS_COLORS[status]} data-testid="account-status" style={{ marginInlineEnd: 0 }}>
      {ACCOUNT_STATUS_LABELS[status] ?? status}
    </Tag>
  );
}
