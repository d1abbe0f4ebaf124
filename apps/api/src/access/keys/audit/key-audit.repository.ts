import { MINUTE_MS, UUID_PATTERN } from '@tastetype/quiz-domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Uses of one key for one operation with one outcome, within one minute. */
export interface AuditCount {
  minute: Date;
  /** Null for the deprecated tokens, named by their setting. */
  keyId: string | null;
  keyName: string;
  operation: string;
  /** `allowed`, or `denied: ` and why. */
  outcome: string;
  uses: number;
}

export interface AuditFilter {
  /** A key's id, or a deprecated token's setting name. */
  key?: string;
  from?: Date;
  to?: Date;
  limit: number;
}

/** A key's making, as the first line of its own trail: who made it, in the operation's place. */
export function madeEntry(key: { id: string; name: string; madeBy: string | null }, now = Date.now()): AuditCount {
  const minute = new Date(now - (now % MINUTE_MS));
  return { minute, keyId: key.id, keyName: key.name, operation: `made by ${key.madeBy}`, outcome: 'allowed', uses: 1 };
}

/** All SQL over `key_audit`. */
@Injectable()
export class KeyAuditRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Adds counts in one statement: a minute another replica has written already is summed into. */
  async add(counts: AuditCount[]): Promise<void> {
    if (counts.length === 0) return;
    const column = <K extends keyof AuditCount>(key: K) => counts.map((count) => count[key]);
    await this.dataSource.query(
      `INSERT INTO key_audit AS a (minute, key_id, key_name, operation, outcome, uses)
       SELECT * FROM unnest($1::timestamptz[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::integer[])
       ON CONFLICT ON CONSTRAINT key_audit_fold DO UPDATE SET uses = a.uses + excluded.uses`,
      [column('minute'), column('keyId'), column('keyName'), column('operation'), column('outcome'), column('uses')],
    );
  }

  /** Newest first, by key (its id, or a token's setting name) and time. */
  find({ key, from, to, limit }: AuditFilter): Promise<AuditCount[]> {
    const byId = key !== undefined && UUID_PATTERN.test(key);
    return this.dataSource.query(
      `SELECT minute, key_id AS "keyId", key_name AS "keyName", operation, outcome, uses FROM key_audit
       WHERE ($1::text IS NULL OR ${byId ? 'key_id = $1::uuid' : 'key_name = $1'})
         AND ($2::timestamptz IS NULL OR minute >= date_trunc('minute', $2::timestamptz))
         AND ($3::timestamptz IS NULL OR minute < $3)
       ORDER BY minute DESC, id DESC LIMIT $4`,
      [key ?? null, from ?? null, to ?? null, limit],
    );
  }

  async deleteBefore(before: Date): Promise<void> {
    await this.dataSource.query('DELETE FROM key_audit WHERE minute < $1', [before]);
  }
}
