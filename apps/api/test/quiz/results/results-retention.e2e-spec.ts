import { insertResults } from '../../helpers/insert-results';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { ResultsRetention } from '../../../src/quiz/results/results-retention';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const stored = async (t: TestApp) =>
  (await t.db.query('SELECT count(*)::int AS n FROM personality_results')).rows[0].n as number;
const counted = async (t: TestApp) =>
  (await t.db.query('SELECT coalesce(sum(results), 0)::int AS n FROM result_counts_daily')).rows[0].n as number;

describe('RESULTS_KEEP_DAYS', () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it('deletes results older than the setting, with their counts, and keeps the rest as they were', async () => {
    t = await createTestApp({ env: { RESULTS_KEEP_DAYS: '30' } });
    const [, kept] = await insertResults(t.db, [
      ['comfort', 'mild', 'home', 'simple', false, daysAgo(45)],
      ['healthy', 'mild', 'home', 'simple', false, daysAgo(10)],
      ['adventurous', 'spicy', 'out', 'none', true, daysAgo(400)],
    ]);
    // The app's own first pass may run first; either way, a pass leaves only what the setting keeps.
    await t.app.get(ResultsRetention).run();
    expect((await t.db.query('SELECT id FROM personality_results')).rows).toEqual([{ id: kept }]);
    expect(await counted(t)).toBe(1);
    // The one kept can still be shared, as its visitor may do any day.
    const shared = await t.app.inject({ method: 'PUT', url: `/api/personality-results/${kept}/share` });
    expect(shared.statusCode).toBe(200);
  });

  it('deletes nothing by default: results are the team’s data', async () => {
    t = await createTestApp();
    await insertResults(t.db, [['comfort', 'mild', 'home', 'simple', false, daysAgo(4000)]]);
    expect(await t.app.get(ResultsRetention).run()).toBe(0);
    expect(await stored(t)).toBe(1);
  });
});
