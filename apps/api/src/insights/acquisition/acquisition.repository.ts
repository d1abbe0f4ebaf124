import { Injectable } from '@nestjs/common';
import { ReadDatabase } from '../../platform/database/read-database';
import type { AcquisitionDimension, AcquisitionFilter } from './dto/acquisition.args';
import type { AcquisitionRow } from './models/acquisition-row.model';

const NARROWINGS = ['channel', 'source', 'medium', 'campaign'] as const;

/**
 * All SQL over `acquisition_counts_daily`, which the funnel events' trigger keeps: whole UTC days only, so a
 * figure never changes when raw events go past retention. On the read replica when there is one.
 */
@Injectable()
export class AcquisitionRepository {
  constructor(private readonly read: ReadDatabase) {}

  /** One row per value of `by`, busiest first: the days from `from`'s day to before `to`. */
  rows(by: AcquisitionDimension, filter: AcquisitionFilter): Promise<AcquisitionRow[]> {
    const params: unknown[] = [];
    const bind = (value: unknown) => `$${params.push(value)}`;
    const where = ['true'];
    if (filter.from) where.push(`day >= date_trunc('day', ${bind(filter.from)}::timestamptz, 'UTC')`);
    if (filter.to) where.push(`day < ${bind(filter.to)}`);
    if (filter.ranOn) where.push(`embed_origin = ${bind(filter.ranOn === 'site' ? '' : filter.ranOn)}`);
    for (const tag of NARROWINGS) if (filter[tag] !== undefined) where.push(`${tag} = ${bind(filter[tag])}`);
    return this.read.dataSource.query(
      `SELECT value, visitors, starts, completions, shares, "friendsLanded", "friendsCompleted",
              coalesce(completions::float8 / nullif(starts, 0), 0) AS "completionRate"
       FROM (
         SELECT ${by} AS value,
                coalesce(sum(count) FILTER (WHERE name = 'visit'), 0)::int AS visitors,
                coalesce(sum(count) FILTER (WHERE name = 'quiz_start'), 0)::int AS starts,
                coalesce(sum(count) FILTER (WHERE name = 'quiz_complete'), 0)::int AS completions,
                coalesce(sum(count) FILTER (WHERE name = 'share_success'), 0)::int AS shares,
                coalesce(sum(count) FILTER (WHERE name = 'shared_link_landing'), 0)::int AS "friendsLanded",
                coalesce(sum(count) FILTER (WHERE name = 'quiz_complete' AND from_share), 0)::int AS "friendsCompleted"
         FROM acquisition_counts_daily WHERE ${where.join(' AND ')}
         GROUP BY 1
       ) grouped
       ORDER BY visitors DESC, completions DESC, value`,
      params,
    );
  }
}
