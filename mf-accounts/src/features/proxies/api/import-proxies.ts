import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProxyImportInput, proxiesApi, queryKeys } from 'shared-sdk';

/** POST /proxies/import: many proxies pasted as lines; the answer says what became of each line. */
export const importProxies = (input: ProxyImportInput) => proxiesApi.importLines(input);

export const useImportProxies = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importProxies, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.proxies.all() }) });
};
