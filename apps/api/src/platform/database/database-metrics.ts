import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Gauge } from 'prom-client';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { Metrics } from '../observability/metrics';
import { ReadDatabase } from './read-database';

/** The database's own figures on the app's registry: the pool, and the replica's lag when there is one. */
@Injectable()
export class DatabaseMetrics {
  constructor(@InjectDataSource() dataSource: DataSource, read: ReadDatabase, metrics: Metrics) {
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
