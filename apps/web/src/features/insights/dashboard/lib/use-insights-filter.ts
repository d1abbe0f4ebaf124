import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type InsightsFilter, filterFromSearch, searchFromFilter } from './filters';

/** The view's filter, kept in the address so a link reproduces it; each change is one history entry. */
export function useInsightsFilter(): [InsightsFilter, (next: InsightsFilter) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // Keyed by the query string, so a re-render with the same address keeps the same object (and the same query variables).
  const filter = useMemo(() => filterFromSearch(new URLSearchParams(search)), [search]);
  const setFilter = useCallback((next: InsightsFilter) => setParams(searchFromFilter(next)), [setParams]);
  return [filter, setFilter];
}
