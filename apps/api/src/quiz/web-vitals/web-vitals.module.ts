import { Module } from '@nestjs/common';
import { WebVitalsMetric } from './web-vitals.metric';
import { WebVitalsRepository } from './web-vitals.repository';

/** The visitors' Core Web Vitals: counted with the funnel's batches, read by the analysts and /metrics. */
@Module({ providers: [WebVitalsRepository, WebVitalsMetric], exports: [WebVitalsRepository] })
export class WebVitalsModule {}
