import { Injectable } from '@nestjs/common';
import { to as copyTo } from 'pg-copy-streams';
import { finished, type Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { ReadDatabase } from '../../platform/database/read-database';
import { type Span, splitIntoDays } from '../../platform/database/time-buckets';
import type { PersonalityResult } from '../../quiz/results/models/personality-result.model';
import { RESULT_COLUMNS, type ResultRow, toResult } from '../../quiz/results/result-row';
import { CSV_COLUMNS, type CsvFilter, literal } from './csv/csv-columns';

/** The filter every analytics read takes: [from, to), one personality and one language, each optional. */
export interface ResultFilter {
  from?: Date;
  to?: Date;
  personality?: string;
  locale?: string;
}

/** Results per answer combination (at most 27 rows), from which every total is summed. */
export interface ComboCount {
  personality: string;
  flavor: string;
  dining: string;
  cooking: string;
  count: number;
  shared: number;
}

/** Where a page of results ended: microseconds since the epoch and id of its last row. */
export interface PageCursor {
  createdMicros: string;
  id: string;
}

const EMPTY: Span = ['infinity', 'infinity'];

/** The analysts' reads of the results: counts (from the daily counts the triggers keep), pages and the CSV export. */
@Injectable()
export class ResultAnalyticsRepository {
  private readonly dataSource: DataSource;

  // Reads only: on the read replica when there is one.
  constructor(read: ReadDatabase) {
    this.dataSource = read.dataSource;
  }

  comboCounts(filter: ResultFilter): Promise<ComboCount[]> {
    const counts = countsOf(filter);
    return this.dataSource.query(
      `${counts.cte} SELECT personality, flavor, dining, cooking, sum(results)::int AS count, sum(shared)::int AS shared
       FROM counts GROUP BY personality, flavor, dining, cooking`,
      counts.params,
    );
  }

  dailyCounts(filter: ResultFilter): Promise<{ day: string; count: number; shared: number }[]> {
    const counts = countsOf(filter);
    return this.dataSource.query(
      `${counts.cte} SELECT to_char((at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day,
              sum(results)::int AS count, sum(shared)::int AS shared
       FROM counts GROUP BY (at AT TIME ZONE 'UTC')::date HAVING sum(results) > 0 ORDER BY 1`,
      counts.params,
    );
  }

  /** Results and how many of them were shared, per language the quiz ran in; languages without results are absent. */
  countsByLocale(filter: ResultFilter): Promise<{ locale: string; count: number; shared: number }[]> {
    const counts = countsOf(filter);
    return this.dataSource.query(
      `${counts.cte} SELECT locale, sum(results)::int AS count, sum(shared)::int AS shared
       FROM counts GROUP BY locale HAVING sum(results) > 0`,
      counts.params,
    );
  }

  async count(filter: ResultFilter): Promise<number> {
    const counts = countsOf(filter);
    const [{ count }] = await this.dataSource.query(
      `${counts.cte} SELECT coalesce(sum(results), 0)::int AS count FROM counts`,
      counts.params,
    );
    return count;
  }

  /** Newest first, by keyset on (created_at, id), so every row is visited exactly once. */
  async newestFirst(
    filter: ResultFilter,
    after: PageCursor | undefined,
    limit: number,
  ): Promise<{ result: PersonalityResult; cursor: PageCursor }[]> {
    const params: unknown[] = [];
    const conditions = whereOf(filter, (value) => `$${params.push(value)}`);
    if (after) {
      params.push(after.createdMicros, after.id);
      conditions.push(
        `(created_at, id) < ('epoch'::timestamptz + $${params.length - 1} * interval '1 microsecond', $${params.length})`,
      );
    }
    params.push(limit);
    const rows: (ResultRow & { micros: string })[] = await this.dataSource.query(
      `SELECT ${RESULT_COLUMNS}, (extract(epoch FROM created_at) * 1000000)::bigint::text AS micros
       FROM personality_results ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
      params,
    );
    return rows.map((row) => ({
      result: toResult(row),
      cursor: { createdMicros: row.micros, id: row.id },
    }));
  }

  /**
   * Every result of a filter as CSV with a header row, oldest first, streamed by COPY on a pool connection of its
   * own. The connection goes back to the pool when the stream ends; destroyed early (a client gone mid-download)
   * or failed, the stream's connection is dropped instead, which stops the COPY on the server.
   */
  async csv(filter: CsvFilter): Promise<Readable> {
    const client = await (this.dataSource.driver as PostgresDriver).master.connect();
    // A connection lost mid-COPY fails the stream too; an 'error' event without a listener would end the process.
    const ignore = () => undefined;
    client.on('error', ignore);
    const conditions = whereOf(filter, literal);
    for (const tag of ['channel', 'source', 'medium', 'campaign'] as const)
      if (filter[tag] !== undefined) conditions.push(`${tag} = ${literal(filter[tag])}`);
    const copy = client.query(
      copyTo(`COPY (
        SELECT ${CSV_COLUMNS} FROM personality_results r ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
        ORDER BY r.created_at, r.id
      ) TO STDOUT WITH (FORMAT csv, HEADER)`),
    );
    finished(copy, (error) => {
      client.off('error', ignore);
      client.release(error ?? undefined);
    });
    return copy;
  }

  personalityTotals(): Promise<{ personality: string; count: number }[]> {
    return this.dataSource.query(
      'SELECT personality, sum(results)::int AS count FROM result_counts_daily GROUP BY personality',
    );
  }
}

/**
 * A `counts` CTE of (at, personality, flavor, dining, cooking, locale, results, shared): whole UTC days inside
 * [from, to) come from the daily counts; only the partial days at either end are counted from the
 * results themselves, through the time index.
 */
function countsOf(filter: ResultFilter): {
  cte: string;
  params: unknown[];
} {
  const { days, rows } = splitIntoDays(filter);
  // Always one span of days and two of rows; an empty one (infinity to infinity) matches nothing.
  const spans: Span[] = [days[0] ?? EMPTY, rows[0] ?? EMPTY, rows[1] ?? EMPTY];
  const params: unknown[] = spans.flat();
  const only = [
    filter.personality ? `AND personality = $${params.push(filter.personality)}` : '',
    filter.locale ? `AND locale = $${params.push(filter.locale)}` : '',
  ].join(' ');
  return {
    cte: `WITH counts AS (
      SELECT day AS at, personality, flavor, dining, cooking, locale, results, shared
      FROM result_counts_daily WHERE day >= $1 AND day < $2 ${only}
      UNION ALL
      SELECT created_at, personality, answers->>'flavor', answers->>'dining', answers->>'cooking', locale, 1, shared::int
      FROM personality_results
      WHERE ((created_at >= $3 AND created_at < $4) OR (created_at >= $5 AND created_at < $6)) ${only}
    )`,
    params,
  };
}

/** The plain WHERE conditions of a filter, for reading the results themselves; `bind` writes each value into SQL. */
function whereOf({ from, to, personality, locale }: ResultFilter, bind: (value: unknown) => string): string[] {
  const conditions: string[] = [];
  if (from) conditions.push(`created_at >= ${bind(from)}`);
  if (to) conditions.push(`created_at < ${bind(to)}`);
  if (personality) conditions.push(`personality = ${bind(personality)}`);
  if (locale) conditions.push(`locale = ${bind(locale)}`);
  return conditions;
}
