import { Gauge, type Registry } from 'prom-client';
import type { DataSource } from 'typeorm';

// Sizes change slowly and measuring them stats every file of every table: at most once per 30 s, whatever the scrapes.
const TABLE_BYTES_TTL_MS = 30_000;

// Each table with its indexes and TOAST; a partition counts under the table it belongs to (funnel_events_p20260101 under funnel_events).
const TABLE_BYTES = `
  SELECT root.relname AS table, sum(pg_total_relation_size(c.oid))::bigint AS bytes
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_class root ON root.oid = coalesce(pg_partition_root(c.oid), c.oid)
  WHERE c.relkind IN ('r', 'p', 'm') AND n.nspname = ANY (current_schemas(false))
  GROUP BY root.relname`;

/** `tastetype_table_bytes{table}`: what each of the app's tables takes on the database's disk. */
export function watchTableBytes(registry: Registry, dataSource: DataSource): void {
  let read = { at: 0, rows: [] as { table: string; bytes: string }[] };
  new Gauge({
    name: 'tastetype_table_bytes',
    help: 'Bytes each table takes with its indexes, a partitioned table with all its partitions; measured at most every 30 s',
    labelNames: ['table'],
    registers: [registry],
    async collect() {
      if (Date.now() - read.at > TABLE_BYTES_TTL_MS) {
        const rows = await dataSource.query(TABLE_BYTES).catch(() => undefined);
        if (!rows) return;
        read = { at: Date.now(), rows };
        // A dropped table's series goes with it.
        this.reset();
      }
      for (const { table, bytes } of read.rows) this.set({ table }, Number(bytes));
    },
  });
}
