import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Tags } from './channel-grouping';

/** All SQL over `acquisition_tags_daily`: the (source, medium, campaign) each UTC day counts by name. */
@Injectable()
export class ArrivalTagsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Whether today (the database's) counts these tags by name: known already, or added while fewer than `limit`
   * are. DO UPDATE, not NOTHING, so a batch racing another that adds the same tags waits for it and sees them.
   */
  async admit({ source, medium, campaign }: Tags, limit: number): Promise<boolean> {
    const [{ admitted }] = await this.dataSource.query(
      `WITH today AS (SELECT (now() AT TIME ZONE 'UTC')::date AS day),
       known AS (
         SELECT FROM acquisition_tags_daily t, today
         WHERE t.day = today.day AND t.source = $1 AND t.medium = $2 AND t.campaign = $3
       ), added AS (
         INSERT INTO acquisition_tags_daily AS t (day, source, medium, campaign)
         SELECT day, $1, $2, $3 FROM today
         WHERE NOT EXISTS (SELECT FROM known)
           AND (SELECT count(*) FROM acquisition_tags_daily c WHERE c.day = today.day) < $4
         ON CONFLICT (day, source, medium, campaign) DO UPDATE SET day = t.day
         RETURNING 1
       )
       SELECT EXISTS (SELECT FROM known) OR EXISTS (SELECT FROM added) AS admitted`,
      [source, medium, campaign, limit],
    );
    return admitted;
  }
}
