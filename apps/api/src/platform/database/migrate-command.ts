import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { startDataDirPostgres } from './embedded/cluster-start';
import { runMigrationsLocked } from './run-migrations';

/** `main.js migrate`: the start-up migrations as a step of their own, for deployments with MIGRATIONS_RUN=false. */
export async function migrate(config: AppConfig, log: (line: string) => void): Promise<void> {
  const embedded = config.DATABASE_URL ? undefined : await startDataDirPostgres(config, { warn: log });
  const url = config.DATABASE_MIGRATIONS_URL ?? config.DATABASE_URL ?? (embedded?.url as string);
  const dataSource = new DataSource(dataSourceOptions(url, 1));
  try {
    await dataSource.initialize();
    const ran = await runMigrationsLocked(dataSource);
    log(
      ran.length > 0
        ? `Ran ${ran.length} migration(s): ${ran.join(', ')}`
        : 'The database is up to date: no migration was pending',
    );
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
  }
}
