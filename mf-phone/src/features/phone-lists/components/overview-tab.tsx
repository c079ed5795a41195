import { Alert, Card, Col, Row, Spin, Statistic, Typography } from 'antd';
import { formatDateTime, type PhoneListSchedule, type PhoneListStats } from 'shared-sdk';
import { PHONE_TEXTS } from '../texts';
import { earliestNextRun } from '../utils/countdown';
import { ListSchedulesPanel } from './list-schedules-panel';

export interface PhoneListSchedules {
  friendRequests: PhoneListSchedule[];
  messages: PhoneListSchedule[];
}

export interface OverviewTabProps {
  stats: PhoneListStats | undefined;
  schedules: PhoneListSchedules;
  loading?: boolean;
  failed?: boolean;
}

function Figure({ label, value, suffix }: { label: string; value: number | string; suffix?: string }) {
  return (
    <Col xs={12} sm={8}>
      <Card size="small" role="group" aria-label={label}>
        <Statistic title={label} value={value} suffix={suffix} />
      </Card>
    </Col>
  );
}

/** The detail dialog's first tab: the numbers by status, and the schedules with their next run. */
export function OverviewTab({ stats, schedules, loading, failed }: OverviewTabProps) {
  if (failed) return <Alert type="error" showIcon title={PHONE_TEXTS.detailFailed} />;
  if (loading || !stats) return <Spin aria-label="Đang tải" />;
  const importStats = stats.importStats;
  const activeFriend = schedules.friendRequests.filter((schedule) => schedule.isActive).length;
  const activeMessage = schedules.messages.filter((schedule) => schedule.isActive).length;
  const nextRun = earliestNextRun([...schedules.friendRequests, ...schedules.messages]);

  return (
    <>
      <Typography.Title level={5}>{PHONE_TEXTS.importStats}</Typography.Title>
      <Row gutter={[12, 12]}>
        <Figure label={PHONE_TEXTS.total} value={importStats.total} />
        <Figure label={PHONE_TEXTS.pending} value={importStats.pending} />
        <Figure label={PHONE_TEXTS.processing} value={importStats.processing} />
        <Figure label={PHONE_TEXTS.success} value={importStats.success} />
        <Figure label={PHONE_TEXTS.failed} value={importStats.failed} />
        <Figure label={PHONE_TEXTS.skipped} value={importStats.skipped} />
      </Row>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {PHONE_TEXTS.scheduleStats}
      </Typography.Title>
      <Row gutter={[12, 12]}>
        <Figure label={PHONE_TEXTS.activeSchedules} value={activeFriend + activeMessage} />
        <Figure label={PHONE_TEXTS.friendRequestSchedules} value={activeFriend} />
        <Figure label={PHONE_TEXTS.messageSchedules} value={activeMessage} />
        <Figure label={PHONE_TEXTS.totalExecutions} value={stats.scheduleStats.totalExecutions} />
        <Figure label={PHONE_TEXTS.avgSuccessRate} value={Math.round(stats.scheduleStats.avgSuccessRate * 10) / 10} suffix="%" />
        <Figure label={PHONE_TEXTS.nextRun} value={nextRun === null ? PHONE_TEXTS.noSchedule : formatDateTime(nextRun)} />
      </Row>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {PHONE_TEXTS.schedulesTitle}
      </Typography.Title>
      <ListSchedulesPanel schedules={[...schedules.friendRequests, ...schedules.messages]} />
    </>
  );
}
