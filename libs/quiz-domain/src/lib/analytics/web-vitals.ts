/**
 * The visitors' Core Web Vitals (web.dev), as the web app reports them with its funnel events: per page, in buckets,
 * never a raw value or an identifier. The api counts them per UTC day; the 75th percentile is read from the counts.
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** Each metric's bucket bounds (milliseconds, or the layout-shift score), ascending; past the last is `null`. */
export const VITAL_BUCKETS: Record<VitalMetric, readonly number[]> = {
  LCP: [500, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10_000],
  INP: [50, 100, 150, 200, 300, 500, 1000],
  CLS: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5],
};

/** web.dev's thresholds at the 75th percentile: good up to the first, poor past the second. */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

/** How many vitals one batch may carry: three metrics for each page of a page session's few pages. */
export const MAX_VITALS_PER_BATCH = 12;

/** One measurement as it is sent: its metric, the page it was measured on, and its bucket's upper bound. */
export interface VitalReport {
  metric: VitalMetric;
  /** The pathname, read into its page's pattern by the api as a page_view's route is. */
  route: string;
  /** The bucket: the smallest bound the value does not exceed, or null past the last bound. */
  le: number | null;
}

/** The bucket `value` falls in: its upper bound, or null when it is past every bound. */
export function vitalBucket(metric: VitalMetric, value: number): number | null {
  return VITAL_BUCKETS[metric].find((bound) => value <= bound) ?? null;
}

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * The 75th percentile of bucket counts (`le` → count, null for past the last bound): the upper bound of the bucket
 * that holds it, as a bucketed histogram can say it; past the last bound, that bound. Undefined without counts.
 */
export function vitalP75(metric: VitalMetric, counts: ReadonlyMap<number | null, number>): number | undefined {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return undefined;
  const bounds = VITAL_BUCKETS[metric];
  let seen = 0;
  for (const bound of bounds) {
    seen += counts.get(bound) ?? 0;
    if (seen >= 0.75 * total) return bound;
  }
  return bounds[bounds.length - 1];
}
