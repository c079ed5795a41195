import { Alert, Button, Collapse, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, type RecurringSchedule, SCHEDULE_STATE_LABELS, type ScheduleState, TIMEZONE_LABELS, useDeleteSchedule, useUpdateSchedule } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useGroupSchedules } from '../api/get-group-schedules';
import { GROUP_TEXTS } from '../texts';
import { reasonOf } from '../../../utils/reason';

const STATE_COLORS: Record<ScheduleState, string> = { ACTIVE: 'processing', PAUSED: 'warning', FINISHED: 'success' };
/** Up to this many schedules the panel opens by itself; more, and it starts folded so the groups stay in view. */
const OPEN_UP_TO = 3;

function runLine(schedule: RecurringSchedule): string {
  const at = formatDateTime(schedule.lastRunAt);
  if (schedule.lastRun?.error) return GROUP_TEXTS.scheduleLastError(at, schedule.lastRun.error);
  return at ? GROUP_TEXTS.scheduleLast(at) : GROUP_TEXTS.scheduleNever;
}

function ScheduleItem({ schedule }: { schedule: RecurringSchedule }) {
  const toasts = useToasts();
  const setActive = useUpdateSchedule();
  const remove = useDeleteSchedule();
  const timezone = TIMEZONE_LABELS[schedule.timezone as keyof typeof TIMEZONE_LABELS] ?? schedule.timezone;
  const groups = GROUP_TEXTS.scheduleGroups(schedule.target.names, schedule.target.count);

  const toggle = async () => {
    const isActive = schedule.state !== 'ACTIVE';
    try {
      await setActive.mutateAsync({ id: schedule.id, changes: { isActive } });
      toasts.success(isActive ? GROUP_TEXTS.scheduleResumed : GROUP_TEXTS.schedulePaused);
    } catch (error) {
      toasts.error(reasonOf(error, GROUP_TEXTS.scheduleUpdateFailed));
    }
  };
  const del = async () => {
    try {
      await remove.mutateAsync(schedule.id);
      toasts.success(GROUP_TEXTS.scheduleDeleted);
    } catch (error) {
      toasts.error(reasonOf(error, GROUP_TEXTS.scheduleDeleteFailed));
    }
  };

  return (
    <li aria-label={groups} style={{ listStyle: 'none', padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Flex vertical gap={4}>
        <Flex gap={8} wrap align="baseline">
          <Tag color={STATE_COLORS[schedule.state]}>{SCHEDULE_STATE_LABELS[schedule.state]}</Tag>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {groups}
          </Typography.Text>
        </Flex>
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {GROUP_TEXTS.scheduleWhen(schedule.accountName ?? '—', schedule.scheduleTimes, timezone)}
        </Typography.Text>
        <Typography.Text type="secondary">
          {schedule.state === 'PAUSED' ? GROUP_TEXTS.schedulePausedNote : schedule.nextRunAt ? GROUP_TEXTS.scheduleNext(formatDateTime(schedule.nextRunAt)) : null}
        </Typography.Text>
        <Typography.Text type={schedule.lastRun?.error ? 'danger' : 'secondary'} style={{ overflowWrap: 'anywhere' }}>
          {runLine(schedule)}
        </Typography.Text>
        <Flex gap={8} wrap>
          {schedule.state !== 'FINISHED' && (
            <Button size="small" loading={setActive.isPending} onClick={() => void toggle()}>
              {schedule.state === 'ACTIVE' ? GROUP_TEXTS.pauseSchedule : GROUP_TEXTS.resumeSchedule}
            </Button>
          )}
          <Popconfirm
            title={GROUP_TEXTS.deleteScheduleConfirm}
            okText={GROUP_TEXTS.deleteScheduleOk}
            okButtonProps={{ danger: true }}
            cancelText={GROUP_TEXTS.keepSchedule}
            onConfirm={() => del()}
          >
            <Button size="small" danger loading={remove.isPending}>
              {GROUP_TEXTS.deleteSchedule}
            </Button>
          </Popconfirm>
          <Link to="/jobs?tab=schedules">{GROUP_TEXTS.editOnJobs}</Link>
        </Flex>
      </Flex>
    </li>
  );
}

/**
 * The daily group sends where the groups live: what each sends to, from which account,
 * when it runs next and how the last run went, with pause, resume and delete; editing is on the jobs page's
 * 'Lịch gửi' tab. Nothing shows while the user has none.
 */
export function GroupSchedules() {
  const schedules = useGroupSchedules();
  const [open, setOpen] = useState<boolean | null>(null);
  const list = schedules.groupSchedules;
  if (schedules.isError && !schedules.data) return <Alert type="warning" showIcon title={GROUP_TEXTS.schedulesLoadFailed} />;
  if (list.length === 0) return null;
  const active = list.filter((schedule) => schedule.state === 'ACTIVE').length;
  const expanded = open ?? list.length <= OPEN_UP_TO;
  return (
    <Collapse
      size="small"
      activeKey={expanded ? ['schedules'] : []}
      onChange={(keys) => setOpen(keys.length > 0)}
      items={[
        {
          key: 'schedules',
          label: (
            <Flex gap={8} wrap align="baseline">
              <Typography.Text strong>{GROUP_TEXTS.schedulesTitle}</Typography.Text>
              <Typography.Text type="secondary">{GROUP_TEXTS.schedulesSummary(list.length, active)}</Typography.Text>
            </Flex>
          ),
          children: (
            <ul aria-label={GROUP_TEXTS.schedulesTitle} style={{ margin: 0, padding: 0 }}>
              {list.map((schedule) => (
                <ScheduleItem key={schedule.id} schedule={schedule} />
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
