import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../src/config/app-config';
import { dataSourceOptions } from '../src/database/data-source-options';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { runMigrationsLocked } from '../src/database/run-migrations';
import { EventsRepository } from '../src/events/events.repository';

// Seeds N synthetic funnel events (whole attempts over the last 90 days): npm run seed:events -- 10000000
// Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (stop the server on it first).

const EVENTS_PER_BATCH = 500_000;
// Events of an average seeded attempt, rounded down: a batch asks for a few more attempts than it needs.
const EVENTS_PER_ATTEMPT = 6;

async function seed(count: number): Promise<void> {
  const config = loadConfig(process.env);
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.DATA_DIR);
  const db = new DataSource(dataSourceOptions(config.DATABASE_URL ?? (embedded?.url as string)));
  const started = Date.now();
  try {
    await db.initialize();
    await runMigrationsLocked(db); // a fresh DATA_DIR needs its tables first
    const events = new EventsRepository(db);
    for (let done = 0; done < count; ) {
      const size = Math.min(EVENTS_PER_BATCH, count - done);
      done += await events.seedAttempts(Math.ceil(size / EVENTS_PER_ATTEMPT), size);
      console.log(`${done.toLocaleString('en')} / ${count.toLocaleString('en')} events`);
    }
    await events.analyze();
    console.log(`Seeded ${count.toLocaleString('en')} events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    if (db.isInitialized) await db.destroy();
    await embedded?.stop();
  }
}

const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count < 1 || count > 100_000_000) {
  console.error('Usage: npm run seed:events -- <count>   (a whole number from 1 to 100,000,000, e.g. 10000000)');
  process.exit(2);
}
seed(count).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
