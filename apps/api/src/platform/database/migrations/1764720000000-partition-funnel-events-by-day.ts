import type { QueryRunner } from 'typeorm';
import type { TasteTypeMigration } from '../migrating/migration-kind';

const NAMES = `'page_view', 'quiz_start', 'question_answered', 'quiz_complete', 'result_view', 'share_click',
  'share_success', 'shared_link_landing', 'retake'`;

/** The UTC days from `from` days ago to `to` days ahead of `today`, as 'YYYYMMDD' and their midnight. */
function daysAround(today: number, from: number, to: number): { suffix: string; start: string; end: string }[] {
  return Array.from({ length: from + to + 1 }, (_, index) => {
    const start = new Date(today + (index - from) * 86_400_000);
    const end = new Date(start.getTime() + 86_400_000);
    return {
      suffix: start.toISOString().slice(0, 10).replaceAll('-', ''),
      start: start.toISOString(),
      end: end.toISOString(),
    };
  });
}

/**
 * Tables named as partitions but attached to nothing, made by the release's upkeep before this step ran:
 * empty ones go, one holding rows becomes its day's partition.
 */
async function adoptLeftovers(db: QueryRunner): Promise<void> {
  const leftovers: { name: string; day: string; next: string }[] = await db.query(
    `SELECT name, to_char(day, 'YYYY-MM-DD') AS day, to_char(day + 1, 'YYYY-MM-DD') AS next
     FROM (SELECT relname AS name, to_date(substring(relname FROM 16), 'YYYYMMDD') AS day FROM pg_class
       WHERE relname ~ '^funnel_events_p[0-9]{8}$' AND relkind = 'r' AND NOT relispartition
         AND relnamespace = current_schema()::regnamespace OFFSET 0) AS leftover`,
  );
  for (const { name, day, next } of leftovers) {
    const [{ empty }] = await db.query(`SELECT NOT EXISTS (SELECT FROM ${name}) AS empty`);
    if (empty) await db.query(`DROP TABLE ${name}`);
    else {
      await db.query(
        `ALTER TABLE funnel_events_by_day ATTACH PARTITION ${name}
         FOR VALUES FROM ('${day}T00:00:00Z') TO ('${next}T00:00:00Z')`,
      );
    }
  }
}

/**
 * Raw funnel events partitioned by UTC day, so that retention drops a day whole instead of deleting it row by
 * row. A new partitioned table takes the name in one short lock; the rows before it stay in
 * funnel_events_unpartitioned, which the release moves into their days in batches while saves go on (see
 * quiz/events/partitions), then drops. Same columns, checks and counting trigger: the release before inserts
 * and reads as it did, so this is an expand step.
 */
export class PartitionFunnelEventsByDay1764720000000 implements TasteTypeMigration {
  name = 'PartitionFunnelEventsByDay1764720000000';
  kind = 'expand' as const;

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE funnel_events_by_day (
        at timestamptz NOT NULL DEFAULT now(),
        name text NOT NULL CONSTRAINT funnel_events_name_check CHECK (name IN (${NAMES})),
        attempt uuid NOT NULL,
        route text NULL,
        question smallint NULL,
        seconds integer NULL,
        from_share boolean NOT NULL DEFAULT false,
        embed_origin text NULL CONSTRAINT funnel_events_embed_origin_length CHECK (char_length(embed_origin) BETWEEN 1 AND 200)
      ) PARTITION BY RANGE (at)`);
    await db.query('CREATE INDEX funnel_events_by_day_by_time ON funnel_events_by_day (at)');
    await adoptLeftovers(db);
    // Yesterday to a week ahead of the database's today; the release's partition job keeps it so from its start on.
    const [{ today }] = await db.query(
      `SELECT extract(epoch FROM (now() AT TIME ZONE 'UTC')::date::timestamp) * 1000 AS today`,
    );
    for (const day of daysAround(Number(today), 1, 8)) {
      await db.query(
        `CREATE TABLE IF NOT EXISTS funnel_events_p${day.suffix} PARTITION OF funnel_events_by_day FOR VALUES FROM ('${day.start}') TO ('${day.end}')`,
      );
    }
    await db.query(`
      CREATE TRIGGER funnel_events_by_day_counted_on_insert AFTER INSERT ON funnel_events_by_day
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_funnel_events()`);
    // From here to the commit, inserts wait: renames only, no rows are read.
    await db.query('ALTER TABLE funnel_events RENAME TO funnel_events_unpartitioned');
    await db.query('DROP TRIGGER funnel_events_counted_on_insert ON funnel_events_unpartitioned');
    await db.query('ALTER INDEX funnel_events_by_time RENAME TO funnel_events_unpartitioned_by_time');
    await db.query('ALTER TABLE funnel_events_by_day RENAME TO funnel_events');
    await db.query('ALTER INDEX funnel_events_by_day_by_time RENAME TO funnel_events_by_time');
    await db.query(
      'ALTER TRIGGER funnel_events_by_day_counted_on_insert ON funnel_events RENAME TO funnel_events_counted_on_insert',
    );
  }

  /** Back to one plain table holding every row still stored, moved or not; the counts already hold them all. */
  async down(db: QueryRunner): Promise<void> {
    const [{ unmoved }] = (await db.query(
      `SELECT to_regclass('funnel_events_unpartitioned') IS NOT NULL AS unmoved`,
    )) as {
      unmoved: boolean;
    }[];
    if (!unmoved) {
      await db.query(
        'CREATE TABLE funnel_events_unpartitioned (LIKE funnel_events INCLUDING DEFAULTS INCLUDING CONSTRAINTS)',
      );
      await db.query('CREATE INDEX funnel_events_unpartitioned_by_time ON funnel_events_unpartitioned (at)');
    }
    await db.query('INSERT INTO funnel_events_unpartitioned SELECT * FROM funnel_events');
    await db.query('DROP TABLE funnel_events');
    await db.query('ALTER TABLE funnel_events_unpartitioned RENAME TO funnel_events');
    await db.query('ALTER INDEX funnel_events_unpartitioned_by_time RENAME TO funnel_events_by_time');
    await db.query(`
      CREATE TRIGGER funnel_events_counted_on_insert AFTER INSERT ON funnel_events
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_funnel_events()`);
  }
}
