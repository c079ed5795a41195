import { queryOptions, useQuery } from '@tanstack/react-query';
import { botsApi, QR_POLL_INTERVAL_MS, queryKeys } from 'shared-sdk';
import { isFinalQrStatus } from '../utils/account-rules';

/** GET /bots/{id}/login/qr/status?loginRequestId=. */
export const getQrLoginStatus = (accountId: string, loginRequestId: string) => botsApi.qrLoginStatus(accountId, loginRequestId);

/**
 * Polled every 1.5 s until SUCCESS, EXPIRED or ERROR; also while the tab is in the
 * background, since the user is busy with the phone. A failed poll is tried again at the next tick.
 */
export const qrLoginStatusQueryOptions = (accountId: string, loginRequestId: string) =>
  queryOptions({
    queryKey: queryKeys.bots.qrStatus(accountId, loginRequestId),
    queryFn: () => getQrLoginStatus(accountId, loginRequestId),
    refetchInterval: (query) => (isFinalQrStatus(query.state.data?.status) ? false : QR_POLL_INTERVAL_MS),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** `enabled` false stops polling (the 5-minute cap, or no login request yet). */
export const useQrLoginStatus = (accountId: string, loginRequestId: string | null, enabled: boolean) =>
  useQuery({ ...qrLoginStatusQueryOptions(accountId, loginRequestId ?? ''), enabled: enabled && loginRequestId !== null });
