import { useMutation } from '@tanstack/react-query';
import { proxiesApi } from 'shared-sdk';

/** POST /proxies/{id}/test: resolves for a working proxy, rejects with the reason otherwise. */
export const testProxy = (id: string) => proxiesApi.test(id);

export const useTestProxy = () => useMutation({ mutationFn: testProxy });
