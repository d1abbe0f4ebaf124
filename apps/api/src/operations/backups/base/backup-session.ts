import { Client } from 'pg';

export interface WalPosition {
  lsn: string;
  wal: string;
  time: string;
}

/** The SQL of a base backup, on the one session PostgreSQL's low-level backup API requires. */
export class BackupSession {
  private constructor(
    private readonly client: Client,
    private readonly url: string,
  ) {}

  static async open(url: string): Promise<BackupSession> {
    const client = new Client({ connectionString: url, application_name: 'tastetype-backup' });
    // A session cut by a stopping server fails the query in hand; the event itself must not end the process.
    client.on('error', () => undefined);
    await client.connect();
    return new BackupSession(client, url);
  }

  async cluster(): Promise<{ systemIdentifier: string; walSegmentSize: number; migration: string }> {
    const { rows } = await this.client.query(`
      SELECT (SELECT system_identifier::text FROM pg_control_system()) AS "systemIdentifier",
             (SELECT setting::int FROM pg_settings WHERE name = 'wal_segment_size') AS "walSegmentSize",
             to_regclass('migrations') IS NOT NULL AS migrated`);
    const { systemIdentifier, walSegmentSize, migrated } = rows[0];
    const newest = migrated
      ? await this.client.query('SELECT name FROM migrations ORDER BY id DESC LIMIT 1')
      : undefined;
    return { systemIdentifier, walSegmentSize, migration: newest?.rows[0]?.name ?? '' };
  }

  async start(label: string): Promise<WalPosition & { timeline: number }> {
    const { rows } = await this.client.query(
      `SELECT lsn::text, pg_walfile_name(lsn) AS wal, clock_timestamp() AS time FROM pg_backup_start($1, true) AS lsn`,
      [label],
    );
    const { wal, lsn, time } = rows[0];
    return { lsn, wal, time: new Date(time).toISOString(), timeline: Number.parseInt(wal.slice(0, 8), 16) };
  }

  /**
   * Ends the backup while every table is locked against writes (for a few milliseconds): the rows counted in the
   * same snapshot are then exactly those a restore to the stop position holds. Saves wait; none fails.
   */
  async stop(): Promise<WalPosition & { labelFile: string; spcmapFile: string; rows: Record<string, number> }> {
    const { rows: tables } = await this.client.query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    );
    const counter = new Client({ connectionString: this.url, application_name: 'tastetype-backup-count' });
    counter.on('error', () => undefined);
    await counter.connect();
    try {
      await this.client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      await this.client.query(`SET LOCAL lock_timeout = '30s'`);
      await this.client.query(`LOCK TABLE ${tables.map((t) => t.name).join(', ')} IN SHARE MODE`);
      const { rows } = await this.client.query(`
        SELECT lsn::text, pg_walfile_name(lsn) AS wal, clock_timestamp() AS time, labelfile, spcmapfile,
               pg_export_snapshot() AS snapshot
        FROM pg_backup_stop(false)`);
      const stopped = rows[0];
      await counter.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await counter.query(`SET TRANSACTION SNAPSHOT '${stopped.snapshot}'`);
      await this.client.query('COMMIT');
      const counts: Record<string, number> = {};
      for (const { name } of tables) {
        counts[name] = Number((await counter.query(`SELECT count(*) AS n FROM ${name}`)).rows[0].n);
      }
      await counter.query('COMMIT');
      return {
        lsn: stopped.lsn,
        wal: stopped.wal,
        time: new Date(stopped.time).toISOString(),
        labelFile: stopped.labelfile,
        spcmapFile: stopped.spcmapfile ?? '',
        rows: counts,
      };
    } finally {
      await counter.end();
    }
  }

  /** Closes the stop position's segment, so the archiver takes it now rather than at the next switch. */
  async switchWal(): Promise<void> {
    await this.client.query('SELECT pg_switch_wal()');
  }

  async lastArchived(): Promise<string | null> {
    return (await this.client.query('SELECT last_archived_wal FROM pg_stat_archiver')).rows[0].last_archived_wal;
  }

  close(): Promise<void> {
    return this.client.end();
  }
}
