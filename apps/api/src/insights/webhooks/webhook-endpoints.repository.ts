import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** An endpoint as managers see it: never its secrets. */
export interface StoredEndpoint {
  id: string;
  url: string;
  description: string;
  events: string[];
  createdAt: Date;
  failingSince: Date | null;
  disabledAt: Date | null;
  disabledReason: string | null;
  previousSecretUntil: Date | null;
}

const COLUMNS = `id, url, description, events, created_at AS "createdAt", failing_since AS "failingSince",
  disabled_at AS "disabledAt", disabled_reason AS "disabledReason", previous_secret_until AS "previousSecretUntil"`;

/** All SQL over `webhook_endpoints`. Changes are written as SELECTs over a CTE: TypeORM answers an UPDATE with [rows, count]. */
@Injectable()
export class WebhookEndpointsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(endpoint: {
    url: string;
    description: string;
    events: string[];
    secret: string;
  }): Promise<StoredEndpoint> {
    const [stored] = await this.dataSource.query(
      `INSERT INTO webhook_endpoints (url, description, events, secret) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [endpoint.url, endpoint.description, endpoint.events, endpoint.secret],
    );
    return stored;
  }

  list(): Promise<StoredEndpoint[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM webhook_endpoints ORDER BY created_at DESC, id`);
  }

  async byId(id: string): Promise<StoredEndpoint | undefined> {
    return (await this.dataSource.query(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE id = $1`, [id]))[0];
  }

  /** A new secret; the old one is still sent beside it until `overlapUntil`. */
  async rotate(id: string, secret: string, overlapUntil: Date): Promise<StoredEndpoint | undefined> {
    return this.change(id, 'secret = $2, previous_secret = secret, previous_secret_until = $3', [secret, overlapUntil]);
  }

  setEnabled(id: string, enabled: boolean, reason: string | null, at: Date): Promise<StoredEndpoint | undefined> {
    return enabled
      ? this.change(id, 'disabled_at = NULL, disabled_reason = NULL, failing_since = NULL', [])
      : this.change(id, 'disabled_at = coalesce(disabled_at, $2), disabled_reason = coalesce(disabled_reason, $3)', [
          at,
          reason,
        ]);
  }

  /** After an attempt: failing since the first failure after a success, cleared by a success. */
  async recordOutcome(id: string, succeeded: boolean, at: Date): Promise<{ failingSince: Date | null } | undefined> {
    const [row] = await this.dataSource.query(
      `WITH changed AS (
         UPDATE webhook_endpoints SET failing_since = CASE WHEN $2 THEN NULL ELSE coalesce(failing_since, $3) END
         WHERE id = $1 RETURNING failing_since)
       SELECT failing_since AS "failingSince" FROM changed`,
      [id, succeeded, at],
    );
    return row;
  }

  async countDisabled(): Promise<number> {
    const [row] = await this.dataSource.query(
      'SELECT count(*)::int AS n FROM webhook_endpoints WHERE disabled_at IS NOT NULL',
    );
    return row.n;
  }

  private async change(id: string, set: string, parameters: unknown[]): Promise<StoredEndpoint | undefined> {
    const [row] = await this.dataSource.query(
      `WITH changed AS (UPDATE webhook_endpoints SET ${set} WHERE id = $1 RETURNING *) SELECT ${COLUMNS} FROM changed`,
      [id, ...parameters],
    );
    return row;
  }
}
