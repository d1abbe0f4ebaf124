import 'reflect-metadata';
import { type Answers, QUESTIONS, tally } from '@tastetype/quiz-domain';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../src/config/app-config';
import { dataSourceOptions } from '../src/database/data-source-options';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';

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

// Server-side generation: random quiz, ~30% shared, created over the last 90 days.
const INSERT = `
  INSERT INTO personality_results (personality, answers, shared, shared_at, created_at)
  SELECT q.personality, q.answers, s.shared, CASE WHEN s.shared THEN s.created_at + interval '3 minutes' END, s.created_at
  FROM (
    SELECT 1 + floor(random() * $4)::int AS pick, random() < 0.3 AS shared, now() - random() * interval '90 days' AS created_at
    FROM generate_series(1, $1)
  ) s
  JOIN unnest($2::text[], $3::jsonb[]) WITH ORDINALITY AS q(personality, answers, n) ON q.n = s.pick`;

async function seed(count: number): Promise<void> {
  const config = loadConfig(process.env);
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.DATA_DIR);
  const db = new DataSource(dataSourceOptions(config.DATABASE_URL ?? (embedded?.url as string)));
  const quizzes = everyCompletedQuiz();
  const started = Date.now();
  try {
    await db.initialize();
    for (let done = 0; done < count; ) {
      const size = Math.min(BATCH, count - done);
      await db.query(INSERT, [size, quizzes.map((q) => q.personality), quizzes.map((q) => JSON.stringify(q.answers)), quizzes.length]);
      done += size;
      console.log(`${done.toLocaleString('en')} / ${count.toLocaleString('en')} results`);
    }
    // Fresh statistics and visibility map, so the planner can use index-only scans at once.
    await db.query('VACUUM ANALYZE personality_results');
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
