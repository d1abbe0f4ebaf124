import type { VitalMetric, VitalReport } from '@tastetype/quiz-domain';
import { onCLS, onINP, onLCP } from 'web-vitals';
import { EVENT_LIMITS } from '../funnel-events';

/**
 * quiz-domain's VITAL_BUCKETS (a test holds them equal). Imported from there, they would join every page's first load:
 * the dashboard's chunk shares that module, and the bundler puts what two lazy chunks share in the entry.
 */
export const BUCKETS: Record<VitalMetric, readonly number[]> = {
  LCP: [500, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10_000],
  INP: [50, 100, 150, 200, 300, 500, 1000],
  CLS: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5],
};

/** What web-vitals hands over that is kept: the metric's name and its bucket, never the value or its id. */
interface Measured {
  name: VitalMetric;
  value: number;
}

/**
 * Registers LCP, INP and CLS, each reported with its final value (web-vitals does so when the page is hidden), as
 * `report({ metric, route, le })`. `route` is the page the document loaded with; a page restored from the
 * back/forward cache is measured again, as the page it shows then.
 */
export function measureVitals(route: string, report: (vital: VitalReport) => void): void {
  let page = route;
  // Before web-vitals' own listener: its restored measurement then goes to the restored page.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) page = window.location.pathname.slice(0, EVENT_LIMITS.routeLength);
  });
  // As quiz-domain's vitalBucket: the smallest bound the value does not exceed, null past the last.
  const send = ({ name, value }: Measured) =>
    report({ metric: name, route: page, le: BUCKETS[name].find((bound) => value <= bound) ?? null });
  onLCP(send);
  onINP(send);
  onCLS(send);
}
