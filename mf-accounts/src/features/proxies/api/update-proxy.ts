import { proxiesApi, queryKeys, type UpdateProxyInput } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** PATCH /proxies/{id}: any subset of the fields, including isActive. */
export const updateProxy = ({ id, input }: { id: string; input: UpdateProxyInput }) => proxiesApi.update(id, input);

export const useUpdateProxy = () => useApiMutation(updateProxy, { invalidates: [queryKeys.proxies.all()], on: 'success' });
