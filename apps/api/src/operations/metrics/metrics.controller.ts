import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { RequireKey } from '../../access/keys/checking/require-key.guard';
import { Metrics } from '../../platform/observability/metrics';

/** Prometheus text. Closed to visitors: the figures count visitors too. */
@ApiExcludeController()
@Controller('metrics')
@RequireKey('metrics:read')
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
