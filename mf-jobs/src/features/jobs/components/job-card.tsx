import { DownOutlined, StopOutlined, UpOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { ACTIVE_JOB_STATUSES, canCancelJob, exportPaths, formatDate, formatDateTime, formatTime, type Job, JOBS_LIVE_RELOAD_MS, jobTitleOf } from 'shared-sdk';
import { ExportMenu, JobStatusTag } from 'shared-sdk/react';
import { JOB_TEXTS } from '../texts';
import { describeJob } from '../utils/job-describe';
import { CardHeading } from './card-heading';
import { JobProgressBar, PROGRESS_COLORS } from './job-progress-bar';
import { JobRecipientsLog } from './job-recipients-log';
import { JobVariantStatsTable } from './job-variant-stats';
import { PlatformErrorText } from './platform-error-text';

export interface JobCardProps {
  job: Job;
  /** Live update on: an open recipient log of a moving job reloads every second too. */
  live?: boolean;
  cancelling?: boolean;
  defaultExpanded?: boolean;
  /** The clock that decides whether a cool-down is over (stories and tests fix it). */
  now?: number;
  /** The plan's concurrent limit, said on a job waiting for a slot (-1: none). */
  concurrentLimit?: number;
  onCancel?: (job: Job) => void;
}

/** 'HH:mm' for later today, the full date otherwise (a daily cap waits for the next day). */
function pausedUntilText(pausedUntil: string, now: number) {
  return formatDate(pausedUntil) === formatDate(now) ? formatTime(pausedUntil) : formatDateTime(pausedUntil);
}

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Typography.Text>
      {color && <span aria-hidden style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 2, background: color, marginInlineEnd: 4 }} />}
      {label}: <strong>{value}</strong>
    </Typography.Text>
  );
}

/** A count with its share of the sent ones: 'Đã trả lời: 2 (33%)'. */
function Rated({ label, count, rate }: { label: string; count: number; rate: number }) {
  return (
    <Typography.Text>
      {label}: <strong>{JOB_TEXTS.countWithRate(count, rate)}</strong>
    </Typography.Text>
  );
}

/** A secondary line of the card: 'Gửi đến: …'. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography.Text type="secondary" style={{ display: 'block', overflowWrap: 'anywhere' }}>
      {label}: <Typography.Text>{children}</Typography.Text>
    </Typography.Text>
  );
}

/**
 * One job: what it is (type, what it goes to, the first words of its message, who made it), status, account, times,
 * progress and counts; expanded, its error and per-recipient log.
 */
export function JobCard({ job, live = false, cancelling, defaultExpanded = false, now = Date.now(), concurrentLimit, onCancel }: JobCardProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const moving = ACTIVE_JOB_STATUSES.includes(job.status);
  const waiting = job.status === 'PENDING' && job.waitingForSlot === true;
  const paused = moving && job.pausedUntil !== null && Date.parse(job.pausedUntil) > now;
  const title = jobTitleOf(job);
  const { source, creator, createdBy, messageStart } = describeJob(job);

  return (
    <Card data-testid={`job-card-${job.id}`} role="article" aria-label={title} size="small">
      <Flex vertical gap={8}>
        <CardHeading
          title={title}
          tags={
            <>
              <JobStatusTag status={job.status} />
              {waiting && <Tag color="blue">{JOB_TEXTS.waitingForSlotTag}</Tag>}
            </>
          }
          extra={
            <Typography.Text type="secondary">
              {JOB_TEXTS.createdAt} {formatDateTime(job.createdAt)}
            </Typography.Text>
          }
        />

        <Space size={[16, 4]} wrap>
          <Typography.Text>
            <UserOutlined /> {job.accountName ?? JOB_TEXTS.deletedAccount}
          </Typography.Text>
          {job.scheduledAt && (
            <Typography.Text type="secondary">
              {JOB_TEXTS.scheduledAt}: {formatDateTime(job.scheduledAt)}
            </Typography.Text>
          )}
        </Space>

        <div>
          <Line label={JOB_TEXTS.source}>{source}</Line>
          {messageStart && (
            <Line label={JOB_TEXTS.messageLabel}>
              “{messageStart}”{(job.variants?.length ?? 0) > 1 && ` ${JOB_TEXTS.otherVariants((job.variants?.length ?? 1) - 1)}`}
            </Line>
          )}
          {createdBy && <Line label={JOB_TEXTS.createdByMember}>{createdBy}</Line>}
          {creator && <Line label={createdBy ? JOB_TEXTS.origin : JOB_TEXTS.creator}>{creator}</Line>}
        </div>

        {waiting && (
          <Alert
            type="info"
            showIcon
            title={concurrentLimit !== undefined && concurrentLimit >= 0 ? JOB_TEXTS.waitingForSlot(concurrentLimit) : JOB_TEXTS.waitingForSlotTag}
            description={JOB_TEXTS.waitingForSlotHint}
          />
        )}
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

        <JobProgressBar job={job} />

        <Space size={[16, 4]} wrap>
          <Count label={JOB_TEXTS.total} value={job.totalRecipients} />
          <Count label={JOB_TEXTS.success} value={job.successCount} color={PROGRESS_COLORS.sent} />
          <Count label={JOB_TEXTS.failed} value={job.failedCount} color={PROGRESS_COLORS.failed} />
          <Count label={JOB_TEXTS.skipped} value={job.skippedCount} color={PROGRESS_COLORS.skipped} />
          {job.type === 'FRIEND_REQUEST'
            ? job.acceptedCount !== undefined && (
                <Rated label={JOB_TEXTS.accepted} count={job.acceptedCount} rate={job.successCount > 0 ? job.acceptedCount / job.successCount : 0} />
              )
            : job.repliedCount !== undefined && <Rated label={JOB_TEXTS.replied} count={job.repliedCount} rate={job.replyRate ?? 0} />}
        </Space>

        {job.variants && job.variants.length >= 2 && <JobVariantStatsTable variants={job.variants} />}

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
            {job.errorMessage && <Alert type="error" showIcon title={JOB_TEXTS.errorTitle} description={<PlatformErrorText message={job.errorMessage} />} />}
            <Flex justify="space-between" align="center">
              <Typography.Text strong>{JOB_TEXTS.recipients}</Typography.Text>
              <ExportMenu path={exportPaths.jobRecipients(job.id)} size="small" disabled={job.totalRecipients === 0} />
            </Flex>
            <JobRecipientsLog jobId={job.id} jobStatus={job.status} refetchInterval={live && moving ? JOBS_LIVE_RELOAD_MS : false} />
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
