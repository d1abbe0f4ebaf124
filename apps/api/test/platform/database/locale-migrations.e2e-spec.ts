import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../helpers/test-app';
import { dataSourceOptions } from '../../../src/platform/database/data-source-options';
import { runMigrationsLocked } from '../../../src/platform/database/migrating/run-migrations';
import { undoMigrationsThrough } from '../../helpers/undo-migrations';

const COUNTS_BY_LOCALE = `SELECT locale, sum(results)::int AS results, sum(shared)::int AS shared
  FROM result_counts_daily GROUP BY locale ORDER BY locale`;
const TOTALS = 'SELECT sum(results)::int AS results, sum(shared)::int AS shared FROM result_counts_daily';

/** Stores results of the given languages (NULL: the column does not exist yet), the first one shared. */
const insertResults = (db: DataSource, locales: (string | null)[]) =>
  db.query(
    `INSERT INTO personality_results (personality, answers, shared ${locales[0] === null ? '' : ', locale'})
     SELECT 'comfort', '{"flavor": "mild", "dining": "cozy", "cooking": "simple"}', n = 1 ${locales[0] === null ? '' : ', l'}
     FROM unnest($1::text[]) WITH ORDINALITY AS t(l, n)`,
    [locales],
  );

describe('the language migrations', () => {
  let db: DataSource;
  beforeEach(async () => {
    db = await new DataSource(dataSourceOptions((await createTestDatabase()).toString())).initialize();
    await runMigrationsLocked(db);
  });
  afterEach(async () => db.destroy());

  it('store the three profiles in five more languages, and undo to none', async () => {
    const translated =
      'SELECT locale, count(*)::int AS n FROM personality_profile_translations GROUP BY locale ORDER BY locale';
    expect(await db.query(translated)).toEqual(['ar', 'de', 'es', 'fr', 'pt-BR'].map((locale) => ({ locale, n: 3 })));
    await undoMigrationsThrough(db, 'TranslatePersonalityProfiles1764288000000');
    expect(await db.query("SELECT to_regclass('personality_profile_translations') AS t")).toEqual([{ t: null }]);
    await runMigrationsLocked(db);
    expect(await db.query(translated)).toHaveLength(5);
  });

  it('read every result stored before them as English, so their NOT VALID check validates', async () => {
    await undoMigrationsThrough(db, 'RecordTheQuizLanguage1764374400000');
    await insertResults(db, [null, null, null]);
    await runMigrationsLocked(db);
    expect(await db.query('SELECT DISTINCT locale FROM personality_results')).toEqual([{ locale: 'en' }]);
    expect(await db.query(COUNTS_BY_LOCALE)).toEqual([{ locale: 'en', results: 3, shared: 1 }]);
    await expect(
      db.query('ALTER TABLE personality_results VALIDATE CONSTRAINT personality_results_locale_supported'),
    ).resolves.toBeDefined();
  });

  it('count by language, and undo by folding every language into English, losing no count', async () => {
    await insertResults(db, ['es', 'de', 'en', 'es']);
    expect(await db.query(COUNTS_BY_LOCALE)).toEqual([
      { locale: 'de', results: 1, shared: 0 },
      { locale: 'en', results: 1, shared: 0 },
      { locale: 'es', results: 2, shared: 1 },
    ]);
    await db.query(`UPDATE personality_results SET shared = true WHERE locale = 'de'`);
    expect(await db.query(COUNTS_BY_LOCALE)).toContainEqual({ locale: 'de', results: 1, shared: 1 });

    await undoMigrationsThrough(db, 'RecordTheQuizLanguage1764374400000');
    expect(await db.query(TOTALS)).toEqual([{ results: 4, shared: 2 }]);
    // The counts and their trigger are as before the migration: a new result counts once, a share moves once.
    await insertResults(db, [null]);
    await db.query('UPDATE personality_results SET shared = true');
    expect(await db.query(TOTALS)).toEqual([{ results: 5, shared: 5 }]);

    await runMigrationsLocked(db);
    expect(await db.query(COUNTS_BY_LOCALE)).toEqual([{ locale: 'en', results: 5, shared: 5 }]);
  });
});
