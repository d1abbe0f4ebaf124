import type { QueryRunner } from 'typeorm';
import type { TasteTypeMigration } from '../migrating/migration-kind';

const TAGS = ['channel', 'source', 'medium', 'campaign'];

/** The figures each row of acquisition_counts_daily keeps, each the events it counts among a batch's. */
const FIGURES = {
  visits: `e.name = 'page_view' AND e.landing`,
  starts: `e.name = 'quiz_start'`,
  completions: `e.name = 'quiz_complete'`,
  shares: `e.name = 'share_success'`,
  friend_landings: `e.name = 'shared_link_landing'`,
  friend_completions: `e.name = 'quiz_complete' AND e.from_share`,
};
const FIGURE_NAMES = Object.keys(FIGURES);
const KEY = 'day, channel, source, medium, campaign, embed_origin, slot';

/** The anonymous result a webhook carries, now with where its visitor came from (null for results before). */
const payload = (type: string) => `jsonb_build_object(
  'type', '${type}',
  'timestamp', to_jsonb(statement_timestamp()),
  'data', jsonb_build_object(
    'id', r.id, 'personality', r.personality, 'answers', r.answers, 'locale', r.locale,
    'embedOrigin', r.embed_origin, 'shared', r.shared, 'sharedAt', r.shared_at, 'createdAt', r.created_at,
    'attribution', CASE WHEN r.channel IS NULL THEN NULL ELSE jsonb_build_object(
      'channel', r.channel, 'source', r.source, 'medium', r.medium, 'campaign', r.campaign,
      'content', r.content, 'term', r.term) END))`;

const enqueue = (type: string, rows: string, shape = payload) => `
  INSERT INTO webhook_deliveries (endpoint_id, event_type, payload)
  SELECT e.id, '${type}', ${shape(type)} FROM ${rows} CROSS JOIN webhook_endpoints e
  WHERE e.disabled_at IS NULL AND '${type}' = ANY (e.events)`;

const enqueueFunctions = (shape = payload) => [
  `CREATE OR REPLACE FUNCTION enqueue_created_results() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN ${enqueue('result.created', 'inserted r', shape)}; RETURN NULL; END $$`,
  `CREATE OR REPLACE FUNCTION enqueue_shared_results() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN ${enqueue('result.shared', '(SELECT n.* FROM updated n JOIN previous o USING (id) WHERE o.shared_at IS NULL AND n.shared_at IS NOT NULL) r', shape)}; RETURN NULL; END $$`,
];

/**
 * Where visitors come from: each funnel event and result records its channel, source, medium and campaign (read by
 * the server from the page session's arrival), a page session's first view is marked, and a trigger counts visits,
 * starts, completions, shares and friends' landings and completions per UTC day into `acquisition_counts_daily`,
 * one row per (channel, source, medium, campaign, where the quiz ran), kept forever.
 * `acquisition_tags_daily` holds the (source, medium, campaign) admitted each day, which bounds the counts.
 * New tables, nullable columns and a trigger the release before never sees: an expand step.
 */
export class RecordWhereVisitorsCameFrom1764892800000 implements TasteTypeMigration {
  name = 'RecordWhereVisitorsCameFrom1764892800000';
  kind = 'expand' as const;

  async up(db: QueryRunner): Promise<void> {
    // The rows from before partitioning, still waiting to be moved, keep the columns of the table they move into.
    for (const table of ['funnel_events', 'funnel_events_unpartitioned']) {
      await db.query(`ALTER TABLE IF EXISTS ${table} ADD COLUMN landing boolean NULL`);
      for (const column of TAGS) await db.query(`ALTER TABLE IF EXISTS ${table} ADD COLUMN ${column} text NULL`);
    }
    for (const column of [...TAGS, 'content', 'term']) {
      await db.query(`ALTER TABLE personality_results ADD COLUMN ${column} text NULL`);
      // NOT VALID: every existing row is NULL, so there is nothing to check, and new rows are checked all the same.
      await db.query(
        `ALTER TABLE personality_results ADD CONSTRAINT personality_results_${column}_length
         CHECK (char_length(${column}) BETWEEN 1 AND 100) NOT VALID`,
      );
    }
    await db.query(`
      CREATE TABLE acquisition_counts_daily (
        day timestamptz NOT NULL,
        channel text NOT NULL,
        source text NOT NULL,
        medium text NOT NULL,
        campaign text NOT NULL,
        embed_origin text NOT NULL,
        slot smallint NOT NULL,
        ${FIGURE_NAMES.map((figure) => `${figure} integer NOT NULL`).join(',\n        ')},
        PRIMARY KEY (${KEY})
      )`);
    await db.query(`
      CREATE TABLE acquisition_tags_daily (
        day date NOT NULL,
        source text NOT NULL,
        medium text NOT NULL,
        campaign text NOT NULL,
        PRIMARY KEY (day, source, medium, campaign)
      )`);
    // Spread over 8 rows per key by backend, as the funnel's counts are, so concurrent batches rarely wait on one row.
    await db.query(`
      CREATE FUNCTION count_acquisition_events() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO acquisition_counts_daily AS c (${KEY}, ${FIGURE_NAMES.join(', ')})
        SELECT date_trunc('day', e.at, 'UTC'), coalesce(e.channel, 'Direct'), coalesce(e.source, '(direct)'),
               coalesce(e.medium, '(none)'), coalesce(e.campaign, '(not set)'), coalesce(e.embed_origin, ''),
               (pg_backend_pid() % 8)::smallint,
               ${Object.values(FIGURES)
                 .map((events) => `count(*) FILTER (WHERE ${events})`)
                 .join(', ')}
        FROM inserted e
        WHERE ${Object.values(FIGURES)
          .map((events) => `(${events})`)
          .join(' OR ')}
        GROUP BY 1, 2, 3, 4, 5, 6
        ON CONFLICT (${KEY})
        DO UPDATE SET ${FIGURE_NAMES.map((figure) => `${figure} = c.${figure} + excluded.${figure}`).join(', ')};
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER funnel_events_acquisition_counted AFTER INSERT ON funnel_events
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION count_acquisition_events()`);
    for (const statement of enqueueFunctions()) await db.query(statement);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const statement of enqueueFunctions(withoutAttribution)) await db.query(statement);
    await db.query('DROP TRIGGER funnel_events_acquisition_counted ON funnel_events');
    await db.query('DROP FUNCTION count_acquisition_events()');
    await db.query('DROP TABLE acquisition_tags_daily');
    await db.query('DROP TABLE acquisition_counts_daily');
    for (const column of [...TAGS, 'content', 'term'])
      await db.query(`ALTER TABLE personality_results DROP COLUMN ${column}`);
    for (const table of ['funnel_events', 'funnel_events_unpartitioned'])
      for (const column of [...TAGS, 'landing']) await db.query(`ALTER TABLE IF EXISTS ${table} DROP COLUMN ${column}`);
  }
}

/** The payload as CreateWebhooks made it, for down(): a frozen copy, as migrations are. */
const withoutAttribution = (type: string) => `jsonb_build_object(
  'type', '${type}',
  'timestamp', to_jsonb(statement_timestamp()),
  'data', jsonb_build_object(
    'id', r.id, 'personality', r.personality, 'answers', r.answers, 'locale', r.locale,
    'embedOrigin', r.embed_origin, 'shared', r.shared, 'sharedAt', r.shared_at, 'createdAt', r.created_at))`;
