import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { PersonalitiesModule } from '../../quiz/personalities/personalities.module';
import { HealthController } from './health.controller';
import { MigrationsHealthIndicator } from './migrations.health';
import { ReplicaHealthIndicator } from './replica.health';

@Module({
  // Terminus logs each failed check itself; the 503 answer already says what is down.
  imports: [TerminusModule.forRoot({ logger: false }), PersonalitiesModule],
  controllers: [HealthController],
  providers: [MigrationsHealthIndicator, ReplicaHealthIndicator],
})
export class HealthModule {}
