import { proxiesApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /proxies/{id}/test: resolves for a working proxy, rejects with the reason otherwise. */
export const testProxy = (id: string) => proxiesApi.test(id);

/** The server keeps the result on the proxy: the cards are read again to show it. */
export const useTestProxy = () => useApiMutation(testProxy, { invalidates: [queryKeys.proxies.all()], on: 'settled' });
