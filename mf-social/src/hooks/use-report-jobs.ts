import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type CreatedJobs, type JobLimitsCheck, queryKeys } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { type JobCall, jobOutcome, type JobOutcome, type OutcomeTexts } from '../utils/job-plan';

/**
 * Tells the user what several job calls did: created, started or waiting for a slot, and every
 * refused call with the server's reason; refreshes the jobs and the plan's usage when any job was created.
 */
export function useReportJobs() {
  const client = useQueryClient();
  const toasts = useToasts();
  const report = useCallback(
    (calls: JobCall[], texts: OutcomeTexts): JobOutcome => {
      const limits = client.getQueryData<JobLimitsCheck>(queryKeys.subscription.jobLimits());
      const outcome = jobOutcome(calls, texts, limits?.concurrentLimit);
      toasts[outcome.kind](outcome.text);
      if (outcome.succeeded > 0) {
        void client.invalidateQueries({ queryKey: queryKeys.jobs.all() });
        void client.invalidateQueries({ queryKey: queryKeys.subscription.all() });
      }
      return outcome;
    },
    [client, toasts],
  );
  return report;
}

/** The outcome of one created call (a dialog that creates one job handles its own refusal). */
export const created = (value: CreatedJobs, label = ''): JobCall => ({ label, result: { status: 'fulfilled', value } });
