import { Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ReadDatabase } from '../../platform/database/read-database';
import { type Span, splitIntoBuckets, type TimeRange } from '../../platform/database/time-buckets';
import type { FunnelEventName } from './funnel-event-names';
import type { Attribution } from '../arrivals/attribution';

/** An event as stored: the route is already a pattern, seconds are whole, where its page session came from. */
export interface StoredEvent extends Pick<Attribution, 'channel' | 'source' | 'medium' | 'campaign'> {
  name: FunnelEventName;
  attempt: string;
  route: string | null;
  question: number | null;
  seconds: number | null;
  fromShare: boolean;
  /** The publisher's page that embedded the quiz; null on the site. */
  embedOrigin: string | null;
  landing: boolean | null; // a page session's first page_view
}

/** A time range of events, and where the quiz ran: 'site', or an embedding page's origin; everywhere when absent. */
export interface EventFilter extends TimeRange {
  ranOn?: string;
}

/** Quiz starts, completions and shares where the quiz ran; origin null for the site itself. */
export interface OriginCount {
  origin: string | null;
  name: string;
  count: number;
}

/** Events per kind ('' and 0 where a kind has no route, question or seconds), from which every figure is summed. */
export interface EventCount {
  name: string;
  route: string;
  question: number;
  seconds: number;
  fromShare: boolean;
  count: number;
}

/** All SQL over `funnel_events` and the counts its trigger keeps in `funnel_counts_daily` and `funnel_counts_hourly` (arrivals/ owns `acquisition_counts_daily`). */
@Injectable()
export class EventsRepository {
  /** The analysts' reads of the counts: the read replica when there is one. */
  private readonly reads: DataSource;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() read?: ReadDatabase,
  ) {
    this.reads = read?.dataSource ?? dataSource;
  }

  /** One statement per batch, so the trigger counts it in one upsert per counts table. */
  async insert(events: StoredEvent[]): Promise<void> {
    const column = <K extends keyof StoredEvent>(key: K) => events.map((event) => event[key]);
    await this.dataSource.query(
      `INSERT INTO funnel_events (name, attempt, route, question, seconds, from_share, embed_origin, landing,
                                  channel, source, medium, campaign)
       SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::smallint[], $5::integer[], $6::boolean[], $7::text[],
                            $8::boolean[], $9::text[], $10::text[], $11::text[], $12::text[])`,
      [
        column('name'),
        column('attempt'),
        column('route'),
        column('question'),
        column('seconds'),
        column('fromShare'),
        column('embedOrigin'),
        ...(['landing', 'channel', 'source', 'medium', 'campaign'] as const).map(column),
      ],
    );
  }

  counts(range: EventFilter): Promise<EventCount[]> {
    const counts = countsOf(range);
    return this.reads.query(
      `${counts.cte} SELECT name, route, question, seconds, from_share AS "fromShare", sum(count)::int AS count
       FROM counts GROUP BY name, route, question, seconds, from_share`,
      counts.params,
    );
  }

  /** Events per UTC day, name and route, oldest day first. */
  dailyCounts(range: EventFilter): Promise<{ day: string; name: string; route: string; count: number }[]> {
    const counts = countsOf(range);
    return this.reads.query(
      `${counts.cte} SELECT to_char(day AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, name, route, count
       FROM (SELECT date_trunc('day', at, 'UTC') AS day, name, route, sum(count)::int AS count FROM counts GROUP BY 1, 2, 3) d
       ORDER BY 1`,
      counts.params,
    );
  }

  /** When the oldest raw event still stored happened (null when none is): how far back raw events go. */
  async oldestEventAt(): Promise<Date | null> {
    const [{ oldest }] = await this.reads.query('SELECT min(at) AS oldest FROM funnel_events');
    return oldest;
  }

  /** Starts, completions and shares per place the quiz ran, busiest first (the site's origin is null). */
  countsByOrigin(range: TimeRange): Promise<OriginCount[]> {
    const counts = countsOf(range);
    return this.reads.query(
      `${counts.cte} SELECT nullif(embed_origin, '') AS origin, name, sum(count)::int AS count FROM counts
       WHERE name IN ('quiz_start', 'quiz_complete', 'share_success') GROUP BY 1, 2 ORDER BY 3 DESC`,
      counts.params,
    );
  }

  /**
   * Synthetic attempts over the last `days` days for load tests, at most `maxEvents` events; resolves to the
   * events stored. Each attempt goes as deep as `depth` (0 views, 1 starts, 2–4 answers questions 1–3,
   * 4 completes), so every step counts no more than the one before; 15% come from a shared link (landing
   * on a result, then to /test), and these leave more often.
   */
  async seedAttempts(attempts: number, maxEvents: number, days = 90): Promise<number> {
    const [{ stored }] = await this.dataSource.query(
      `WITH attempts AS (
         SELECT gen_random_uuid() AS attempt, now() - interval '1 hour' - random() * $3 * interval '1 day' AS started,
                random() < 0.15 AS from_share, random() AS depth_pick, random() AS share_pick, random() AS retake_pick,
                -- a few seconds to read each question, then a long tail of hesitation
                2 + round(-ln(1 - random()) * 7)::int AS t1, 2 + round(-ln(1 - random()) * 7)::int AS t2,
                2 + round(-ln(1 - random()) * 7)::int AS t3
         FROM generate_series(1, $1)
       ), steps AS (
         SELECT *, t1 + t2 + t3 AS total,
                CASE WHEN p < 0.22 THEN 0 WHEN p < 0.30 THEN 1 WHEN p < 0.36 THEN 2 WHEN p < 0.41 THEN 3 ELSE 4 END AS depth
         FROM attempts, LATERAL (SELECT depth_pick * CASE WHEN from_share THEN 0.6 ELSE 1 END AS p) scaled
       ), stored AS (
         INSERT INTO funnel_events (at, name, attempt, route, question, seconds, from_share)
         SELECT s.started + e.after * interval '1 second', e.name, s.attempt, e.route, e.question, e.seconds, s.from_share
         FROM steps s CROSS JOIN LATERAL (VALUES
           (s.from_share, 0, 'shared_link_landing', NULL::text, NULL::smallint, NULL::integer),
           (s.from_share, 0, 'page_view', '/results/:personality', NULL, NULL),
           (NOT s.from_share, 0, 'page_view', '/', NULL, NULL),
           (s.depth >= 1, 3, 'page_view', '/test', NULL, NULL),
           (s.depth >= 1, 3, 'quiz_start', NULL, NULL, NULL),
           (s.depth >= 2, 3 + s.t1, 'question_answered', NULL, 1, NULL),
           (s.depth >= 3, 3 + s.t1 + s.t2, 'question_answered', NULL, 2, NULL),
           (s.depth >= 4, 3 + s.total, 'question_answered', NULL, 3, NULL),
           (s.depth >= 4, 3 + s.total, 'quiz_complete', NULL, NULL, s.total),
           (s.depth >= 4, 4 + s.total, 'page_view', '/results/:personality', NULL, NULL),
           (s.depth >= 4, 4 + s.total, 'result_view', NULL, NULL, NULL),
           (s.depth >= 4 AND s.share_pick < 0.35, 20 + s.total, 'share_click', NULL, NULL, NULL),
           (s.depth >= 4 AND s.share_pick < 0.28, 25 + s.total, 'share_success', NULL, NULL, NULL),
           (s.depth >= 4 AND s.retake_pick < 0.08, 60 + s.total, 'retake', NULL, NULL, NULL)
         ) AS e(included, after, name, route, question, seconds)
         WHERE e.included
         LIMIT $2
         RETURNING 1
       )
       SELECT count(*)::int AS stored FROM stored`,
      [attempts, maxEvents, days],
    );
    return stored;
  }

  /** The hourly counts of days past retention: their days' counts hold them, and only raw events need hours. */
  async dropHourlyCountsBefore(day: Date): Promise<void> {
    await this.dataSource.query('DELETE FROM funnel_counts_hourly WHERE hour < $1', [day]);
  }

  /** Fresh statistics after a bulk load, so the planner reads the counts by their keys at once. */
  async analyze(): Promise<void> {
    await this.dataSource.query('ANALYZE funnel_events, funnel_counts_daily, funnel_counts_hourly');
  }
}

const COUNTED = 'name, route, question, seconds, from_share, embed_origin';

/**
 * A `counts` CTE of (at, name, route, question, seconds, from_share, embed_origin, count), only where the quiz ran
 * when the filter names it (embed_origin is '' for the site): whole UTC days of the range
 * from the daily counts, whole hours of the partial days at either end from the hourly counts, and only
 * the partial hours left from the events themselves, each part by a range scan of its own.
 */
function countsOf(range: EventFilter): { cte: string; params: unknown[] } {
  const { days, hours, rows } = splitIntoBuckets(range);
  const params: unknown[] = [];
  const ranOn = range.ranOn === undefined ? undefined : range.ranOn === 'site' ? '' : range.ranOn;
  const where = (origin: string) => (ranOn === undefined ? '' : ` AND ${origin} = $${params.push(ranOn)}`);
  const within = (column: string, [start, end]: Span) =>
    `${column} >= $${params.push(start)} AND ${column} < $${params.push(end)}${where(column === 'at' ? "coalesce(embed_origin, '')" : 'embed_origin')}`;
  const parts = [
    ...days.map((span) => `SELECT day, ${COUNTED}, count FROM funnel_counts_daily WHERE ${within('day', span)}`),
    ...hours.map((span) => `SELECT hour, ${COUNTED}, count FROM funnel_counts_hourly WHERE ${within('hour', span)}`),
    ...rows.map(
      (span) => `SELECT at, name, coalesce(route, ''), coalesce(question, 0), coalesce(seconds, 0), from_share,
                        coalesce(embed_origin, ''), 1
                 FROM funnel_events WHERE ${within('at', span)}`,
    ),
  ];
  if (parts.length === 0) parts.push(`SELECT day, ${COUNTED}, count FROM funnel_counts_daily WHERE false`);
  return { cte: `WITH counts (at, ${COUNTED}, count) AS (${parts.join(' UNION ALL ')})`, params };
}
