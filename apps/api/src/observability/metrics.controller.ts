import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { BearerTokenGuard } from '../common/bearer-token.guard';
import { Metrics } from './metrics';

/** Prometheus text. Closed to visitors: the figures count visitors too. */
@ApiExcludeController()
@Controller('metrics')
@UseGuards(BearerTokenGuard('METRICS_TOKEN', 'Metrics'))
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
