import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PersonalitiesService } from '../../quiz/personalities/personalities.service';

/** Up once every migration this build knows has run on the database, and the profiles they hold are in memory. */
@Injectable()
export class MigrationsHealthIndicator {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly health: HealthIndicatorService,
    private readonly personalities: PersonalitiesService,
  ) {}

  async isUpToDate(key: 'migrations') {
    const indicator = this.health.check(key);
    try {
      if (await this.dataSource.showMigrations()) return indicator.down('migrations are pending');
      await this.personalities.load();
      return indicator.up();
    } catch {
      return indicator.down('the database did not answer');
    }
  }
}
