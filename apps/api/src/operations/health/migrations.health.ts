import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { migrationStates } from '../../platform/database/migrating/migration-states';
import { PersonalitiesService } from '../../quiz/personalities/personalities.service';

/** Up once every expand migration this build knows has run on the database, and the profiles they hold are in memory. */
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
      // Contract migrations wait for `migrate --contract` by design: only expand ones keep a replica from serving.
      const states = await migrationStates(this.dataSource);
      if (states.some(({ kind, applied }) => kind === 'expand' && !applied))
        return indicator.down('migrations are pending');
      await this.personalities.load();
      return indicator.up();
    } catch {
      return indicator.down('the database did not answer');
    }
  }
}
