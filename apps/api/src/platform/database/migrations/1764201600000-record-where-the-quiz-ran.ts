import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Adds the events of the transition table `inserted` to the counts per `unit`, now by where the quiz ran too. */
const countInto = (unit: 'day' | 'hour') => `
  INSERT INTO funnel_counts_${unit === 'day' ? 'daily' : 'hourly'} AS c (${unit}, name, route, question, seconds, from_share, embed_origin, slot, count)
  SELECT date_trunc('${unit}', e.at, 'UTC'), e.name, coalesce(e.route, ''), coalesce(e.question, 0), coalesce(e.seconds, 0),
         e.from_share, coalesce(e.embed_origin, ''), (pg_backend_pid() % 64)::smallint, count(*)
  FROM inserted e
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (${unit}, name, route, question, seconds, from_share, embed_origin, slot) DO UPDATE SET count = c.count + excluded.count;`;

/**
 * Where the quiz ran: NULL for the site itself, else the origin of the publisher's page that embedded it
 * (scheme, host and port only). Recorded on results and funnel events, and counted by it ('' for the site).
 */
export class RecordWhereTheQuizRan1764201600000 implements MigrationInterface {
  name = 'RecordWhereTheQuizRan1764201600000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of ['personality_results', 'funnel_events']) {
      await db.query(`ALTER TABLE ${table} ADD COLUMN embed_origin text NULL`);
      // NOT VALID: every existing row is NULL, so there is nothing to check, and a big table is not scanned under lock.
      await db.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${table}_embed_origin_length CHECK (char_length(embed_origin) BETWEEN 1 AND 200) NOT VALID`,
      );
    }
    for (const [table, unit] of [
      ['funnel_counts_daily', 'day'],
      ['funnel_counts_hourly', 'hour'],
    ]) {
      await db.query(`ALTER TABLE ${table} ADD COLUMN embed_origin text NOT NULL DEFAULT ''`);
      await db.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey`);
      await db.query(
        `ALTER TABLE ${table} ADD PRIMARY KEY (${unit}, name, route, question, seconds, from_share, embed_origin, slot)`,
      );
    }
    await db.query(`
      CREATE OR REPLACE FUNCTION count_inserted_funnel_events() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${countInto('day')}
        ${countInto('hour')}
        RETURN NULL;
      END $$`);
  }

  /** Folds the counts of every embedding page into the site's, then gives back the tables and trigger before it. */
  async down(db: QueryRunner): Promise<void> {
    const key = 'name, route, question, seconds, from_share';
    for (const [table, unit] of [
      ['funnel_counts_daily', 'day'],
      ['funnel_counts_hourly', 'hour'],
    ]) {
      await db.query(`
        INSERT INTO ${table} AS c (${unit}, ${key}, embed_origin, slot, count)
        SELECT ${unit}, ${key}, '', slot, sum(count) FROM ${table} WHERE embed_origin <> ''
        GROUP BY ${unit}, ${key}, slot
        ON CONFLICT (${unit}, ${key}, embed_origin, slot) DO UPDATE SET count = c.count + excluded.count`);
      await db.query(`DELETE FROM ${table} WHERE embed_origin <> ''`);
      await db.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey`);
      await db.query(`ALTER TABLE ${table} DROP COLUMN embed_origin`);
      await db.query(`ALTER TABLE ${table} ADD PRIMARY KEY (${unit}, ${key}, slot)`);
    }
    await db.query(`
      CREATE OR REPLACE FUNCTION count_inserted_funnel_events() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${countWithout('day')}
        ${countWithout('hour')}
        RETURN NULL;
      END $$`);
    for (const table of ['personality_results', 'funnel_events'])
      await db.query(`ALTER TABLE ${table} DROP COLUMN embed_origin`);
  }
}

/** The counts as CreateFunnelEvents kept them, for down(): a frozen copy, as migrations are. */
const countWithout = (unit: 'day' | 'hour') => `
  INSERT INTO funnel_counts_${unit === 'day' ? 'daily' : 'hourly'} AS c (${unit}, name, route, question, seconds, from_share, slot, count)
  SELECT date_trunc('${unit}', e.at, 'UTC'), e.name, coalesce(e.route, ''), coalesce(e.question, 0), coalesce(e.seconds, 0),
         e.from_share, (pg_backend_pid() % 64)::smallint, count(*)
  FROM inserted e
  GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (${unit}, name, route, question, seconds, from_share, slot) DO UPDATE SET count = c.count + excluded.count;`;
