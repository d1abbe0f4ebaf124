import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Funnel events as the web app reports them (no visitor identity: an attempt id lives in one page
 * session), and their counts per UTC day, kept by a statement-level trigger like the results' counts:
 * one upsert per batch, into the slot of the connection (by backend pid), so concurrent batches never
 * queue on one row lock. Keys use '' and 0 rather than NULL, so that ON CONFLICT finds them.
 */
export class CreateFunnelEvents1764115200000 implements MigrationInterface {
  name = 'CreateFunnelEvents1764115200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE funnel_events (
        at timestamptz NOT NULL DEFAULT now(),
        name text NOT NULL CHECK (name IN ('page_view', 'quiz_start', 'question_answered', 'quiz_complete',
          'result_view', 'share_click', 'share_success', 'shared_link_landing', 'retake')),
        attempt uuid NOT NULL,
        route text NULL,
        question smallint NULL,
        seconds integer NULL,
        from_share boolean NOT NULL DEFAULT false
      )`);
    // Covering, so partial days at the ends of a window are read by index-only scans, in time order.
    await db.query(
      'CREATE INDEX funnel_events_by_time ON funnel_events (at) INCLUDE (name, route, question, seconds, from_share)',
    );
    await db.query(`
      CREATE TABLE funnel_counts_daily (
        day timestamptz NOT NULL,
        name text NOT NULL,
        route text NOT NULL,
        question smallint NOT NULL,
        seconds integer NOT NULL,
        from_share boolean NOT NULL,
        slot smallint NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (day, name, route, question, seconds, from_share, slot)
      )`);
    await db.query(`
      CREATE FUNCTION count_inserted_funnel_events() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO funnel_counts_daily AS c (day, name, route, question, seconds, from_share, slot, count)
        SELECT date_trunc('day', e.at, 'UTC'), e.name, coalesce(e.route, ''), coalesce(e.question, 0),
               coalesce(e.seconds, 0), e.from_share, (pg_backend_pid() % 64)::smallint, count(*)
        FROM inserted e
        GROUP BY 1, 2, 3, 4, 5, 6
        ON CONFLICT (day, name, route, question, seconds, from_share, slot) DO UPDATE SET count = c.count + excluded.count;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER funnel_events_counted_on_insert AFTER INSERT ON funnel_events
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_funnel_events()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER funnel_events_counted_on_insert ON funnel_events');
    await db.query('DROP FUNCTION count_inserted_funnel_events');
    await db.query('DROP TABLE funnel_counts_daily');
    await db.query('DROP TABLE funnel_events');
  }
}
