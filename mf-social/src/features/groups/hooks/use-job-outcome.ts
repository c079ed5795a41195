import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { queryKeys, TOAST_ERROR_DURATION_MS } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { GROUP_TEXTS } from '../texts';

/**
 * Tells the user how many of several job calls created their job (spec part 2 §8): all, some ('Tạo được X/Y
 * jobs…'), or none; the jobs cache is refreshed when any was created. Answers the number created.
 */
export function useJobOutcome() {
  const client = useQueryClient();
  const toasts = useToasts();
  const { message } = App.useApp();
  return useCallback(
    async (calls: Array<Promise<unknown>>): Promise<number> => {
      const results = await Promise.allSettled(calls);
      const created = results.filter((result) => result.status === 'fulfilled').length;
      if (created === 0) toasts.error(GROUP_TEXTS.jobFailed);
      else if (created < calls.length) void message.warning(GROUP_TEXTS.jobsPartial(created, calls.length), TOAST_ERROR_DURATION_MS / 1000);
      else toasts.success(GROUP_TEXTS.jobsCreated(created));
      if (created > 0) await client.invalidateQueries({ queryKey: queryKeys.jobs.all() });
      return created;
    },
    [client, toasts, message],
  );
}
