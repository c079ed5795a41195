import { DeleteOutlined, EditOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space, Switch, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import {
  formatDateTime,
  JOB_STATUS_COLORS,
  JOB_STATUS_LABELS,
  type RecurringSchedule,
  SCHEDULE_KIND_LABELS,
  SCHEDULE_STATE_LABELS,
  type ScheduleState,
  TIMEZONE_LABELS,
} from 'shared-sdk';
import { MESSAGE_VARIANT_TEXTS } from 'shared-sdk/react';
import { SCHEDULE_TEXTS } from '../texts';
import { firstWords } from '../utils/job-describe';
import { targetText } from '../utils/schedule-target';
import { CardHeading } from './card-heading';

export interface ScheduleCardProps {
  schedule: RecurringSchedule;
  busy?: boolean;
  onPause: (schedule: RecurringSchedule) => void;
  onResume: (schedule: RecurringSchedule) => void;
  onEdit: (schedule: RecurringSchedule) => void;
  onDelete: (schedule: RecurringSchedule) => void;
  /** "Dừng khi khách trả lời" switched on the card (absent: the card only says it). */
  onStopOnReply?: (schedule: RecurringSchedule, stopOnReply: boolean) => void;
}

const STATE_COLORS: Record<ScheduleState, string> = { ACTIVE: 'processing', PAUSED: 'warning', FINISHED: 'success' };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography.Text type="secondary" style={{ display: 'block', overflowWrap: 'anywhere' }}>
      {label}: <Typography.Text>{children}</Typography.Text>
    </Typography.Text>
  );
}

function LastRun({ schedule }: { schedule: RecurringSchedule }) {
  const run = schedule.lastRun;
  if (!schedule.lastRunAt && !run) return <>{SCHEDULE_TEXTS.neverRun}</>;
  const at = schedule.lastRunAt ? `${formatDateTime(schedule.lastRunAt)} · ` : '';
  if (run?.error) {
    return (
      <>
        {at}
        <Typography.Text type="danger">{SCHEDULE_TEXTS.runError(run.error)}</Typography.Text>
      </>
    );
  }
  if (!run || run.status === null) return <>{at || SCHEDULE_TEXTS.neverRun}</>;
  return (
    <>
      {at}
      {SCHEDULE_TEXTS.runJobs(run.jobs)}{' '}
      <Tag color={JOB_STATUS_COLORS[run.status]} style={{ marginInlineEnd: 4 }}>
        {JOB_STATUS_LABELS[run.status]}
      </Tag>{' '}
      {run.waitingForSlot && (
        <>
          <Tag color="blue" style={{ marginInlineEnd: 4 }}>
            {SCHEDULE_TEXTS.runWaiting}
          </Tag>{' '}
        </>
      )}
      {SCHEDULE_TEXTS.runCounts(run.successCount, run.failedCount, run.skippedCount, run.totalRecipients)}
    </>
  );
}

/** One recurring schedule: what, to whom, from which account, when; its next and last run; pause, resume, edit, delete. */
export function ScheduleCard({ schedule, busy, onPause, onResume, onEdit, onDelete, onStopOnReply }: ScheduleCardProps) {
  const kind = SCHEDULE_KIND_LABELS[schedule.kind];
  const timezone = TIMEZONE_LABELS[schedule.timezone as keyof typeof TIMEZONE_LABELS] ?? schedule.timezone;
  const accounts = schedule.accountNames.length > 0 ? schedule.accountNames.join(', ') : (schedule.accountName ?? '—');
  const details = [
    schedule.attachmentCount > 0 ? SCHEDULE_TEXTS.attachments(schedule.attachmentCount) : null,
    SCHEDULE_TEXTS.delays(schedule.delayMin, schedule.delayMax),
    schedule.dailyLimit !== null ? SCHEDULE_TEXTS.dailyLimit(schedule.dailyLimit) : null,
  ].filter(Boolean);

  return (
    <Card size="small" role="article" aria-label={`${kind}: ${targetText(schedule)}`} data-testid={`schedule-${schedule.id}`}>
      <Flex vertical gap={8}>
        <CardHeading
          title={kind}
          tags={<Tag color={STATE_COLORS[schedule.state]}>{SCHEDULE_STATE_LABELS[schedule.state]}</Tag>}
          extra={
            <Space size={8} wrap>
              {schedule.state === 'ACTIVE' ? (
                <Button icon={<PauseCircleOutlined />} loading={busy} onClick={() => onPause(schedule)}>
                  {SCHEDULE_TEXTS.pause}
                </Button>
              ) : (
                <Button icon={<PlayCircleOutlined />} loading={busy} onClick={() => onResume(schedule)}>
                  {SCHEDULE_TEXTS.resume}
                </Button>
              )}
              <Button icon={<EditOutlined />} onClick={() => onEdit(schedule)}>
                {SCHEDULE_TEXTS.edit}
              </Button>
              <Button danger icon={<DeleteOutlined />} onClick={() => onDelete(schedule)}>
                {SCHEDULE_TEXTS.remove}
              </Button>
            </Space>
          }
        />
        <div>
          <Row label={SCHEDULE_TEXTS.target}>{targetText(schedule)}</Row>
          <Row label={schedule.accountNames.length > 1 ? SCHEDULE_TEXTS.accounts : SCHEDULE_TEXTS.account}>{accounts}</Row>
          <Row label={SCHEDULE_TEXTS.times}>{`${schedule.scheduleTimes.join(', ')} (${timezone})`}</Row>
          <Row label={SCHEDULE_TEXTS.nextRun}>{schedule.nextRunAt ? formatDateTime(schedule.nextRunAt) : SCHEDULE_TEXTS.noNextRun}</Row>
          <Row label={SCHEDULE_TEXTS.lastRun}>
            <LastRun schedule={schedule} />
          </Row>
          {schedule.message.trim() && <Row label={SCHEDULE_TEXTS.message}>“{firstWords(schedule.message)}”</Row>}
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {details.join(' · ')}
          </Typography.Text>
          {schedule.stopOnReply !== undefined && (
            <Flex gap={8} align="center" wrap style={{ marginTop: 4 }}>
              <Switch
                size="small"
                aria-label={MESSAGE_VARIANT_TEXTS.stopOnReply}
                checked={schedule.stopOnReply}
                disabled={!onStopOnReply}
                loading={busy}
                onChange={(on) => onStopOnReply?.(schedule, on)}
              />
              {schedule.stopOnReply ? (
                <Typography.Text>{MESSAGE_VARIANT_TEXTS.stopOnReply}</Typography.Text>
              ) : (
                <Typography.Text type="warning" data-testid="stop-on-reply-off">
                  {SCHEDULE_TEXTS.stopOnReplyOff}
                </Typography.Text>
              )}
            </Flex>
          )}
          {schedule.state === 'FINISHED' && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {SCHEDULE_TEXTS.finishedHint}
            </Typography.Text>
          )}
        </div>
      </Flex>
    </Card>
  );
}
