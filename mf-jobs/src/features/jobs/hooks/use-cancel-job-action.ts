import { App } from 'antd';
import { useCallback, useState } from 'react';
import { errorMessage, type Job, jobTitleOf } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useCancelJob } from '../api/cancel-job';
import { JOB_TEXTS } from '../texts';

/** Cancelling a job: asks first, then tells how it went; the list and stats reload either way. */
export function useCancelJobAction() {
  const { modal } = App.useApp();
  const toasts = useToasts();
  const { mutateAsync: cancelJob } = useCancelJob();
  const [cancellingIds, setCancellingIds] = useState<ReadonlySet<string>>(new Set());

  const cancel = useCallback(
    async (job: Job) => {
      setCancellingIds((ids) => new Set(ids).add(job.id));
      try {
        await cancelJob(job.id);
        toasts.success(JOB_TEXTS.cancelled);
      } catch (error) {
        toasts.error(errorMessage(error, JOB_TEXTS.cancelFailed));
      } finally {
        setCancellingIds((ids) => {
          const rest = new Set(ids);
          rest.delete(job.id);
          return rest;
        });
      }
    },
    [cancelJob, toasts],
  );

  const confirmCancel = useCallback(
    (job: Job) => {
      modal.confirm({
        title: JOB_TEXTS.confirmCancelTitle,
        content: job.waitingForSlot ? JOB_TEXTS.confirmCancelWaiting(jobTitleOf(job)) : JOB_TEXTS.confirmCancelContent(jobTitleOf(job)),
        okText: JOB_TEXTS.confirmCancelOk,
        okButtonProps: { danger: true },
        cancelText: JOB_TEXTS.keep,
        onOk: () => cancel(job),
      });
    },
    [modal, cancel],
  );

  return { confirmCancel, cancellingIds };
}
