import { Injectable, Logger, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { backupSettings } from '../../operations/backups/backup-settings';
import { archiveFailures } from '../../operations/backups/embedded-backup-options';
import { startArchivedPostgres } from '../../operations/backups/start-archived-postgres';
import type { EmbeddedDatabase } from './embedded-postgres';

/** Owns the embedded PostgreSQL when the server runs without DATABASE_URL. */
@Injectable()
export class EmbeddedPostgresHolder {
  private readonly logger = new Logger('EmbeddedPostgres');
  private running?: EmbeddedDatabase;

  /** The running embedded server's superuser URL; undefined with DATABASE_URL. */
  get url(): string | undefined {
    return this.running?.url;
  }

  async start(config: AppConfig): Promise<string> {
    const backups = backupSettings(config);
    this.running = await startArchivedPostgres(config, {
      // PostgreSQL's own words matter here only when archiving fails: each failure is an operator's error.
      log: (chunk) => archiveFailures(chunk).forEach((line) => this.logger.error(line)),
      warn: (line) => this.logger.warn(line),
      onCrash: (event) => {
        if (!('restartInMs' in event)) return this.logger.log('Embedded PostgreSQL is back');
        const what = event.afterFailedStart ? 'did not start again' : 'exited unexpectedly';
        this.logger.error(`Embedded PostgreSQL ${what}; next try in ${event.restartInMs} ms`);
      },
    });
    this.logger.log(`Embedded PostgreSQL started, data in ${config.DATA_DIR}`);
    this.logger.log(
      backups
        ? `Backups: WAL archived to ${backups.dir} within ${backups.maxLagSeconds} s; a base backup every ${backups.baseEveryHours} h, ${backups.keep} kept`
        : 'Backups are off (BACKUP_DIR=off): nothing is archived, a lost disk loses every result',
    );
    return this.running.url;
  }

  /** True when there was a server to stop. */
  async stop(): Promise<boolean> {
    const running = this.running;
    this.running = undefined;
    await running?.stop();
    return running !== undefined;
  }
}

@Module({
  providers: [EmbeddedPostgresHolder],
  exports: [EmbeddedPostgresHolder],
})
export class EmbeddedPostgresModule {}
