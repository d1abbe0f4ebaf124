import { BUILD_INFO, type BuildInfo } from '../../platform/observability/build-info';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { MigrationsHealthIndicator } from './migrations.health';
import { ReplicaHealthIndicator } from './replica.health';

/** For load balancers and orchestrators: never cached, never rate-limited, outside /api. */
@ApiExcludeController()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly migrations: MigrationsHealthIndicator,
    private readonly replica: ReplicaHealthIndicator,
  ) {}

  /** Which release and commit this process runs. */
  @Get()
  @Header('Cache-Control', 'no-store')
  build(): { status: 'ok' } & BuildInfo {
    return { status: 'ok', ...BUILD_INFO };
  }

  /** The process answers. */
  @Get('live')
  @Header('Cache-Control', 'no-store')
  @HealthCheck()
  live() {
    return this.health.check([]);
  }

  /** The database answers and its schema is this build's: the server can take traffic. The read replica is reported, never required. */
  @Get('ready')
  @Header('Cache-Control', 'no-store')
  @HealthCheck()
  ready() {
    return this.health.check([
      () => this.database.pingCheck('database', { timeout: 1000 }),
      () => this.migrations.isUpToDate('migrations'),
      ...(this.replica.configured ? [() => this.replica.report('readReplica')] : []),
    ]);
  }
}
