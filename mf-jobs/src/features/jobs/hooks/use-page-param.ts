import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageFromParam } from '../utils/page-param';

/** The list's page, kept in the URL's `page` parameter (/jobs?page=2), so a reload or a shared link keeps it. */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('page', String(next));
          return updated;
        },
        options,
      ),
    [setParams],
  );
  return [page, setPage] as const;
}
