import { queryOptions, useQuery } from '@tanstack/react-query';
import { botsApi, type CookieValidation, queryKeys } from 'shared-sdk';
import { FAILED_COOKIE_CHECK } from '../utils/account-rules';

/** GET /bots/{id}/cookie/validate; a check that fails counts as invalid and needing re-login. */
export const validateCookie = (accountId: string): Promise<CookieValidation> =>
  botsApi.validateCookie(accountId).catch(() => FAILED_COOKIE_CHECK);

export const cookieValidationQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: queryKeys.bots.cookie(accountId),
    queryFn: () => validateCookie(accountId),
    staleTime: 0,
    // Run on the card's button (refetch), never on its own: a check talks to Zalo.
    enabled: false,
  });

export const useCookieValidation = (accountId: string) => useQuery(cookieValidationQueryOptions(accountId));
