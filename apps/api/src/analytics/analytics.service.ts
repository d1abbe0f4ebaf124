import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PERSONALITY_KEYS, QUESTIONS } from '@tastetype/quiz-domain';
import type { DataSource } from 'typeorm';
import { type PersonalityResultsArgs, MAX_PAGE_SIZE, type ResultFilterArgs } from './dto/result-filter.args';
import type { PersonalityResultConnection } from './models/personality-result-connection.model';
import type { DailyResultCount, PersonalityShare, ResultStats } from './models/result-stats.model';
import { RESULT_COLUMNS, type ResultRow, toResult } from '../results/result-row';
import { countsOf, decodeCursor, encodeCursor, whereOf } from './result-filter.sql';

/** Below this many results the public distribution says nothing: too few to mean anything or to stay anonymous. */
export const MIN_RESULTS_FOR_DISTRIBUTION = 20;
export const DISTRIBUTION_TTL_MS = 60_000;

interface ComboRow {
  personality: string;
  flavor: string;
  dining: string;
  cooking: string;
  count: number;
  shared: number;
}

const percentOf = (part: number, total: number) => (total === 0 ? 0 : Math.round((part / total) * 1000) / 10);

@Injectable()
export class AnalyticsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Counts per answer combination (at most 27 rows); the totals are summed from them here. */
  async stats(filter: ResultFilterArgs): Promise<ResultStats> {
    const counts = countsOf(filter);
    const rows: ComboRow[] = await this.dataSource.query(
      `${counts.cte} SELECT personality, flavor, dining, cooking, sum(results)::int AS count, sum(shared)::int AS shared
       FROM counts GROUP BY personality, flavor, dining, cooking`,
      counts.params,
    );
    const sum = (pick: (row: ComboRow) => boolean, field: 'count' | 'shared' = 'count') =>
      rows.filter(pick).reduce((n, row) => n + row[field], 0);
    const total = sum(() => true);
    const shared = sum(() => true, 'shared');
    return {
      total,
      shared,
      shareRate: total === 0 ? 0 : shared / total,
      byPersonality: PERSONALITY_KEYS.map((personality) => {
        const count = sum((row) => row.personality === personality);
        return { personality, count, percent: percentOf(count, total) };
      }),
      answers: QUESTIONS.flatMap((question) =>
        question.options.map((option) => ({
          question: question.id,
          option: option.id,
          count: sum((row) => row[question.id] === option.id),
        })),
      ),
    };
  }

  async daily(filter: ResultFilterArgs): Promise<DailyResultCount[]> {
    const counts = countsOf(filter);
    return this.dataSource.query(
      `${counts.cte} SELECT to_char((at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day,
              sum(results)::int AS count, sum(shared)::int AS shared
       FROM counts GROUP BY (at AT TIME ZONE 'UTC')::date HAVING sum(results) > 0 ORDER BY 1`,
      counts.params,
    );
  }

  /** Newest first, by keyset on (created_at, id), so every row is visited exactly once. */
  async page({ first, after, ...filter }: PersonalityResultsArgs): Promise<PersonalityResultConnection> {
    const limit = Math.min(first, MAX_PAGE_SIZE);
    const counts = countsOf(filter);
    const [{ count }] = await this.dataSource.query(`${counts.cte} SELECT coalesce(sum(results), 0)::int AS count FROM counts`, counts.params);
    const params: unknown[] = [];
    const conditions = whereOf(filter, params);
    if (after) {
      const cursor = decodeCursor(after);
      params.push(cursor.createdMicros, cursor.id);
      conditions.push(`(created_at, id) < ('epoch'::timestamptz + $${params.length - 1} * interval '1 microsecond', $${params.length})`);
    }
    params.push(limit + 1);
    const rows: (ResultRow & { micros: string })[] = await this.dataSource.query(
      `SELECT ${RESULT_COLUMNS}, (extract(epoch FROM created_at) * 1000000)::bigint::text AS micros
       FROM personality_results ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
      params,
    );
    const edges = rows.slice(0, limit).map((row) => ({ cursor: encodeCursor(row.micros, row.id), node: toResult(row) }));
    return { totalCount: count, pageInfo: { hasNextPage: rows.length > limit, endCursor: edges.at(-1)?.cursor ?? null }, edges };
  }

  /**
   * Public and aggregate only; empty until there are enough results. Every results page asks for it,
   * so one computation serves everyone for a minute.
   */
  async distribution(): Promise<PersonalityShare[]> {
    if (!this.distributionCache || this.distributionCache.until < Date.now()) {
      this.distributionCache = { until: Date.now() + DISTRIBUTION_TTL_MS, value: this.computeDistribution() };
      this.distributionCache.value.catch(() => (this.distributionCache = undefined));
    }
    return this.distributionCache.value;
  }

  private distributionCache?: { until: number; value: Promise<PersonalityShare[]> };

  private async computeDistribution(): Promise<PersonalityShare[]> {
    const rows: { personality: string; count: number }[] = await this.dataSource.query(
      'SELECT personality, sum(results)::int AS count FROM result_counts_daily GROUP BY personality',
    );
    const total = rows.reduce((n, row) => n + row.count, 0);
    if (total < MIN_RESULTS_FOR_DISTRIBUTION) return [];
    const countOf = (key: string) => rows.find((row) => row.personality === key)?.count ?? 0;
    return PERSONALITY_KEYS.map((personality) => ({ personality, percent: percentOf(countOf(personality), total) }));
  }
}
