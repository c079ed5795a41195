import { DownOutlined, StopOutlined, UpOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Progress, type ProgressProps, Space, Typography } from 'antd';
import { useState } from 'react';
import {
  ACTIVE_JOB_STATUSES,
  canCancelJob,
  exportPaths,
  formatDate,
  formatDateTime,
  formatPlatformError,
  formatTime,
  type Job,
  JOB_TYPE_LABELS,
  JOBS_LIVE_RELOAD_MS,
  jobProgress,
} from 'shared-sdk';
import { ExportMenu, JobStatusTag } from 'shared-sdk/react';
import { JOB_TEXTS } from '../texts';
import { JobRecipientsLog } from './job-recipients-log';

export interface JobCardProps {
  job: Job;
  /** Live update on: an open recipient log of a moving job reloads every second too. */
  live?: boolean;
  cancelling?: boolean;
  defaultExpanded?: boolean;
  /** The clock that decides whether a cool-down is over (stories and tests fix it). */
  now?: number;
  onCancel?: (job: Job) => void;
}

const PROGRESS_STATUS: Partial<Record<Job['status'], ProgressProps['status']>> = {
  PROCESSING: 'active',
  COMPLETED: 'success',
  FAILED: 'exception',
};

/** 'HH:mm' for later today, the full date otherwise (a daily cap waits for the next day). */
function pausedUntilText(pausedUntil: string, now: number) {
  return formatDate(pausedUntil) === formatDate(now) ? formatTime(pausedUntil) : formatDateTime(pausedUntil);
}

function Count({ label, value, type }: { label: string; value: number; type?: 'success' | 'danger' | 'warning' }) {
  return (
    <Typography.Text type={type}>
      {label}: <strong>{value}</strong>
    </Typography.Text>
  );
}

/** One job: type, status, account, times, progress, counts; expanded, its error and per-recipient log (spec part 3 §2). */
export function JobCard({ job, live = false, cancelling, defaultExpanded = false, now = Date.now(), onCancel }: JobCardProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const moving = ACTIVE_JOB_STATUSES.includes(job.status);
  const paused = moving && job.pausedUntil !== null && Date.parse(job.pausedUntil) > now;
  const typeLabel = JOB_TYPE_LABELS[job.type];

  return (
    <Card data-testid={`job-card-${job.id}`} role="article" aria-label={typeLabel} size="small">
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Space size={8} wrap>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {typeLabel}
            </Typography.Text>
            <JobStatusTag status={job.status} />
          </Space>
          <Typography.Text type="secondary">
            {JOB_TEXTS.createdAt} {formatDateTime(job.createdAt)}
          </Typography.Text>
        </Flex>

        <Space size={[16, 4]} wrap>
          <Typography.Text>
            <UserOutlined /> {job.accountName ?? JOB_TEXTS.deletedAccount}
          </Typography.Text>
          <Typography.Text type="secondary">
            {JOB_TEXTS.priority}: {job.priority}
          </Typography.Text>
          {job.scheduledAt && (
            <Typography.Text type="secondary">
              {JOB_TEXTS.scheduledAt}: {formatDateTime(job.scheduledAt)}
            </Typography.Text>
          )}
        </Space>

        {paused && job.pausedUntil && (
          <Alert
            type="warning"
            showIcon
            title={
              job.pauseReason
                ? JOB_TEXTS.pausedFor(job.pauseReason, `${formatTime(job.pausedUntil)} ${formatDate(job.pausedUntil).slice(0, 5)}`)
                : JOB_TEXTS.pausedUntil(pausedUntilText(job.pausedUntil, now))
            }
          />
        )}

        <Progress percent={jobProgress(job)} status={PROGRESS_STATUS[job.status]} aria-label="Tiến độ" />

        <Space size={[16, 4]} wrap>
          <Count label={JOB_TEXTS.total} value={job.totalRecipients} />
          <Count label={JOB_TEXTS.success} value={job.successCount} type="success" />
          <Count label={JOB_TEXTS.failed} value={job.failedCount} type="danger" />
          <Count label={JOB_TEXTS.skipped} value={job.skippedCount} type="warning" />
        </Space>

        <Flex justify="space-between" align="center" gap={8} wrap>
          <Button
            type="link"
            style={{ paddingInline: 0 }}
            icon={expanded ? <UpOutlined /> : <DownOutlined />}
            aria-expanded={expanded}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? JOB_TEXTS.hideDetails : JOB_TEXTS.details}
          </Button>
          {onCancel && canCancelJob(job) && (
            <Button danger icon={<StopOutlined />} loading={cancelling} onClick={() => onCancel(job)}>
              {JOB_TEXTS.cancelJob}
            </Button>
          )}
        </Flex>

        {expanded && (
          <Flex vertical gap={8}>
            {job.errorMessage && <Alert type="error" showIcon title={JOB_TEXTS.errorTitle} description={formatPlatformError(job.errorMessage)} />}
            <Flex justify="space-between" align="center">
              <Typography.Text strong>{JOB_TEXTS.recipients}</Typography.Text>
              <ExportMenu path={exportPaths.jobRecipients(job.id)} size="small" disabled={job.totalRecipients === 0} />
            </Flex>
            <JobRecipientsLog jobId={job.id} refetchInterval={live && moving ? JOBS_LIVE_RELOAD_MS : false} />
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
