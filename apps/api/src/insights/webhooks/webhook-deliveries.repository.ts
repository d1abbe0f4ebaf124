import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** A delivery claimed for one attempt, with what sending it needs. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  eventType: string;
  /** The exact body: the payload as PostgreSQL prints it, the same on every attempt. */
  body: string;
  /** Attempts so far, this one included. */
  attempts: number;
  url: string;
  /** The endpoint's secrets: the current one, and the previous one while a rotation's overlap lasts. */
  secrets: string[];
  failingSince: Date | null;
}

export interface StoredDelivery {
  id: string;
  endpointId: string;
  eventType: string;
  createdAt: Date;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  nextAttemptAt: Date | null;
  lastAttemptAt: Date | null;
  lastStatus: number | null;
  lastResponse: string | null;
  lastDurationMs: number | null;
}

/** What one attempt came to. */
export interface AttemptOutcome {
  status: 'pending' | 'succeeded' | 'failed';
  nextAttemptAt: Date | null;
  attemptedAt: Date;
  httpStatus: number | null;
  response: string;
  durationMs: number;
}

/** The secrets that sign an attempt at $1: the current one, and the previous one until its overlap ends. */
const SECRETS = `array_remove(ARRAY[e.secret, CASE WHEN e.previous_secret_until > $1 THEN e.previous_secret END], NULL) AS secrets`;
const CLAIMED = `id, endpoint_id AS "endpointId", event_type AS "eventType", body, attempts, url, secrets,
  failing_since AS "failingSince"`;

const COLUMNS = `id, endpoint_id AS "endpointId", event_type AS "eventType", created_at AS "createdAt", status, attempts,
  CASE WHEN status = 'pending' THEN next_attempt_at END AS "nextAttemptAt", last_attempt_at AS "lastAttemptAt",
  last_status AS "lastStatus", last_response AS "lastResponse", last_duration_ms AS "lastDurationMs"`;

/** All SQL over `webhook_deliveries`, the outbox its triggers fill. */
@Injectable()
export class WebhookDeliveriesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Leases due deliveries for one attempt: at most `slots[i]` for endpoint `endpointIds[i]`, `otherSlots` for any
   * other enabled endpoint. SKIP LOCKED keeps replicas apart; the lease lets another take a delivery whose process died.
   */
  claim(
    now: Date,
    leaseMs: number,
    endpointIds: string[],
    slots: number[],
    otherSlots: number,
  ): Promise<ClaimedDelivery[]> {
    return this.dataSource.query(
      `WITH free AS (SELECT * FROM unnest($3::uuid[], $4::int[]) AS f (endpoint_id, slots)),
       due AS (
         SELECT d.id, e.url, e.failing_since, ${SECRETS} FROM webhook_endpoints e
         CROSS JOIN LATERAL (
           SELECT d.id FROM webhook_deliveries d
           WHERE d.endpoint_id = e.id AND d.status = 'pending' AND d.next_attempt_at <= $1
             AND (d.leased_until IS NULL OR d.leased_until <= $1)
           ORDER BY d.next_attempt_at
           LIMIT coalesce((SELECT slots FROM free WHERE free.endpoint_id = e.id), $5)
           FOR UPDATE OF d SKIP LOCKED) d
         WHERE e.disabled_at IS NULL),
       leased AS (
         UPDATE webhook_deliveries d SET leased_until = $1::timestamptz + $2 * interval '1 ms', attempts = d.attempts + 1
         FROM due WHERE d.id = due.id
         RETURNING d.id, d.endpoint_id, d.event_type, d.payload::text AS body, d.attempts, due.url, due.failing_since,
                   due.secrets)
       SELECT ${CLAIMED} FROM leased`,
      [now, leaseMs, endpointIds, slots, otherSlots],
    );
  }

  /** Records what many attempts came to, in one statement. */
  async finish(attempts: { id: string; outcome: AttemptOutcome }[]): Promise<void> {
    const column = <K extends keyof AttemptOutcome>(key: K) => attempts.map(({ outcome }) => outcome[key]);
    await this.dataSource.query(
      `UPDATE webhook_deliveries d SET status = u.status, next_attempt_at = coalesce(u.next_attempt_at, d.next_attempt_at),
         leased_until = NULL, last_attempt_at = u.attempted_at, last_status = u.http_status, last_response = u.response,
         last_duration_ms = u.duration_ms
       FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::timestamptz[], $5::int[], $6::text[], $7::int[])
         AS u (id, status, next_attempt_at, attempted_at, http_status, response, duration_ms)
       WHERE d.id = u.id`,
      [
        attempts.map(({ id }) => id),
        column('status'),
        column('nextAttemptAt'),
        column('attemptedAt'),
        column('httpStatus'),
        column('response'),
        column('durationMs'),
      ],
    );
  }

  /** A delivery made on demand (webhook.test) for one endpoint, already leased for its first attempt, which is sent at once. */
  async insertLeased(
    endpointId: string,
    eventType: string,
    payload: object,
    now: Date,
    leaseMs: number,
  ): Promise<ClaimedDelivery | undefined> {
    const [row] = await this.dataSource.query(
      `WITH leased AS (
         INSERT INTO webhook_deliveries (endpoint_id, event_type, payload, next_attempt_at, leased_until, attempts)
         SELECT e.id, $3, $4, $1, $1::timestamptz + $2 * interval '1 ms', 1 FROM webhook_endpoints e WHERE e.id = $5
         RETURNING id, endpoint_id, event_type, payload::text AS body, attempts)
       SELECT l.id, l.endpoint_id AS "endpointId", l.event_type AS "eventType", l.body, l.attempts, e.url,
              e.failing_since AS "failingSince", ${SECRETS}
       FROM leased l JOIN webhook_endpoints e ON e.id = l.endpoint_id`,
      [now, leaseMs, eventType, payload, endpointId],
    );
    return row;
  }

  /** The endpoint's latest deliveries, newest first. */
  latest(endpointId: string, limit: number): Promise<StoredDelivery[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
      [endpointId, limit],
    );
  }

  async byId(id: string): Promise<StoredDelivery | undefined> {
    return (await this.dataSource.query(`SELECT ${COLUMNS} FROM webhook_deliveries WHERE id = $1`, [id]))[0];
  }

  /** Due again now, with a fresh schedule: a resend of one delivery, or of every failed one since a time. */
  async resend(filter: { id: string } | { endpointId: string; since: Date }, now: Date): Promise<StoredDelivery[]> {
    const [where, parameters] =
      'id' in filter
        ? ['id = $2', [filter.id]]
        : [`endpoint_id = $2 AND status = 'failed' AND created_at >= $3`, [filter.endpointId, filter.since]];
    return this.dataSource.query(
      `WITH again AS (
         UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = $1, leased_until = NULL
         WHERE ${where} RETURNING *)
       SELECT ${COLUMNS} FROM again`,
      [now, ...parameters],
    );
  }

  /** Seconds since the oldest delivery still waiting was stored; 0 when none waits. */
  async oldestPendingSeconds(now: Date): Promise<number> {
    const [row] = await this.dataSource.query(
      `SELECT coalesce(extract(epoch FROM $1 - min(created_at)), 0)::float AS seconds
       FROM webhook_deliveries WHERE status = 'pending'`,
      [now],
    );
    return Math.max(0, row.seconds);
  }

  async deleteBefore(before: Date): Promise<void> {
    await this.dataSource.query('DELETE FROM webhook_deliveries WHERE created_at < $1', [before]);
  }
}
