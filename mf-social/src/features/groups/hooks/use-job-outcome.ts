import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { GROUP_TEXTS } from '../texts';

/**
 * Tells the user how many of several job calls created their job (spec part 2 §8): all, some ('Tạo được X/Y
 * jobs…'), or none; the jobs cache is refreshed when any was created. Answers the number created.
 */
export function useJobOutcome() {
  const client = useQueryClient();
  const toasts = useToasts();
  return useCallback(
    async (calls: Array<Promise<unknown>>): Promise<number> => {
      const results = await Promise.allSettled(calls);
      const created = results.filter((result) => result.status === 'fulfilled').length;
      if (created === 0) toasts.error(GROUP_TEXTS.jobFailed);
      else if (created < calls.length) toasts.warning(GROUP_TEXTS.jobsPartial(created, calls.length));
      else toasts.success(GROUP_TEXTS.jobsCreated(created));
      if (created > 0) await client.invalidateQueries({ queryKey: queryKeys.jobs.all() });
      return created;
    },
    [client, toasts],
  );
}
