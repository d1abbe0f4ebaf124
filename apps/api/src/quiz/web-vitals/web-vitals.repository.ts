import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { VitalMetric } from '@tastetype/quiz-domain';
import { ReadDatabase } from '../../platform/database/read-database';

/** One bucket of one page's metric: how many page loads fell in it (`le` null: past the last bound). */
export interface VitalCount {
  page: string;
  metric: VitalMetric;
  le: number | null;
  count: number;
}

/** A stored report: the page's pattern, never its path. */
export interface StoredVital {
  page: string;
  metric: VitalMetric;
  le: number | null;
}

/**
 * All SQL over `web_vitals_daily`: bucket counts per UTC day, page and metric, kept forever (a few hundred rows a
 * day at most). Past the last bound is stored as Infinity, a value a key can hold. Reads go to the read replica.
 */
@Injectable()
export class WebVitalsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly read: ReadDatabase,
  ) {}

  /** Counts one batch's reports into today (the database's), in this connection's slot: no two batches wait on a row. */
  async add(reports: StoredVital[]): Promise<void> {
    if (reports.length === 0) return;
    await this.dataSource.query(
      `INSERT INTO web_vitals_daily AS v (day, page, metric, le, slot, count)
       SELECT (now() AT TIME ZONE 'UTC')::date, page, metric, coalesce(le, 'Infinity'), pg_backend_pid() % 8, count(*)
       FROM unnest($1::text[], $2::text[], $3::numeric[]) AS r(page, metric, le)
       GROUP BY page, metric, le
       ON CONFLICT (day, page, metric, le, slot) DO UPDATE SET count = v.count + excluded.count`,
      [reports.map((r) => r.page), reports.map((r) => r.metric), reports.map((r) => r.le)],
    );
  }

  /** Every bucket's count over the whole UTC days from `from`'s to before `to`. */
  counts({ from, to }: { from?: Date; to?: Date }): Promise<VitalCount[]> {
    const params: unknown[] = [];
    const where = ['true'];
    if (from) where.push(`day >= date_trunc('day', $${params.push(from)}::timestamptz, 'UTC')`);
    if (to) where.push(`day < $${params.push(to)}`);
    return this.read.dataSource.query(
      `SELECT page, metric, CASE WHEN le = 'Infinity' THEN NULL ELSE le::float8 END AS le, sum(count)::int AS count
       FROM web_vitals_daily WHERE ${where.join(' AND ')} GROUP BY page, metric, le ORDER BY page, metric, le`,
      params,
    );
  }
}
