import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from 'shared-sdk';
import { cookieValidationQueryOptions } from '../api/validate-cookie';

/**
 * After a login: the account list, the account's bot status and its cookie check are asked again.
 * `cookie: 'if-checked'` repeats a check only when one was shown.
 */
export function useReloadAccount() {
  const queryClient = useQueryClient();
  return useCallback(
    (accountId: string, options: { cookie: 'always' | 'if-checked' } = { cookie: 'always' }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.accounts.list() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bots.status(accountId) });
      const checked = queryClient.getQueryData(queryKeys.bots.cookie(accountId)) !== undefined;
      if (options.cookie === 'always' || checked) {
        // fetchQuery runs even though the card's check query only runs on demand.
        void queryClient.fetchQuery(cookieValidationQueryOptions(accountId)).catch(() => undefined);
      }
    },
    [queryClient],
  );
}
