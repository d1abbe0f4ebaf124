import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { EVENT_LIMITS, track } from '../lib/funnel-events';

/**
 * One page_view per route the reader sees, the analysts' pages too (the funnel's views are those of the home page);
 * the path only, never the query with its ids.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => track('page_view', { route: pathname.slice(0, EVENT_LIMITS.routeLength) }), [pathname]);
}
