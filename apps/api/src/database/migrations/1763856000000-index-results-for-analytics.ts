import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Analytics over 1M+ results read counts per UTC day and answer combination, kept by a row trigger
 * (one upsert in the same statement as the save), plus keyset indexes for paging.
 * Each connection adds to its own slot row (by backend pid), so concurrent saves never queue on one row lock.
 */
export class IndexResultsForAnalytics1763856000000 implements MigrationInterface {
  name = 'IndexResultsForAnalytics1763856000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE INDEX personality_results_by_time ON personality_results (created_at DESC, id DESC)');
    await db.query(
      'CREATE INDEX personality_results_by_personality_time ON personality_results (personality, created_at DESC, id DESC)',
    );
    await db.query(`
      CREATE TABLE result_counts_daily (
        day timestamptz NOT NULL,
        personality varchar(16) NOT NULL,
        flavor text NOT NULL,
        dining text NOT NULL,
        cooking text NOT NULL,
        slot smallint NOT NULL,
        results integer NOT NULL,
        shared integer NOT NULL,
        PRIMARY KEY (day, personality, flavor, dining, cooking, slot)
      )`);
    // Adds (delta 1) or takes away (delta -1) one row from the daily counts.
    await db.query(`
      CREATE FUNCTION count_result(r personality_results, delta integer) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO result_counts_daily AS c (day, personality, flavor, dining, cooking, slot, results, shared)
        VALUES (date_trunc('day', r.created_at, 'UTC'), r.personality, r.answers->>'flavor', r.answers->>'dining',
                r.answers->>'cooking', (pg_backend_pid() % 64)::smallint, delta, CASE WHEN r.shared THEN delta ELSE 0 END)
        ON CONFLICT (day, personality, flavor, dining, cooking, slot)
        DO UPDATE SET results = c.results + excluded.results, shared = c.shared + excluded.shared
      $$`);
    // Only a change of a counted field moves a row: sharing an already shared result counts nothing.
    await db.query(`
      CREATE FUNCTION count_result_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND (OLD.personality, OLD.answers, OLD.shared, OLD.created_at)
            IS NOT DISTINCT FROM (NEW.personality, NEW.answers, NEW.shared, NEW.created_at) THEN
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM count_result(OLD, -1); END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM count_result(NEW, 1); END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER personality_results_counted AFTER INSERT OR UPDATE OR DELETE ON personality_results
      FOR EACH ROW EXECUTE FUNCTION count_result_change()`);
    await db.query(`
      INSERT INTO result_counts_daily (day, personality, flavor, dining, cooking, slot, results, shared)
      SELECT date_trunc('day', created_at, 'UTC'), personality, answers->>'flavor', answers->>'dining', answers->>'cooking', 0,
             count(*), count(*) FILTER (WHERE shared)
      FROM personality_results GROUP BY 1, 2, 3, 4, 5`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER personality_results_counted ON personality_results');
    await db.query('DROP FUNCTION count_result_change, count_result');
    await db.query('DROP TABLE result_counts_daily');
    await db.query('DROP INDEX personality_results_by_personality_time');
    await db.query('DROP INDEX personality_results_by_time');
  }
}
