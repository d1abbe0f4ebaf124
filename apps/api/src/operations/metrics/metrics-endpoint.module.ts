import { Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller';

/** GET /metrics, above the keys that guard it; the registry itself is platform/observability's. */
@Module({ controllers: [MetricsController] })
export class MetricsEndpointModule {}
