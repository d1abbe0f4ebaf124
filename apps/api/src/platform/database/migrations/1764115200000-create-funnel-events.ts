import type { MigrationInterface, QueryRunner } from 'typeorm';

const COUNTED = `name text NOT NULL,
        route text NOT NULL,
        question smallint NOT NULL,
        seconds integer NOT NULL,
        from_share boolean NOT NULL,
        slot smallint NOT NULL,
        count integer NOT NULL`;

/** Adds the events of the transition table `inserted` to the counts per `unit` ('day' or 'hour'). */
const countInto = (unit: 'day' | 'hour') => `
  INSERT INTO funnel_counts_${unit === 'day' ? 'daily' : 'hourly'} AS c (${unit}, name, route, question, seconds, from_share, slot, count)
  SELECT date_trunc('${unit}', e.at, 'UTC'), e.name, coalesce(e.route, ''), coalesce(e.question, 0), coalesce(e.seconds, 0),
         e.from_share, (pg_backend_pid() % 64)::smallint, count(*)
  FROM inserted e
  GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (${unit}, name, route, question, seconds, from_share, slot) DO UPDATE SET count = c.count + excluded.count;`;

/**
 * Funnel events as the web app reports them (no visitor identity: an attempt id lives in one page
 * session), and their counts per UTC day and per hour, kept by a statement-level trigger like the
 * results' counts: one upsert per batch and table, into the slot of the connection (by backend pid), so
 * concurrent batches never queue on one row lock. Keys use '' and 0 rather than NULL, so that ON
 * CONFLICT finds them. Hours serve the partial days at the ends of a window, so no read counts more
 * than the events of two partial hours.
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
    await db.query('CREATE INDEX funnel_events_by_time ON funnel_events (at)');
    await db.query(`
      CREATE TABLE funnel_counts_daily (
        day timestamptz NOT NULL,
        ${COUNTED},
        PRIMARY KEY (day, name, route, question, seconds, from_share, slot)
      )`);
    await db.query(`
      CREATE TABLE funnel_counts_hourly (
        hour timestamptz NOT NULL,
        ${COUNTED},
        PRIMARY KEY (hour, name, route, question, seconds, from_share, slot)
      )`);
    await db.query(`
      CREATE FUNCTION count_inserted_funnel_events() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${countInto('day')}
        ${countInto('hour')}
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER funnel_events_counted_on_insert AFTER INSERT ON funnel_events
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_funnel_events()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER funnel_events_counted_on_insert ON funnel_events');
    await db.query('DROP FUNCTION count_inserted_funnel_events');
    await db.query('DROP TABLE funnel_counts_hourly');
    await db.query('DROP TABLE funnel_counts_daily');
    await db.query('DROP TABLE funnel_events');
  }
}
