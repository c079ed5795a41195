import { type CreateProxyInput, proxiesApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /proxies. */
export const createProxy = (input: CreateProxyInput) => proxiesApi.create(input);

export const useCreateProxy = () => useApiMutation(createProxy, { invalidates: [queryKeys.proxies.all()], on: 'success' });
