import { App } from 'antd';
import { useCallback, useState } from 'react';
import { errorMessage, type Job, JOB_TYPE_LABELS, TOAST_ERROR_DURATION_MS, TOAST_SUCCESS_DURATION_MS } from 'shared-sdk';
import { useCancelJob } from '../api/cancel-job';
import { JOB_TEXTS } from '../texts';

/** Cancelling a job: asks first, then tells how it went; the list and stats reload either way. */
export function useCancelJobAction() {
  const { message, modal } = App.useApp();
  const { mutateAsync: cancelJob } = useCancelJob();
  const [cancellingIds, setCancellingIds] = useState<ReadonlySet<string>>(new Set());

  const cancel = useCallback(
    async (job: Job) => {
      setCancellingIds((ids) => new Set(ids).add(job.id));
      try {
        await cancelJob(job.id);
        void message.success(JOB_TEXTS.cancelled, TOAST_SUCCESS_DURATION_MS / 1000);
      } catch (error) {
        void message.error(errorMessage(error, JOB_TEXTS.cancelFailed), TOAST_ERROR_DURATION_MS / 1000);
      } finally {
        setCancellingIds((ids) => {
          const rest = new Set(ids);
          rest.delete(job.id);
          return rest;
        });
      }
    },
    [cancelJob, message],
  );

  const confirmCancel = useCallback(
    (job: Job) => {
      modal.confirm({
        title: JOB_TEXTS.confirmCancelTitle,
        content: JOB_TEXTS.confirmCancelContent(JOB_TYPE_LABELS[job.type]),
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
