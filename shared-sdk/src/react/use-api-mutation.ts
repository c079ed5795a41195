import { type DefaultError, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** What a call changes on the server, and so which cached reads must be fetched again after it. */
export interface ApiMutationReload<TVariables> {
  /** The query keys to invalidate (from `queryKeys`); a function builds them from the call's variables. */
  invalidates: readonly QueryKey[] | ((variables: TVariables) => readonly QueryKey[]);
  /** 'settled': after the call whatever came of it (a refused call may have changed something too); 'success': only after it succeeded. */
  on: 'settled' | 'success';
  /** true (the default): the mutation stays pending until the reads are back; false: they reload on their own. */
  wait?: boolean;
}

/**
 * The mutation hook of an endpoint file (`api/<verb>-<thing>.ts`): calls `mutationFn`, then invalidates the keys the
 * call changes. A mutation that also writes the answer into the cache uses `useMutation` itself.
 */
export function useApiMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  reload: ApiMutationReload<TVariables>,
) {
  const queryClient = useQueryClient();
  const invalidate = (variables: TVariables) => {
    const keys = typeof reload.invalidates === 'function' ? reload.invalidates(variables) : reload.invalidates;
    const reloaded = Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    if (reload.wait === false) return void reloaded;
    return reloaded;
  };
  return useMutation<TData, DefaultError, TVariables>(
    reload.on === 'success'
      ? { mutationFn, onSuccess: (_data, variables) => invalidate(variables) }
      : { mutationFn, onSettled: (_data, _error, variables) => invalidate(variables) },
  );
}
