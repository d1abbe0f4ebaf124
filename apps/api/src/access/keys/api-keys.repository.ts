import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { KeyMaker } from './key-maker';
import type { KeyScope } from './key-scopes';

/** A key as stored: never its secret, only what lists and checks need. */
export interface StoredKey {
  id: string;
  name: string;
  prefix: string;
  scopes: KeyScope[];
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  /** Who made it (never an e-mail address); null for keys made before makers were recorded. */
  madeBy: string | null;
  madeBySubject: string | null;
  madeByKeyId: string | null;
}

export interface NewKey {
  name: string;
  prefix: string;
  secretSha256: Buffer;
  scopes: KeyScope[];
  expiresAt: Date | null;
  maker: KeyMaker;
}

const COLUMNS = `id, name, prefix, scopes, created_at AS "createdAt", expires_at AS "expiresAt",
  last_used_at AS "lastUsedAt", revoked_at AS "revokedAt", made_by AS "madeBy", made_by_subject AS "madeBySubject",
  made_by_key_id AS "madeByKeyId"`;

type Query = (sql: string, parameters?: unknown[]) => Promise<StoredKey[]>;

/** All SQL over `api_keys`. Built on a query function, so the CLI can use it on its own connection. */
export class ApiKeysTable {
  constructor(private readonly query: Query) {}

  async insert({ maker, ...key }: NewKey): Promise<StoredKey> {
    const [stored] = await this.query(
      `INSERT INTO api_keys (name, prefix, secret_sha256, scopes, expires_at, made_by, made_by_issuer, made_by_subject,
         made_by_key_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       RETURNING ${COLUMNS}`,
      [
        key.name,
        key.prefix,
        key.secretSha256,
        key.scopes,
        key.expiresAt,
        maker.label,
        maker.issuer ?? null,
        maker.subject ?? null,
        maker.keyId ?? null,
      ],
    );
    return stored as StoredKey;
  }

  /** Newest first: the key just made is at the top. */
  list(): Promise<StoredKey[]> {
    return this.query(`SELECT ${COLUMNS} FROM api_keys ORDER BY created_at DESC, id`);
  }

  async bySecret(secretSha256: Buffer): Promise<StoredKey | undefined> {
    return (await this.query(`SELECT ${COLUMNS} FROM api_keys WHERE secret_sha256 = $1`, [secretSha256]))[0];
  }

  /** Keys whose id is the text, or whose shown prefix starts it or starts with it: several when a short prefix is shared. */
  byIdOrPrefix(text: string): Promise<StoredKey[]> {
    const start = text.replace(/…$/, '');
    return this.query(
      `SELECT ${COLUMNS} FROM api_keys WHERE id::text = $1 OR starts_with(prefix, $2) OR starts_with($2, prefix)
       ORDER BY created_at DESC`,
      [text.toLowerCase(), start],
    );
  }

  /** Revokes once: a key already revoked keeps its first time. */
  async revoke(id: string): Promise<StoredKey | undefined> {
    return (
      await this.query(
        // As a SELECT: TypeORM answers an UPDATE with [rows, count], a SELECT with its rows.
        `WITH revoked AS (UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING *)
         SELECT ${COLUMNS} FROM revoked`,
        [id],
      )
    )[0];
  }

  async byId(id: string): Promise<StoredKey | undefined> {
    return (await this.query(`SELECT ${COLUMNS} FROM api_keys WHERE id = $1`, [id]))[0];
  }

  /** Revokes the live keys a person made, and the keys those keys made, to any depth: none is left to make more. */
  revokeMadeBy(subject: string): Promise<StoredKey[]> {
    return this.query(
      `WITH RECURSIVE made AS (
         SELECT id FROM api_keys WHERE made_by_subject = $1
         UNION SELECT k.id FROM api_keys k JOIN made ON k.made_by_key_id = made.id
       ), revoked AS (
         UPDATE api_keys SET revoked_at = now() WHERE id IN (SELECT id FROM made) AND revoked_at IS NULL RETURNING *
       )
       SELECT ${COLUMNS} FROM revoked ORDER BY created_at DESC, id`,
      [subject],
    );
  }

  /** Last use per key, only ever moved forward. */
  async touch(lastUse: Map<string, Date>): Promise<void> {
    if (lastUse.size === 0) return;
    await this.query(
      `UPDATE api_keys k SET last_used_at = greatest(k.last_used_at, u.at)
       FROM unnest($1::uuid[], $2::timestamptz[]) AS u (id, at) WHERE k.id = u.id`,
      [[...lastUse.keys()], [...lastUse.values()]],
    );
  }
}

/** The table on the app's pool. */
@Injectable()
export class ApiKeysRepository extends ApiKeysTable {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super((sql, parameters) => dataSource.query(sql, parameters));
  }
}
