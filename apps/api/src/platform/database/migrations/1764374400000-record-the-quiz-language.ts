import type { MigrationInterface, QueryRunner } from 'typeorm';

const COUNTED_KEY = 'day, personality, flavor, dining, cooking';

/** The counts' upsert of the given rows (delta 1 adds them, -1 takes them away); `locale` splits them by language. */
const countResults = (byLocale: boolean) => `
  CREATE OR REPLACE FUNCTION count_results(changed_rows personality_results[], delta integer) RETURNS void
  LANGUAGE sql AS $$
    INSERT INTO result_counts_daily AS c (${COUNTED_KEY}, ${byLocale ? 'locale, ' : ''}slot, results, shared)
    SELECT date_trunc('day', r.created_at, 'UTC'), r.personality, r.answers->>'flavor', r.answers->>'dining',
           r.answers->>'cooking', ${byLocale ? 'r.locale, ' : ''}(pg_backend_pid() % 64)::smallint,
           count(*) * delta, count(*) FILTER (WHERE r.shared) * delta
    FROM unnest(changed_rows) r
    GROUP BY ${byLocale ? '1, 2, 3, 4, 5, 6' : '1, 2, 3, 4, 5'}
    ON CONFLICT (${COUNTED_KEY}, ${byLocale ? 'locale, ' : ''}slot)
    DO UPDATE SET results = c.results + excluded.results, shared = c.shared + excluded.shared
  $$`;

/** Moves only the rows whose counted fields changed, as IndexResultsForAnalytics did; now the language too. */
const countUpdatedResults = (byLocale: boolean) => {
  const fields = ['personality', 'answers', 'shared', 'created_at', ...(byLocale ? ['locale'] : [])];
  const of = (row: string) => fields.map((field) => `${row}.${field}`).join(', ');
  const changed = `(${of('o')}) IS DISTINCT FROM (${of('n')})`;
  return `
    CREATE OR REPLACE FUNCTION count_updated_results() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM count_results(ARRAY(
        SELECT o::personality_results FROM previous o JOIN updated n USING (id) WHERE ${changed}
      ), -1);
      PERFORM count_results(ARRAY(
        SELECT n::personality_results FROM updated n JOIN previous o USING (id) WHERE ${changed}
      ), 1);
      RETURN NULL;
    END $$`;
};

/**
 * The language the quiz ran in (a BCP 47 tag of the six TasteType speaks), recorded on every result and
 * counted by it, so that the analysts' figures split by language. Results before it ran in English.
 */
export class RecordTheQuizLanguage1764374400000 implements MigrationInterface {
  name = 'RecordTheQuizLanguage1764374400000';

  async up(db: QueryRunner): Promise<void> {
    // A constant default: PostgreSQL keeps it in the catalogue, so no existing row is rewritten.
    await db.query(`ALTER TABLE personality_results ADD COLUMN locale text NOT NULL DEFAULT 'en'`);
    // NOT VALID: every existing row reads the default 'en', so there is nothing to check, and a big table is not scanned under lock.
    await db.query(
      `ALTER TABLE personality_results ADD CONSTRAINT personality_results_locale_supported
       CHECK (locale IN ('en', 'es', 'de', 'fr', 'pt-BR', 'ar')) NOT VALID`,
    );
    await db.query(`ALTER TABLE result_counts_daily ADD COLUMN locale text NOT NULL DEFAULT 'en'`);
    await db.query('ALTER TABLE result_counts_daily DROP CONSTRAINT result_counts_daily_pkey');
    await db.query(`ALTER TABLE result_counts_daily ADD PRIMARY KEY (${COUNTED_KEY}, locale, slot)`);
    await db.query(countResults(true));
    await db.query(countUpdatedResults(true));
  }

  /** Folds every language's counts into English's, then gives back the tables and functions before it. */
  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      INSERT INTO result_counts_daily AS c (${COUNTED_KEY}, locale, slot, results, shared)
      SELECT ${COUNTED_KEY}, 'en', slot, sum(results), sum(shared) FROM result_counts_daily WHERE locale <> 'en'
      GROUP BY ${COUNTED_KEY}, slot
      ON CONFLICT (${COUNTED_KEY}, locale, slot)
      DO UPDATE SET results = c.results + excluded.results, shared = c.shared + excluded.shared`);
    await db.query(`DELETE FROM result_counts_daily WHERE locale <> 'en'`);
    await db.query('ALTER TABLE result_counts_daily DROP CONSTRAINT result_counts_daily_pkey');
    await db.query('ALTER TABLE result_counts_daily DROP COLUMN locale');
    await db.query(`ALTER TABLE result_counts_daily ADD PRIMARY KEY (${COUNTED_KEY}, slot)`);
    await db.query(countResults(false));
    await db.query(countUpdatedResults(false));
    await db.query('ALTER TABLE personality_results DROP COLUMN locale');
  }
}
