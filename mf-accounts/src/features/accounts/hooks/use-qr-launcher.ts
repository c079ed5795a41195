import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Account, ACCOUNT_LIST_REFRESH_AFTER_QR_MS, queryKeys } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { freshAccountsQueryOptions } from '../api/get-fresh-accounts';
import { ACCOUNT_TEXTS } from '../texts';
import { useReloadAccount } from './use-reload-account';

export interface QrTarget {
  id: string;
  displayName: string;
}

/**
 * Who the QR modal is open for, and the rules around it: before a QR login the
 * list is fetched again and an account that is already ACTIVE gets no QR; Force QR (and a re-login that
 * needs a scan) always opens it; 0.5 s after the modal closes the list is fetched again.
 */
export function useQrLauncher() {
  const queryClient = useQueryClient();
  const { info } = useToasts();
  const [target, setTarget] = useState<QrTarget | null>(null);
  const [checkingId, setCheckingId] = useState<string | null>(null);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  const open = useCallback(
    async (account: Pick<Account, 'id' | 'displayName'>, options: { force?: boolean } = {}) => {
      if (!options.force) {
        setCheckingId(account.id);
        try {
          const fresh = await queryClient.fetchQuery(freshAccountsQueryOptions());
          if (fresh.find((item) => item.id === account.id)?.status === 'ACTIVE') {
            info(ACCOUNT_TEXTS.alreadyActive);
            return;
          }
        } catch {
          // The list could not be fetched: the QR is still offered, the server has the last word.
        } finally {
          setCheckingId(null);
        }
      }
      setTarget({ id: account.id, displayName: account.displayName });
    },
    [queryClient, info],
  );

  const close = useCallback(() => {
    setTarget(null);
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.accounts.list() }),
      ACCOUNT_LIST_REFRESH_AFTER_QR_MS,
    );
  }, [queryClient]);

  /** A QR login succeeded: the account, its bot and a cookie check already shown are asked again. */
  const reload = useReloadAccount();
  const succeeded = useCallback((accountId: string) => reload(accountId, { cookie: 'if-checked' }), [reload]);

  return { target, checkingId, open, close, succeeded };
}
