import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Analytics over 1M+ results read counts per UTC day and answer combination, kept by statement-level
 * triggers (one upsert per statement, whatever its size: a bulk seed costs about what a save does),
 * plus keyset indexes for paging.
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
    // Adds (delta 1) or takes away (delta -1) the given rows from the daily counts.
    await db.query(`
      CREATE FUNCTION count_results(changed_rows personality_results[], delta integer) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO result_counts_daily AS c (day, personality, flavor, dining, cooking, slot, results, shared)
        SELECT date_trunc('day', r.created_at, 'UTC'), r.personality, r.answers->>'flavor', r.answers->>'dining',
               r.answers->>'cooking', (pg_backend_pid() % 64)::smallint, count(*) * delta, count(*) FILTER (WHERE r.shared) * delta
        FROM unnest(changed_rows) r
        GROUP BY 1, 2, 3, 4, 5
        ON CONFLICT (day, personality, flavor, dining, cooking, slot)
        DO UPDATE SET results = c.results + excluded.results, shared = c.shared + excluded.shared
      $$`);
    await db.query(`
      CREATE FUNCTION count_inserted_results() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM count_results(ARRAY(SELECT n::personality_results FROM inserted n), 1);
        RETURN NULL;
      END $$`);
    // Only rows whose counted fields changed move: sharing an already shared result counts nothing.
    await db.query(`
      CREATE FUNCTION count_updated_results() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM count_results(ARRAY(
          SELECT o::personality_results FROM previous o JOIN updated n USING (id)
          WHERE (o.personality, o.answers, o.shared, o.created_at) IS DISTINCT FROM (n.personality, n.answers, n.shared, n.created_at)
        ), -1);
        PERFORM count_results(ARRAY(
          SELECT n::personality_results FROM updated n JOIN previous o USING (id)
          WHERE (o.personality, o.answers, o.shared, o.created_at) IS DISTINCT FROM (n.personality, n.answers, n.shared, n.created_at)
        ), 1);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE FUNCTION count_deleted_results() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM count_results(ARRAY(SELECT o::personality_results FROM deleted o), -1);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER personality_results_counted_on_insert AFTER INSERT ON personality_results
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_results()`);
    await db.query(`
      CREATE TRIGGER personality_results_counted_on_share AFTER UPDATE ON personality_results
      REFERENCING OLD TABLE AS previous NEW TABLE AS updated FOR EACH STATEMENT EXECUTE FUNCTION count_updated_results()`);
    await db.query(`
      CREATE TRIGGER personality_results_counted_on_delete AFTER DELETE ON personality_results
      REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_results()`);
    await db.query(`
      INSERT INTO result_counts_daily (day, personality, flavor, dining, cooking, slot, results, shared)
      SELECT date_trunc('day', created_at, 'UTC'), personality, answers->>'flavor', answers->>'dining', answers->>'cooking', 0,
             count(*), count(*) FILTER (WHERE shared)
      FROM personality_results GROUP BY 1, 2, 3, 4, 5`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER personality_results_counted_on_delete ON personality_results');
    await db.query('DROP TRIGGER personality_results_counted_on_share ON personality_results');
    await db.query('DROP TRIGGER personality_results_counted_on_insert ON personality_results');
    await db.query('DROP FUNCTION count_deleted_results, count_updated_results, count_inserted_results, count_results');
    await db.query('DROP TABLE result_counts_daily');
    await db.query('DROP INDEX personality_results_by_personality_time');
    await db.query('DROP INDEX personality_results_by_time');
  }
}
