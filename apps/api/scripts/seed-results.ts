import { type Answers, QUESTIONS, tally } from '@tastetype/quiz-domain';
import { analyzeResults, seedRandomResults } from '../test/helpers/seed-random-results';
import { runSeed } from './run-seed';

// Seeds N synthetic results for load and analytics tests: npm run seed:results -- 1000000
// (over the last 90 days; SEED_DAYS=400 spreads them over more)

const BATCH = 200_000;
const SEED_DAYS = Number(process.env['SEED_DAYS'] ?? 90);

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

const quizzes = everyCompletedQuiz();

runSeed({
  what: 'results',
  script: 'seed:results',
  batch: BATCH,
  max: 50_000_000,
  example: '1000000',
  add: async (db, size) => {
    await seedRandomResults(db, size, quizzes, SEED_DAYS);
    return size;
  },
  analyze: (db) => analyzeResults(db),
});
