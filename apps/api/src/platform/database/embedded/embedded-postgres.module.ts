import { Injectable, Logger, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { clusterStartHooks, startDataDirPostgres } from './cluster-start';
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
    const hooks = clusterStartHooks();
    this.running = await startDataDirPostgres(config, {
      // PostgreSQL's own words matter here only where a hook says so (archiving failed): each is an operator's error.
      log: (chunk) => hooks.forEach((hook) => hook.errorsIn?.(chunk).forEach((line) => this.logger.error(line))),
      warn: (line) => this.logger.warn(line),
      onCrash: (event) => {
        if (!('restartInMs' in event)) return this.logger.log('Embedded PostgreSQL is back');
        const what = event.afterFailedStart ? 'did not start again' : 'exited unexpectedly';
        this.logger.error(`Embedded PostgreSQL ${what}; next try in ${event.restartInMs} ms`);
      },
    });
    this.logger.log(`Embedded PostgreSQL started, data in ${config.DATA_DIR}`);
    hooks.forEach((hook) => hook.describe && this.logger.log(hook.describe(config)));
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
