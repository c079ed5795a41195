import { proxiesApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** DELETE /proxies/{id}. */
export const deleteProxy = (id: string) => proxiesApi.remove(id);

export const useDeleteProxy = () => useApiMutation(deleteProxy, { invalidates: [queryKeys.proxies.all()], on: 'success' });
