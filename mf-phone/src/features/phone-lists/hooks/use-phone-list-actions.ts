import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from 'shared-sdk';
import type { PhoneList } from '../api/contract';
import { useToasts } from 'shared-sdk/react';
import { useDeletePhoneList } from '../api/delete-phone-list';
import { useExecuteSchedule } from '../api/execute-schedule';
import { useRetryFailed } from '../api/retry-failed';
import { useUpdatePhoneListStatus } from '../api/update-phone-list-status';
import { PHONE_TEXTS } from '../texts';
import { earliestNextRun } from '../utils/countdown';
import type { CardAction } from '../utils/list-status';

/** After a manual run the list reloads once more after 3 seconds (spec part 3 §4). */
export const RUN_RELOAD_DELAY_MS = 3_000;

/** The schedule 'Chạy ngay' starts: the active one that would run next. */
function nextSchedule(list: PhoneList) {
  const active = list.schedules.filter((schedule) => schedule.isActive);
  const next = earliestNextRun(active);
  return active.find((schedule) => schedule.nextRunAt && Date.parse(schedule.nextRunAt) === next) ?? active[0];
}

/** The card buttons that act on the server at once: pause/resume, delete (asked first), retry failed, run now. */
export function usePhoneListActions(reload: () => void) {
  const { modal } = App.useApp();
  const toasts = useToasts();
  const setStatus = useUpdatePhoneListStatus();
  const remove = useDeletePhoneList();
  const retry = useRetryFailed();
  const execute = useExecuteSchedule();
  const [busy, setBusy] = useState<{ id: string; action: CardAction } | null>(null);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const run = useCallback(
    async (list: PhoneList, action: CardAction, work: () => Promise<string>, failure: string) => {
      setBusy({ id: list.id, action });
      try {
        toasts.success(await work());
      } catch (error) {
        toasts.error(errorMessage(error, failure));
      } finally {
        setBusy(null);
      }
    },
    [toasts],
  );

  const act = useCallback(
    (action: CardAction, list: PhoneList) => {
      if (action === 'pause' || action === 'resume') {
        const status = action === 'pause' ? 'PAUSED' : 'PROCESSING';
        void run(list, action, async () => {
          await setStatus.mutateAsync({ id: list.id, status });
          return action === 'pause' ? PHONE_TEXTS.paused : PHONE_TEXTS.resumed;
        }, PHONE_TEXTS.statusFailed);
      } else if (action === 'retry') {
        void run(list, action, async () => PHONE_TEXTS.retried((await retry.mutateAsync(list.id)).totalDistributed), PHONE_TEXTS.retryFailedError);
      } else if (action === 'runNow') {
        const schedule = nextSchedule(list);
        if (!schedule) return;
        void run(list, action, async () => {
          await execute.mutateAsync(schedule.id);
          clearTimeout(reloadTimer.current);
          reloadTimer.current = setTimeout(reload, RUN_RELOAD_DELAY_MS);
          return PHONE_TEXTS.runStarted;
        }, PHONE_TEXTS.runFailed);
      } else if (action === 'delete') {
        modal.confirm({
          title: PHONE_TEXTS.deleteTitle,
          content: PHONE_TEXTS.deleteContent(list.name),
          okText: PHONE_TEXTS.deleteOk,
          okButtonProps: { danger: true },
          cancelText: PHONE_TEXTS.cancel,
          onOk: () =>
            run(list, action, async () => {
              await remove.mutateAsync(list.id);
              return PHONE_TEXTS.deleted;
            }, PHONE_TEXTS.deleteFailed),
        });
      }
    },
    [run, setStatus, retry, execute, remove, modal, reload],
  );

  return { act, busy };
}
