import { Tag } from 'antd';
import { ACCOUNT_STATUS_LABELS, type AccountStatus, JOB_STATUS_LABELS, type JobStatus } from 'shared-sdk';

const JOB_STATUS_COLORS: Record<JobStatus, string> = {
  PENDING: 'default',
  PROCESSING: 'processing',
  COMPLETED: 'success',
  FAILED: 'error',
  CANCELLED: 'warning',
};

const ACCOUNT_STATUS_COLORS: Record<AccountStatus, string> = {
  ACTIVE: 'success',
  INACTIVE: 'default',
  PENDING: 'processing',
  SUSPENDED: 'volcano',
  COOKIE_EXPIRED: 'warning',
  RELOGIN_REQUIRED: 'orange',
  LOGIN_ERROR: 'error',
};

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
