import { VITAL_METRICS, type VitalMetric, vitalP75 } from '@tastetype/quiz-domain';
import type { VitalCount } from './web-vitals.repository';

/** One page's metric: its 75th percentile (the upper bound of the bucket holding it) and how many page loads said. */
export interface VitalFigure {
  page: string;
  metric: VitalMetric;
  p75: number | null;
  samples: number;
}

/** The figures of each page and metric with counts: pages in order, then LCP, INP and CLS. */
export function vitalFigures(counts: VitalCount[]): VitalFigure[] {
  const buckets = new Map<string, { page: string; metric: VitalMetric; counts: Map<number | null, number> }>();
  for (const { page, metric, le, count } of counts) {
    const key = JSON.stringify([page, metric]);
    const entry = buckets.get(key) ?? { page, metric, counts: new Map<number | null, number>() };
    entry.counts.set(le, (entry.counts.get(le) ?? 0) + count);
    buckets.set(key, entry);
  }
  return [...buckets.values()]
    .sort((a, b) => a.page.localeCompare(b.page) || VITAL_METRICS.indexOf(a.metric) - VITAL_METRICS.indexOf(b.metric))
    .map(({ page, metric, counts: byBucket }) => ({
      page,
      metric,
      p75: vitalP75(metric, byBucket) ?? null,
      samples: [...byBucket.values()].reduce((sum, count) => sum + count, 0),
    }));
}
