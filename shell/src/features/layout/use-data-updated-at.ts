import { type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** The newest `dataUpdatedAt` of the queries some component on screen uses; 0 while none has data. */
const newestOnScreen = (queries: Query[]) =>
  queries.reduce((newest, query) => (query.getObserversCount() > 0 ? Math.max(newest, query.state.dataUpdatedAt) : newest), 0);

/**
 * When the data on screen was last refreshed (ms since the epoch, 0 before any): follows the react-query
 * cache, so every fetch, refetch or poll of a query in use moves it, and leaving a page drops its queries.
 */
export function useDataUpdatedAt(): number {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const snapshot = useCallback(() => newestOnScreen(cache.getAll()), [cache]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
