import { Module } from '@nestjs/common';
import { EmbeddedPostgresModule } from '../../platform/database/embedded/embedded-postgres.module';
import { BackupMetrics } from './backup-metrics';
import { BACKUP_CLOCK, BackupSchedule } from './base/backup-schedule';

/** Continuous archiving's companions in the server: the base backup schedule, the WAL switch and the metrics. */
@Module({
  imports: [EmbeddedPostgresModule],
  providers: [BackupMetrics, BackupSchedule, { provide: BACKUP_CLOCK, useValue: () => new Date() }],
})
export class BackupsModule {}
