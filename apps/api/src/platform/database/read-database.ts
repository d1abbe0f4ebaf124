import type { DataSource } from 'typeorm';

/**
 * Where the analysts' token-gated reads run: the read replica of DATABASE_READ_URL when set, else the
 * primary. Visitors' writes, and every read that must see a write just made, stay on the primary.
 */
export class ReadDatabase {
  constructor(
    readonly dataSource: DataSource,
    readonly isReplica: boolean,
  ) {}

  /** How current what is read here is: the replica's last replayed commit while it is behind, else now. */
  async asOf(): Promise<Date> {
    if (!this.isReplica) return new Date();
    const [{ at }] = await this.dataSource.query<{ at: Date }[]>(
      `SELECT CASE WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN now()
              ELSE coalesce(pg_last_xact_replay_timestamp(), now()) END AS at`,
    );
    return at;
  }

  /** Seconds the replica is behind the primary (0 when caught up or without a replica). */
  async lagSeconds(): Promise<number> {
    return this.isReplica ? Math.max(0, (Date.now() - (await this.asOf()).getTime()) / 1000) : 0;
  }
}
