import { useMutation, useQueryClient } from '@tanstack/react-query';
import { botsApi, type CookieLoginInput, queryKeys } from 'shared-sdk';

/** POST /bots/{id}/login/cookie: a session exported from a browser, or the stored one without input. */
export const loginWithCookie = ({ accountId, input }: { accountId: string; input?: CookieLoginInput }) =>
  botsApi.cookieLogin(accountId, input);

export const useLoginWithCookie = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginWithCookie,
    onSettled: (_data, _error, { accountId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.accounts.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bots.status(accountId) }),
      ]),
  });
};
