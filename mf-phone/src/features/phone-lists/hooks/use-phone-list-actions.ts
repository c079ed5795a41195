import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, type PhoneList, type PhoneScheduleRun, useJobLimits } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useDeletePhoneList } from '../api/delete-phone-list';
import { useExecuteSchedule } from '../api/execute-schedule';
import { useRetryFailed } from '../api/retry-failed';
import { useUpdatePhoneListStatus } from '../api/update-phone-list-status';
import { PHONE_TEXTS } from '../texts';
import { earliestNextRun } from '../utils/countdown';
import type { CardAction } from '../utils/list-status';

/** The card buttons that call the server (the others open dialogs). */
export type ServerAction = Extract<CardAction, 'pause' | 'resume' | 'retry' | 'runNow' | 'delete'>;

const FAILURES: Record<ServerAction, string> = {
  pause: PHONE_TEXTS.statusFailed,
  resume: PHONE_TEXTS.statusFailed,
  retry: PHONE_TEXTS.retryFailedError,
  runNow: PHONE_TEXTS.runFailed,
  delete: PHONE_TEXTS.deleteFailed,
};

/** After a manual run the list reloads once more after 3 seconds. */
export const RUN_RELOAD_DELAY_MS = 3_000;

/** The schedule 'Chạy ngay' starts: the active one that would run next. */
function nextSchedule(list: PhoneList) {
  const active = list.schedules.filter((schedule) => schedule.isActive);
  const next = earliestNextRun(active);
  return active.find((schedule) => schedule.nextRunAt && Date.parse(schedule.nextRunAt) === next) ?? active[0];
}

/**
 * What 'Chạy ngay' tells after starting: the spec's line, then how many of its jobs wait behind running ones
 * (the plan's concurrent limit), and each account it could not start with the server's reason.
 */
export function runNowMessages(run: PhoneScheduleRun, concurrentLimit: number | undefined): { success: string; warnings: string[] } {
  const waiting = (run.jobs ?? []).filter((job) => job.waitingForSlot).length;
  return {
    success: waiting > 0 ? `${PHONE_TEXTS.runStarted} ${PHONE_TEXTS.runWaiting(waiting, concurrentLimit)}` : PHONE_TEXTS.runStarted,
    warnings: (run.notStarted ?? []).map((entry) => PHONE_TEXTS.runNotStarted(entry.numbers, entry.accountName, entry.reason)),
  };
}

/** The card buttons that act on the server at once: pause/resume, delete (asked first), retry failed, run now. */
export function usePhoneListActions(reload: () => void) {
  const { modal } = App.useApp();
  const toasts = useToasts();
  const limits = useJobLimits();
  const setStatus = useUpdatePhoneListStatus();
  const remove = useDeletePhoneList();
  const retry = useRetryFailed();
  const execute = useExecuteSchedule();
  const [busy, setBusy] = useState<{ id: string; action: CardAction } | null>(null);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  /** What each button does on the server, and the toast it ends with. */
  const work: Record<ServerAction, (list: PhoneList) => Promise<string>> = {
    pause: async (list) => {
      await setStatus.mutateAsync({ id: list.id, status: 'PAUSED' });
      return PHONE_TEXTS.paused;
    },
    resume: async (list) => {
      await setStatus.mutateAsync({ id: list.id, status: 'PROCESSING' });
      return PHONE_TEXTS.resumed;
    },
    retry: async (list) => PHONE_TEXTS.retried((await retry.mutateAsync(list.id)).totalDistributed),
    runNow: async (list) => {
      const schedule = nextSchedule(list);
      const run = schedule ? await execute.mutateAsync(schedule.id) : { started: false, jobId: '' };
      clearTimeout(reloadTimer.current);
      reloadTimer.current = setTimeout(reload, RUN_RELOAD_DELAY_MS);
      const { success, warnings } = runNowMessages(run, limits.data?.concurrentLimit);
      for (const warning of warnings) toasts.warning(warning);
      return success;
    },
    delete: async (list) => {
      await remove.mutateAsync(list.id);
      return PHONE_TEXTS.deleted;
    },
  };

  const run = async (action: ServerAction, list: PhoneList) => {
    setBusy({ id: list.id, action });
    try {
      toasts.success(await work[action](list));
    } catch (error) {
      toasts.error(errorMessage(error, FAILURES[action]));
    } finally {
      setBusy(null);
    }
  };

  /** Delete asks first, naming the list; the others act at once. */
  const act = (action: ServerAction, list: PhoneList) => {
    if (action !== 'delete') {
      void run(action, list);
      return;
    }
    modal.confirm({
      title: PHONE_TEXTS.deleteTitle,
      content: PHONE_TEXTS.deleteContent(list.name),
      okText: PHONE_TEXTS.deleteOk,
      okButtonProps: { danger: true },
      cancelText: PHONE_TEXTS.cancel,
      onOk: () => run(action, list),
    });
  };

  return { act, busy, concurrentLimit: limits.data?.concurrentLimit };
}
