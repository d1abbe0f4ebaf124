import { EVENT_LIMITS, queueVital } from '../funnel-events';

/**
 * The path the document loaded with, read as this module loads: web-vitals measures that page load, so a soft
 * navigation of the app does not move its LCP, INP or CLS to the next route.
 */
const loadedRoute = typeof window === 'undefined' ? '/' : window.location.pathname.slice(0, EVENT_LIMITS.routeLength);
let started = false;

/**
 * Starts measuring this page session's Core Web Vitals once the page has painted and the browser is idle: web-vitals
 * and the bucket bounds download then, so no page's first load carries them. Once per page session.
 */
export function reportWebVitalsOnIdle(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // Lost analytics never break a page: a failed download measures nothing.
  const measure = () =>
    void import('./measure-vitals').then(
      ({ measureVitals }) => measureVitals(loadedRoute, queueVital),
      () => undefined,
    );
  if (typeof requestIdleCallback === 'function') requestIdleCallback(measure, { timeout: 2000 });
  else setTimeout(measure, 200);
}
