import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { track } from '../lib/funnel-events';

/** One page_view per route the visitor sees; the path only, never the query with its ids. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => track('page_view', { route: pathname }), [pathname]);
}
