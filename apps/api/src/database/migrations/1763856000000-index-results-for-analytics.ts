import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Analytics read 1M+ results by time, personality and answer. The answers become stored generated columns
 * so that two covering indexes answer every analytics query with index-only scans.
 */
export class IndexResultsForAnalytics1763856000000 implements MigrationInterface {
  name = 'IndexResultsForAnalytics1763856000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE personality_results
        ADD COLUMN flavor text GENERATED ALWAYS AS (answers->>'flavor') STORED,
        ADD COLUMN dining text GENERATED ALWAYS AS (answers->>'dining') STORED,
        ADD COLUMN cooking text GENERATED ALWAYS AS (answers->>'cooking') STORED`);
    await db.query(`
      CREATE INDEX personality_results_by_time ON personality_results (created_at DESC, id DESC)
        INCLUDE (personality, shared, flavor, dining, cooking)`);
    await db.query(`
      CREATE INDEX personality_results_by_personality_time ON personality_results (personality, created_at DESC, id DESC)
        INCLUDE (shared, flavor, dining, cooking)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX personality_results_by_personality_time');
    await db.query('DROP INDEX personality_results_by_time');
    await db.query('ALTER TABLE personality_results DROP COLUMN flavor, DROP COLUMN dining, DROP COLUMN cooking');
  }
}
