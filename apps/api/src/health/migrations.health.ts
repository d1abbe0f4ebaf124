import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Up once every migration this build knows has run on the database. */
@Injectable()
export class MigrationsHealthIndicator {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly health: HealthIndicatorService,
  ) {}

  async isUpToDate(key: 'migrations') {
    const indicator = this.health.check(key);
    try {
      return (await this.dataSource.showMigrations()) ? indicator.down('migrations are pending') : indicator.up();
    } catch {
      return indicator.down('the database did not answer');
    }
  }
}
