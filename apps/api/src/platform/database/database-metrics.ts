import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Gauge } from 'prom-client';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { watchDiskSpace } from '../observability/disk-space';
import { Metrics } from '../observability/metrics';
import { ReadDatabase } from './read-database';
import { watchTableBytes } from './table-bytes';

// A scrape must answer even while the database does not: past this, it counts as unreachable.
const UP_CHECK_TIMEOUT_MS = 2_000;

/** The database's own figures on the app's registry: whether it answers, the pool, the replica's lag, its tables' bytes, DATA_DIR's disk. */
@Injectable()
export class DatabaseMetrics {
  constructor(@InjectDataSource() dataSource: DataSource, read: ReadDatabase, metrics: Metrics, config: AppConfig) {
    new Gauge({
      name: 'tastetype_db_up',
      help: 'Whether the database (DATABASE_URL, or the embedded one) answered a query at this scrape (1) or not (0)',
      registers: [metrics.registry],
      async collect() {
        this.set(await answers(dataSource));
      },
    });
    if (!config.DATABASE_URL) watchDiskSpace(metrics.registry, 'data', config.DATA_DIR);
    watchTableBytes(metrics.registry, dataSource);
    if (read.isReplica) {
      new Gauge({
        name: 'tastetype_db_replica_lag_seconds',
        help: 'How far the read replica (DATABASE_READ_URL) is behind the primary; -1 while it does not answer',
        registers: [metrics.registry],
        async collect() {
          this.set(await read.lagSeconds().catch(() => -1));
        },
      });
    }
    new Gauge({
      name: 'tastetype_db_pool_connections',
      help: 'Connections of the database pool: in use by a query, idle, and queries waiting for one',
      labelNames: ['state'],
      registers: [metrics.registry],
      collect() {
        const pool = (dataSource.driver as unknown as { master?: Pool }).master;
        if (!pool) return;
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
}

async function answers(dataSource: DataSource): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<number>((done) => (timer = setTimeout(() => done(0), UP_CHECK_TIMEOUT_MS)));
  const query = dataSource.query('SELECT 1').then(
    () => 1,
    () => 0,
  );
  try {
    return await Promise.race([query, late]);
  } finally {
    clearTimeout(timer);
  }
}
