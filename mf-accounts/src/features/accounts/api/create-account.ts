import { accountsApi, type CreateAccountInput, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /accounts: build the body with buildCreateAccountPayload (an empty proxy is left out). */
export const createAccount = (input: CreateAccountInput) => accountsApi.create(input);

export const useCreateAccount = () =>
  useApiMutation(createAccount, {
    invalidates: [
      queryKeys.accounts.all(),
      // The plan's usage and the limit check count accounts.
      queryKeys.subscription.all(),
      // The proxies list which accounts use them.
      queryKeys.proxies.all(),
    ],
    on: 'settled',
  });
