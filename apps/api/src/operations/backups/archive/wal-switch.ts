import type { Client } from 'pg';

// Beyond this much WAL since the last switch, some of it is surely data: no need to read it.
const SURELY_DATA_BYTES = 64 * 1024;

/**
 * Closes the current WAL segment, so the archiver takes it, only when it holds data changes. PostgreSQL's own
 * records of an idle server (a running-transactions snapshot, a checkpoint, the switch itself) would otherwise
 * each call for the next switch, and an idle server would archive a segment every few seconds; pg_walinspect
 * (shipped with the server) tells them apart.
 */
export class WalSwitch {
  /** Where WAL went on right after this process's last switch. */
  private after?: string;
  private prepared = false;

  async tick(client: Client): Promise<void> {
    if (!this.prepared) {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_walinspect');
      this.prepared = true;
    }
    if (this.after && !(await this.holdsChanges(client, this.after))) return;
    await client.query('SELECT pg_switch_wal()');
    this.after = (await client.query('SELECT pg_current_wal_insert_lsn()::text AS lsn')).rows[0].lsn;
  }

  private async holdsChanges(client: Client, from: string): Promise<boolean> {
    const { rows } = await client.query('SELECT pg_wal_lsn_diff(pg_current_wal_flush_lsn(), $1::pg_lsn) AS moved', [
      from,
    ]);
    const moved = Number(rows[0].moved);
    if (moved <= 0) return false;
    if (moved > SURELY_DATA_BYTES) return true;
    const changes = await client
      .query(
        `SELECT count(*)::int AS n FROM pg_get_wal_records_info($1::pg_lsn, pg_current_wal_flush_lsn())
         WHERE resource_manager NOT IN ('Standby', 'XLOG')`,
        [from],
      )
      .then(({ rows: [row] }) => row.n as number)
      // WAL that cannot be read yet is switched out all the same: better one segment too many than a save late.
      .catch(() => 1);
    return changes > 0;
  }
}
