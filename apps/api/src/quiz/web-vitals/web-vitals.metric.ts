import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { DAY_MS, MINUTE_MS } from '@tastetype/quiz-domain';
import { Metrics } from '../../platform/observability/metrics';
import { vitalFigures } from './vital-figures';
import { WebVitalsRepository } from './web-vitals.repository';

/** The days the gauge looks back over, today included: what phones saw lately, not since the first release. */
const WINDOW_DAYS = 7;

/**
 * `tastetype_web_vitals_p75{page,metric}`: each page's 75th percentile over the last 7 UTC days, the same on every
 * replica (read from the counts), queried at most once a minute whatever the scrapes.
 */
@Injectable()
export class WebVitalsMetric {
  constructor(metrics: Metrics, vitals: WebVitalsRepository) {
    let read = { at: -Infinity, figures: [] as ReturnType<typeof vitalFigures> };
    new Gauge({
      name: 'tastetype_web_vitals_p75',
      help: "Visitors' Core Web Vitals at the 75th percentile over the last 7 UTC days, by page: LCP and INP in ms, CLS as a score (the upper bound of the bucket holding it)",
      labelNames: ['page', 'metric'],
      registers: [metrics.registry],
      async collect() {
        if (Date.now() - read.at >= MINUTE_MS) {
          const from = new Date(Date.now() - (WINDOW_DAYS - 1) * DAY_MS);
          const counts = await vitals.counts({ from }).catch(() => undefined);
          if (!counts) return;
          read = { at: Date.now(), figures: vitalFigures(counts) };
          this.reset();
        }
        for (const { page, metric, p75 } of read.figures) if (p75 !== null) this.set({ page, metric }, p75);
      },
    });
  }
}
