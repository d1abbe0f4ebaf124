import type { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { createDaySql, daysOfRowsSql } from '../../../quiz/events/partitions/event-partitions.repository';
import { copyInto } from './copy-into';
import { columnList } from './database-tables';
import type { TableColumns } from './export-format';

/** The table partitioned by day: a new database has partitions only around today. */
export const BY_DAY = 'funnel_events';

/**
 * Loads raw events through a staging table: their days are known only once read, and each needs its partition
 * before a row of it can go in. Inside the import's transaction, which holds funnel_events already.
 */
export async function copyIntoDays(client: Client, table: TableColumns, chunks: AsyncIterable<Buffer>): Promise<void> {
  const columns = columnList(table);
  await client.query(`CREATE TEMP TABLE staged_events (LIKE ${BY_DAY}) ON COMMIT DROP`);
  await copyInto(client.query(copyFrom(`COPY staged_events (${columns}) FROM STDIN`)), chunks);
  const { rows } = await client.query<{ day: string }>(daysOfRowsSql('staged_events'));
  for (const { day } of rows) await client.query(createDaySql(day));
  await client.query(`INSERT INTO ${BY_DAY} (${columns}) SELECT ${columns} FROM staged_events`);
  // An older file may hold a second table of events (those still waiting to be moved then) to stage.
  await client.query('DROP TABLE staged_events');
}
