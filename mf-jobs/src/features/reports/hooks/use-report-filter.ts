import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filterFromParams, paramsOfFilter, type ReportFilter } from '../utils/range';

/** The page's range and account, kept in the address (see filterFromParams). */
export function useReportFilter() {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const setFilter = useCallback(
    (change: (current: ReportFilter) => ReportFilter) => setParams((current) => paramsOfFilter(change(filterFromParams(current))), { replace: true }),
    [setParams],
  );
  return [filter, setFilter] as const;
}
