import { App, Card, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { type RecurringSchedule, SCHEDULE_KIND_LABELS, useDeleteSchedule, useSchedules, useUpdateSchedule } from 'shared-sdk';
import { LoadFailedAlert, LoadingBlock, useToastedChange } from 'shared-sdk/react';
import { SCHEDULE_TEXTS } from '../texts';
import { EditScheduleModal } from './edit-schedule-modal';
import { ScheduleCard } from './schedule-card';
import { targetText } from '../utils/schedule-target';

/** Next and last runs move on the server's clock: the tab reloads them every minute while it is open. */
const RELOAD_MS = 60_000;

/** The 'Lịch gửi' tab: every recurring schedule of every kind, with pause, resume, edit and delete. */
export function ScheduleList() {
  const { modal } = App.useApp();
  const change = useToastedChange();
  const schedules = useSchedules(RELOAD_MS);
  const update = useUpdateSchedule();
  const remove = useDeleteSchedule();
  const [editing, setEditing] = useState<RecurringSchedule | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const setActive = async (schedule: RecurringSchedule, isActive: boolean) => {
    setBusyId(schedule.id);
    await change(() => update.mutateAsync({ id: schedule.id, changes: { isActive } }), {
      done: isActive ? SCHEDULE_TEXTS.resumed : SCHEDULE_TEXTS.paused,
      failed: SCHEDULE_TEXTS.updateFailed,
    });
    setBusyId(null);
  };

  const setStopOnReply = async (schedule: RecurringSchedule, stopOnReply: boolean) => {
    setBusyId(schedule.id);
    await change(() => update.mutateAsync({ id: schedule.id, changes: { stopOnReply } }), { done: SCHEDULE_TEXTS.saved, failed: SCHEDULE_TEXTS.updateFailed });
    setBusyId(null);
  };

  const confirmDelete = (schedule: RecurringSchedule) =>
    modal.confirm({
      title: SCHEDULE_TEXTS.confirmDeleteTitle,
      content: SCHEDULE_TEXTS.confirmDeleteContent(SCHEDULE_KIND_LABELS[schedule.kind], targetText(schedule)),
      okText: SCHEDULE_TEXTS.confirmDeleteOk,
      okButtonProps: { danger: true },
      cancelText: SCHEDULE_TEXTS.keep,
      onOk: () => change(() => remove.mutateAsync(schedule.id), { done: SCHEDULE_TEXTS.deleted, failed: SCHEDULE_TEXTS.deleteFailed }),
    });

  const list = schedules.data?.schedules ?? [];
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{SCHEDULE_TEXTS.intro}</Typography.Text>
      {schedules.isError && !schedules.data ? (
        <LoadFailedAlert title={SCHEDULE_TEXTS.loadFailed} retryText={SCHEDULE_TEXTS.retry} onRetry={() => void schedules.refetch()} />
      ) : schedules.isPending ? (
        <LoadingBlock />
      ) : list.length === 0 ? (
        <Card>
          <Empty description={SCHEDULE_TEXTS.empty}>
            <Typography.Text type="secondary">{SCHEDULE_TEXTS.emptyHint}</Typography.Text>
          </Empty>
        </Card>
      ) : (
        <Flex vertical gap={12} role="list" aria-label={SCHEDULE_TEXTS.list}>
          {list.map((schedule) => (
            <div key={schedule.id} role="listitem">
              <ScheduleCard
                schedule={schedule}
                busy={busyId === schedule.id}
                onPause={(s) => void setActive(s, false)}
                onResume={(s) => void setActive(s, true)}
                onEdit={setEditing}
                onDelete={confirmDelete}
                onStopOnReply={(s, on) => void setStopOnReply(s, on)}
              />
            </div>
          ))}
        </Flex>
      )}
      <EditScheduleModal schedule={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
