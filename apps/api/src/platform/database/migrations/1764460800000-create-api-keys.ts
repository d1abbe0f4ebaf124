import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Named keys with scopes, expiry and revocation, stored as a SHA-256 only; and their audit trail,
 * folded into counts per key, operation, outcome and minute. The trail holds no address and no visitor data.
 */
export class CreateApiKeys1764460800000 implements MigrationInterface {
  name = 'CreateApiKeys1764460800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        prefix text NOT NULL,
        secret_sha256 bytea NOT NULL UNIQUE CHECK (length(secret_sha256) = 32),
        scopes text[] NOT NULL CHECK (cardinality(scopes) > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz,
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    // key_id is null for the deprecated tokens, which are named by their setting alone.
    await db.query(`
      CREATE TABLE key_audit (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        minute timestamptz NOT NULL,
        key_id uuid REFERENCES api_keys (id),
        key_name text NOT NULL,
        operation text NOT NULL,
        outcome text NOT NULL,
        uses integer NOT NULL CHECK (uses > 0),
        CONSTRAINT key_audit_fold UNIQUE NULLS NOT DISTINCT (minute, key_id, key_name, operation, outcome)
      )`);
    await db.query('CREATE INDEX key_audit_by_key_id ON key_audit (key_id, minute)');
    await db.query('CREATE INDEX key_audit_by_key_name ON key_audit (key_name, minute)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE key_audit');
    await db.query('DROP TABLE api_keys');
  }
}
