import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApi, type CreateAccountInput, queryKeys } from 'shared-sdk';

/** POST /accounts: build the body with buildCreateAccountPayload (an empty proxy is left out). */
export const createAccount = (input: CreateAccountInput) => accountsApi.create(input);

export const useCreateAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.accounts.all() }),
        // The plan's usage and the limit check count accounts.
        queryClient.invalidateQueries({ queryKey: queryKeys.subscription.all() }),
        // The proxies list which accounts use them.
        queryClient.invalidateQueries({ queryKey: queryKeys.proxies.all() }),
      ]),
  });
};
