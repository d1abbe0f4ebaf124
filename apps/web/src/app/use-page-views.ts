import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { EVENT_LIMITS, track } from '../lib/funnel-events';

/** One page_view per route the visitor sees; the path only, never the query with its ids. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    // An analyst reading the dashboard is no visitor of the quiz.
    if (pathname.replace(/\/$/, '').toLowerCase() === paths.insights.path) return;
    track('page_view', { route: pathname.slice(0, EVENT_LIMITS.routeLength) });
  }, [pathname]);
}
