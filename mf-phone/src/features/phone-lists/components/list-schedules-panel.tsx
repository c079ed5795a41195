import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime, type PhoneListSchedule, TIMEZONE_LABELS } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useUpdateSchedule } from '../api/update-schedule';
import { PHONE_TEXTS } from '../texts';
import { failureText } from '../utils/failure-text';
import { normalizeScheduleTimes } from '../utils/schedule-times';
import { ScheduleTimesField } from './schedule-times-field';

const kindOf = (schedule: PhoneListSchedule) => (schedule.kind === 'message' ? PHONE_TEXTS.messageSchedules : PHONE_TEXTS.friendRequestSchedules);

/** One schedule: its kind, times, next run; on/off, and its times changed in place (PATCH /phone-lists/schedules/{id}). */
function ScheduleRow({ schedule }: { schedule: PhoneListSchedule }) {
  const toasts = useToasts();
  const update = useUpdateSchedule();
  const [editing, setEditing] = useState<string[] | null>(null);
  const times = schedule.scheduleTimes ?? [];

  const change = async (changes: { isActive?: boolean; scheduleTimes?: string[] }) => {
    try {
      await update.mutateAsync({ scheduleId: schedule.id, changes });
      toasts.success(PHONE_TEXTS.scheduleUpdated);
      setEditing(null);
    } catch (error) {
      toasts.error(failureText(error, PHONE_TEXTS.scheduleUpdateFailed, PHONE_TEXTS.scheduleUpdateFailed));
    }
  };

  return (
    <Card size="small" data-testid={`schedule-${schedule.id}`}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Flex align="center" gap={8} wrap>
            <Typography.Text strong>{kindOf(schedule)}</Typography.Text>
            <Tag color={schedule.isActive ? 'green' : 'default'}>{schedule.isActive ? PHONE_TEXTS.scheduleOn : PHONE_TEXTS.scheduleOff}</Tag>
          </Flex>
          <Flex align="center" gap={8}>
            <Switch
              size="small"
              aria-label={PHONE_TEXTS.scheduleToggle(kindOf(schedule).toLowerCase())}
              checked={schedule.isActive}
              loading={update.isPending && editing === null}
              onChange={(isActive) => void change({ isActive })}
            />
            <Button size="small" icon={<EditOutlined />} disabled={editing !== null} onClick={() => setEditing(times.length > 0 ? times : ['09:00'])}>
              {PHONE_TEXTS.editTimes}
            </Button>
          </Flex>
        </Flex>
        {editing ? (
          <Flex vertical gap={8}>
            <ScheduleTimesField value={editing} onChange={setEditing} disabled={update.isPending} />
            <Flex gap={8}>
              <Button size="small" onClick={() => setEditing(null)} disabled={update.isPending}>
                {PHONE_TEXTS.cancel}
              </Button>
              <Button size="small" type="primary" loading={update.isPending} onClick={() => void change({ scheduleTimes: normalizeScheduleTimes(editing) })}>
                {PHONE_TEXTS.saveTimes}
              </Button>
            </Flex>
          </Flex>
        ) : (
          <Typography.Text type="secondary">
            {PHONE_TEXTS.scheduleTimesOf(times.join(', '))}
            {schedule.timezone && ` · ${TIMEZONE_LABELS[schedule.timezone as keyof typeof TIMEZONE_LABELS] ?? schedule.timezone}`}
            {schedule.isActive && schedule.nextRunAt && ` · ${PHONE_TEXTS.nextRun}: ${formatDateTime(schedule.nextRunAt)}`}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

/** The list's schedules where the list lives: each can be turned off and on, and its times changed. */
export function ListSchedulesPanel({ schedules }: { schedules: readonly PhoneListSchedule[] }) {
  if (schedules.length === 0) return <Typography.Text type="secondary">{PHONE_TEXTS.noSchedule}</Typography.Text>;
  return (
    <Flex vertical gap={8}>
      {schedules.map((schedule) => (
        <ScheduleRow key={schedule.id} schedule={schedule} />
      ))}
    </Flex>
  );
}
