import { Injectable, Logger, Module } from '@nestjs/common';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres';

/** Owns the embedded PostgreSQL when the server runs without DATABASE_URL. */
@Injectable()
export class EmbeddedPostgresHolder {
  private readonly logger = new Logger('EmbeddedPostgres');
  private running?: EmbeddedDatabase;

  async start(dataDir: string): Promise<string> {
    this.running = await startEmbeddedPostgres(dataDir, {
      warn: (line) => this.logger.warn(line),
      onCrash: (event) => {
        if (!('restartInMs' in event)) return this.logger.log('Embedded PostgreSQL is back');
        const what = event.afterFailedStart ? 'did not start again' : 'exited unexpectedly';
        this.logger.error(`Embedded PostgreSQL ${what}; next try in ${event.restartInMs} ms`);
      },
    });
    this.logger.log(`Embedded PostgreSQL started, data in ${dataDir}`);
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
