import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../src/platform/config/app-config';
import { dataSourceOptions } from '../src/platform/database/data-source-options';
import { installClusterHooks } from '../src/app/cluster-hooks';
import { startDataDirPostgres } from '../src/platform/database/embedded/cluster-start';
import { runMigrationsLocked } from '../src/platform/database/migrating/run-migrations';

/** One kind of synthetic rows: how to add a batch of them, and how to refresh statistics after. */
export interface Seeder {
  /** Plural name for the messages, e.g. 'results'. */
  what: string;
  script: string;
  batch: number;
  max: number;
  example: string;
  /** Adds about `size` rows; resolves to how many it added. */
  add(db: DataSource, size: number): Promise<number>;
  analyze(db: DataSource): Promise<void>;
}

/**
 * Seeds the count given on the command line, in batches, to DATABASE_URL or the embedded PostgreSQL in
 * DATA_DIR (stop the server on it first); migrates a fresh database first.
 */
export function runSeed(seeder: Seeder): void {
  const count = Number(process.argv[2]);
  if (!Number.isInteger(count) || count < 1 || count > seeder.max) {
    console.error(
      `Usage: npm run ${seeder.script} -- <count>   (a whole number from 1 to ${seeder.max.toLocaleString('en')}, e.g. ${seeder.example})`,
    );
    process.exit(2);
  }
  seed(seeder, count).catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}

async function seed(seeder: Seeder, count: number): Promise<void> {
  const config = loadConfig(process.env);
  installClusterHooks();
  const embedded = config.DATABASE_URL ? undefined : await startDataDirPostgres(config);
  const db = new DataSource(dataSourceOptions(config.DATABASE_URL ?? (embedded?.url as string)));
  const started = Date.now();
  const total = count.toLocaleString('en');
  try {
    await db.initialize();
    await runMigrationsLocked(db);
    for (let done = 0; done < count; ) {
      done += await seeder.add(db, Math.min(seeder.batch, count - done));
      console.log(`${done.toLocaleString('en')} / ${total} ${seeder.what}`);
    }
    await seeder.analyze(db);
    console.log(`Seeded ${total} ${seeder.what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    if (db.isInitialized) await db.destroy();
    await embedded?.stop();
  }
}
