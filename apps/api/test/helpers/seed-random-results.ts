import type { Answers } from '@tastetype/quiz-domain';

/** Anything that runs SQL with bound parameters: a pg Client in tests, a TypeORM DataSource in the seed script. */
interface Database {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

/** Synthetic results for load tests: random picks among `quizzes`, ~30% shared, over the last `days` days. */
export async function seedRandomResults(
  db: Database,
  size: number,
  quizzes: { personality: string; answers: Answers }[],
  days = 90,
): Promise<void> {
  await db.query(
    `INSERT INTO personality_results (personality, answers, shared, shared_at, created_at)
     SELECT q.personality, q.answers, s.shared, CASE WHEN s.shared THEN s.created_at + interval '3 minutes' END, s.created_at
     FROM (
       SELECT 1 + floor(random() * $4)::int AS pick, random() < 0.3 AS shared, now() - random() * $5 * interval '1 day' AS created_at
       FROM generate_series(1, $1)
     ) s
     JOIN unnest($2::text[], $3::jsonb[]) WITH ORDINALITY AS q(personality, answers, n) ON q.n = s.pick`,
    [size, quizzes.map((q) => q.personality), quizzes.map((q) => JSON.stringify(q.answers)), quizzes.length, days],
  );
}

/** Fresh statistics and visibility map after a bulk load, so the planner can use index-only scans at once. */
export async function analyzeResults(db: Database): Promise<void> {
  await db.query('VACUUM ANALYZE personality_results');
}
