import { Alert, App, Button, Flex, List, Spin, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  formatDateTime,
  type RecurringSchedule,
  SCHEDULE_STATE_LABELS,
  type ScheduleState,
  useDeleteSchedule,
  useSchedules,
  useUpdateSchedule,
} from 'shared-sdk';
import { useToastedChange } from 'shared-sdk/react';
import { SHARED_TEXTS } from '../texts';

const STATE_COLORS: Record<ScheduleState, string> = { ACTIVE: 'processing', PAUSED: 'warning', FINISHED: 'success' };

/** The 'Lịch gửi' tab of the jobs page, where a schedule's message and times are edited. */
export const SCHEDULES_TAB = '/jobs?tab=schedules';

export const schedulesOfList = (schedules: RecurringSchedule[], listId: string) =>
  schedules.filter((schedule) => schedule.target.type === 'shared-list' && schedule.target.id === listId);

/**
 * A Kho chung list's own daily message schedules, where the customer makes them: when they run, their
 * state and next run, pause, resume and delete here, the full edit in the 'Lịch gửi' tab. With more than none, it
 * warns that a new schedule runs beside them (duplicates were easy when reopening showed an empty form).
 */
export function ListSchedules({ listId }: { listId: string }) {
  const { modal } = App.useApp();
  const change = useToastedChange();
  const schedules = useSchedules();
  const update = useUpdateSchedule();
  const remove = useDeleteSchedule();

  if (schedules.isPending) return <Spin size="small" />;
  if (schedules.isError) return <Alert type="warning" showIcon title={SHARED_TEXTS.listSchedulesLoadFailed} />;
  const mine = schedulesOfList(schedules.data.schedules, listId);

  const setActive = (schedule: RecurringSchedule, isActive: boolean) =>
    change(() => update.mutateAsync({ id: schedule.id, changes: { isActive } }), {
      done: isActive ? SHARED_TEXTS.listScheduleResumed : SHARED_TEXTS.listSchedulePaused,
      failed: SHARED_TEXTS.listScheduleUpdateFailed,
    });
  const confirmDelete = (schedule: RecurringSchedule) =>
    modal.confirm({
      title: SHARED_TEXTS.listScheduleConfirmDelete,
      content: SHARED_TEXTS.listScheduleConfirmDeleteContent(schedule.scheduleTimes),
      okText: SHARED_TEXTS.listScheduleDelete,
      okButtonProps: { danger: true },
      cancelText: SHARED_TEXTS.cancel,
      onOk: () => change(() => remove.mutateAsync(schedule.id), { done: SHARED_TEXTS.listScheduleDeleted, failed: SHARED_TEXTS.listScheduleDeleteFailed }),
    });

  return (
    <section aria-label={SHARED_TEXTS.listSchedules} style={{ marginBottom: 16 }}>
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
        {SHARED_TEXTS.listSchedules}
      </Typography.Text>
      {mine.length === 0 ? (
        <Typography.Text type="secondary">{SHARED_TEXTS.listSchedulesNone}</Typography.Text>
      ) : (
        <>
          <Alert type="info" showIcon title={SHARED_TEXTS.listSchedulesMore(mine.length)} style={{ marginBottom: 8 }} />
          <List
            size="small"
            bordered
            dataSource={mine}
            renderItem={(schedule) => (
              <List.Item>
                <Flex vertical gap={4} style={{ width: '100%' }}>
                  <Flex justify="space-between" align="center" gap={8} wrap>
                    <span>
                      <Typography.Text>{SHARED_TEXTS.listScheduleTimes(schedule.scheduleTimes)}</Typography.Text>{' '}
                      <Tag color={STATE_COLORS[schedule.state]}>{SCHEDULE_STATE_LABELS[schedule.state]}</Tag>
                    </span>
                    <Flex gap={8} wrap>
                      {schedule.state === 'ACTIVE' ? (
                        <Button size="small" onClick={() => void setActive(schedule, false)}>
                          {SHARED_TEXTS.listSchedulePause}
                        </Button>
                      ) : (
                        <Button size="small" onClick={() => void setActive(schedule, true)}>
                          {SHARED_TEXTS.listScheduleResume}
                        </Button>
                      )}
                      <Button size="small" danger onClick={() => confirmDelete(schedule)}>
                        {SHARED_TEXTS.listScheduleDelete}
                      </Button>
                    </Flex>
                  </Flex>
                  <Typography.Text type="secondary">
                    {schedule.nextRunAt ? SHARED_TEXTS.listScheduleNext(formatDateTime(schedule.nextRunAt)) : SHARED_TEXTS.listScheduleNoNext}
                  </Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
          <Link to={SCHEDULES_TAB} style={{ display: 'inline-block', marginTop: 8 }}>
            {SHARED_TEXTS.listScheduleManage}
          </Link>
        </>
      )}
    </section>
  );
}
