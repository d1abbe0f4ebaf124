import 'reflect-metadata';
import { type Answers, QUESTIONS, tally } from '@tastetype/quiz-domain';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../src/config/app-config';
import { dataSourceOptions } from '../src/database/data-source-options';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { runMigrationsLocked } from '../src/database/run-migrations';
import { ResultsRepository } from '../src/results/results.repository';

// Seeds N synthetic results for load and analytics tests: npm run seed:results -- 1000000
// Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (stop the server on it first).

const BATCH = 200_000;

/** All 27 ways to answer, each with its winner from the one tally rule. */
function everyCompletedQuiz(): { personality: string; answers: Answers }[] {
  const [flavor, dining, cooking] = QUESTIONS.map((q) => q.options.map((o) => o.id));
  return flavor.flatMap((f) =>
    dining.flatMap((d) =>
      cooking.map((c) => {
        const answers = { flavor: f, dining: d, cooking: c };
        return { personality: tally(answers), answers };
      }),
    ),
  );
}

async function seed(count: number): Promise<void> {
  const config = loadConfig(process.env);
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.DATA_DIR);
  const db = new DataSource(dataSourceOptions(config.DATABASE_URL ?? (embedded?.url as string)));
  const quizzes = everyCompletedQuiz();
  const started = Date.now();
  try {
    await db.initialize();
    await runMigrationsLocked(db); // a fresh DATA_DIR needs its tables first
    const results = new ResultsRepository(db);
    for (let done = 0; done < count; ) {
      const size = Math.min(BATCH, count - done);
      await results.seedRandom(size, quizzes);
      done += size;
      console.log(`${done.toLocaleString('en')} / ${count.toLocaleString('en')} results`);
    }
    await results.analyze();
    console.log(`Seeded ${count.toLocaleString('en')} results in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    if (db.isInitialized) await db.destroy();
    await embedded?.stop();
  }
}

const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count < 1 || count > 50_000_000) {
  console.error('Usage: npm run seed:results -- <count>   (a whole number from 1 to 50,000,000, e.g. 1000000)');
  process.exit(2);
}
seed(count).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
