import { botsApi, type CookieLoginInput, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /bots/{id}/login/cookie: a session exported from a browser, or the stored one without input. */
export const loginWithCookie = ({ accountId, input }: { accountId: string; input?: CookieLoginInput }) =>
  botsApi.cookieLogin(accountId, input);

export const useLoginWithCookie = () =>
  useApiMutation(loginWithCookie, {
    invalidates: ({ accountId }) => [queryKeys.accounts.all(), queryKeys.bots.status(accountId)],
    on: 'settled',
  });
