import { Tag } from 'antd';
import { JOB_STATUS_COLORS, JOB_STATUS_LABELS, type JobStatus, RECIPIENT_STATUS_LABELS, type RecipientStatus } from 'shared-sdk';

const RECIPIENT_STATUS_COLORS: Record<RecipientStatus, string> = {
  PENDING: 'default',
  SENT: 'success',
  FAILED: 'error',
  SKIPPED: 'warning',
};

export function JobStatusTag({ status }: { status: JobStatus }) {
  return (
    <Tag color={JOB_STATUS_COLORS[status]} data-testid="job-status">
      {JOB_STATUS_LABELS[status]}
    </Tag>
  );
}

export function RecipientStatusTag({ status }: { status: RecipientStatus }) {
  return <Tag color={RECIPIENT_STATUS_COLORS[status]}>{RECIPIENT_STATUS_LABELS[status]}</Tag>;
}
