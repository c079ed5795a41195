import {
  CalendarOutlined,
  DeleteOutlined,
  EyeOutlined,
  MessageOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  RedoOutlined,
  InfoCircleOutlined,
  ThunderboltOutlined,
  WarningFilled,
} from '@ant-design/icons';
import { Button, Card, Flex, Progress, Space, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime, type PhoneList } from 'shared-sdk';
import { PHONE_TEXTS } from '../texts';
import { earliestNextRun } from '../utils/countdown';
import { type CardAction, cardActions, progressPercent, scheduleHint, successRate } from '../utils/list-status';
import { NextRunCountdown } from './next-run-countdown';
import { PhoneListStatusTag } from './phone-list-status-tag';

export interface PhoneListCardProps {
  list: PhoneList;
  /** The action whose request is under way on this card, if any. */
  busy?: CardAction | null;
  onAction: (action: CardAction, list: PhoneList) => void;
  /** The next run's time has come: the page reloads. */
  onRunDue?: () => void;
  /** Jobs the plan runs at once ('Chạy ngay' says the rest wait); unknown while the plan is read. */
  concurrentLimit?: number;
  /** Whether the person may delete this list (an AGENT: only the lists they imported). */
  canDelete?: boolean;
}

const BUTTONS: Record<CardAction, { text: string; icon: ReactNode; danger?: boolean; primary?: boolean }> = {
  scheduleFriendRequests: { text: PHONE_TEXTS.scheduleFriendRequests, icon: <CalendarOutlined />, primary: true },
  scheduleMessages: { text: PHONE_TEXTS.scheduleMessages, icon: <MessageOutlined /> },
  pause: { text: PHONE_TEXTS.pause, icon: <PauseCircleOutlined /> },
  resume: { text: PHONE_TEXTS.resume, icon: <PlayCircleOutlined /> },
  details: { text: PHONE_TEXTS.details, icon: <EyeOutlined /> },
  retry: { text: PHONE_TEXTS.retryFailed, icon: <RedoOutlined /> },
  runNow: { text: PHONE_TEXTS.runNow, icon: <ThunderboltOutlined /> },
  delete: { text: PHONE_TEXTS.delete, icon: <DeleteOutlined />, danger: true },
};

function Count({ label, value, type }: { label: string; value: number; type?: 'success' | 'danger' | 'warning' }) {
  return (
    <Flex vertical align="center" style={{ minWidth: 56 }}>
      <Typography.Text strong type={type} style={{ fontSize: 18 }}>
        {value}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
    </Flex>
  );
}

/** One phone list: status, progress, counts, success rate, next-run countdown and the buttons of its status. */
export function PhoneListCard({ list, busy, onAction, onRunDue, concurrentLimit, canDelete = true }: PhoneListCardProps) {
  const nextRun = list.status === 'PROCESSING' ? earliestNextRun(list.schedules) : null;
  const rate = successRate(list);
  const actions = cardActions(list, list.schedules.some((schedule) => schedule.isActive)).filter((action) => canDelete || action !== 'delete');
  const hint = scheduleHint(list);
  const skipped = list.skippedNumbers;
  const noZalo = list.noZaloNumbers;

  return (
    <Card data-testid={`phone-list-${list.id}`} role="article" aria-label={list.name} size="small" style={{ height: '100%' }}>
      <Flex vertical gap={10}>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong style={{ fontSize: 16 }} ellipsis={{ tooltip: list.name }}>
              {list.name}
            </Typography.Text>
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {PHONE_TEXTS.createdAt} {formatDateTime(list.createdAt)}
              </Typography.Text>
            </div>
            {list.createdBy && (
              <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }} ellipsis={{ tooltip: list.createdBy.email }} data-testid="created-by">
                {PHONE_TEXTS.createdBy(list.createdBy.email)}
              </Typography.Text>
            )}
          </div>
          <PhoneListStatusTag status={list.status} />
        </Flex>
        {list.description && (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
            {list.description}
          </Typography.Paragraph>
        )}

        <Progress percent={progressPercent(list)} size="small" aria-label={PHONE_TEXTS.progress} />

        <Flex justify="space-between" wrap>
          <Count label={PHONE_TEXTS.total} value={list.totalNumbers} />
          <Count label={PHONE_TEXTS.processed} value={list.processedNumbers} />
          <Count label={PHONE_TEXTS.successful} value={list.successfulRequests} type="success" />
          <Flex vertical align="center" style={{ minWidth: 56 }}>
            <Typography.Text strong type="danger" style={{ fontSize: 18 }}>
              {list.failedRequests}{' '}
              {list.failedRequests > 0 && (
                <Tooltip title={PHONE_TEXTS.failedWarning}>
                  <WarningFilled aria-label={PHONE_TEXTS.failedWarning} data-testid="failed-warning" style={{ color: '#faad14' }} />
                </Tooltip>
              )}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {PHONE_TEXTS.failed}
            </Typography.Text>
          </Flex>
          <Count label={PHONE_TEXTS.skippedCount} value={skipped} type="warning" />
        </Flex>

        {rate !== null ? (
          <Typography.Text data-testid="success-rate">{PHONE_TEXTS.successRate(rate, list.successfulRequests + list.failedRequests)}</Typography.Text>
        ) : (
          list.processedNumbers > 0 && (
            <Typography.Text type="secondary" data-testid="success-rate">
              {PHONE_TEXTS.nothingSent}
            </Typography.Text>
          )
        )}
        {skipped > 0 && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="skipped-breakdown">
            {PHONE_TEXTS.skippedBreakdown(noZalo, skipped - noZalo)}
          </Typography.Text>
        )}
        {nextRun !== null && <NextRunCountdown nextRunAt={nextRun} onDue={onRunDue} />}

        {hint && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="schedule-hint">
            <InfoCircleOutlined /> {hint}
          </Typography.Text>
        )}

        <Space size={[8, 8]} wrap>
          {actions.map((action) => {
            const button = BUTTONS[action];
            return (
              <Button
                key={action}
                size="small"
                type={button.primary ? 'primary' : 'default'}
                danger={button.danger}
                icon={button.icon}
                loading={busy === action}
                disabled={Boolean(busy) && busy !== action}
                onClick={() => onAction(action, list)}
              >
                {button.text}
              </Button>
            );
          })}
        </Space>
        {/* On the card, not in a tooltip: a phone has no hover, and the tooltip covered the next buttons. */}
        {actions.includes('runNow') && concurrentLimit !== undefined && concurrentLimit >= 0 && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="run-now-hint">
            {PHONE_TEXTS.runNowHint(concurrentLimit)}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
