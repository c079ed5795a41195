import { type ProxyImportInput, proxiesApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /proxies/import: many proxies pasted as lines; the answer says what became of each line. */
export const importProxies = (input: ProxyImportInput) => proxiesApi.importLines(input);

export const useImportProxies = () => useApiMutation(importProxies, { invalidates: [queryKeys.proxies.all()], on: 'settled' });
