import type { QueryRunner } from 'typeorm';
import type { TasteTypeMigration } from '../migrating/migration-kind';

/**
 * The visitors' Core Web Vitals, counted per UTC day, page pattern, metric and bucket (`le`, Infinity past the last
 * bound), in 8 slots so concurrent batches never wait on one row. No raw value and no identifier is kept.
 * A new table the release before never sees: an expand step.
 */
export class CountWebVitals1764979200000 implements TasteTypeMigration {
  name = 'CountWebVitals1764979200000';
  kind = 'expand' as const;

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE web_vitals_daily (
        day date NOT NULL,
        page text NOT NULL,
        metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS')),
        le numeric NOT NULL,
        slot smallint NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (day, page, metric, le, slot)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE web_vitals_daily');
  }
}
