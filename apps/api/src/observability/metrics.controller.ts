import { ApiExcludeController } from '@nestjs/swagger';
import { Controller, ForbiddenException, Get, Header, Headers, UnauthorizedException } from '@nestjs/common';
import { BearerToken } from '../common/bearer-token';
import { AppConfig } from '../config/app-config';
import { Metrics } from './metrics';

/** Prometheus text. Closed to visitors: the figures count visitors too. */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  private readonly token: BearerToken;

  constructor(
    private readonly metrics: Metrics,
    config: AppConfig,
  ) {
    this.token = new BearerToken(config.METRICS_TOKEN);
  }

  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  scrape(@Headers('authorization') authorization?: string): Promise<string> {
    if (!this.token.isSet)
      throw new ForbiddenException('Metrics are disabled: METRICS_TOKEN is not set on this server');
    if (!this.token.matches(authorization))
      throw new UnauthorizedException('Metrics need the header Authorization: Bearer <METRICS_TOKEN>');
    return this.metrics.registry.metrics();
  }
}
