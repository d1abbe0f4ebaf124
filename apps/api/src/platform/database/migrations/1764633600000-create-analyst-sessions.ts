import type { QueryRunner } from 'typeorm';
import type { TasteTypeMigration } from '../migrating/migration-kind';

/**
 * Single sign-on: the sessions it opens, kept here so that every replica sees them and a sign-out anywhere ends
 * them everywhere, and the sign-ins under way between the redirect to the provider and its answer. Secrets are
 * stored as their SHA-256 only. New tables alone: an expand step the release before ignores.
 */
export class CreateAnalystSessions1764633600000 implements TasteTypeMigration {
  name = 'CreateAnalystSessions1764633600000';
  kind = 'expand' as const;

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE analyst_sessions (
        id_hash bytea PRIMARY KEY,
        issuer text NOT NULL,
        subject text NOT NULL,
        display_name text NOT NULL,
        provider_session text,
        scopes text[] NOT NULL,
        csrf_token text NOT NULL,
        id_token text NOT NULL,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX analyst_sessions_by_person ON analyst_sessions (issuer, subject)');
    await db.query('CREATE INDEX analyst_sessions_by_provider_session ON analyst_sessions (issuer, provider_session)');
    await db.query('CREATE INDEX analyst_sessions_by_end ON analyst_sessions (ends_at)');
    await db.query(`
      CREATE TABLE sign_in_attempts (
        state_hash bytea PRIMARY KEY,
        nonce text NOT NULL,
        code_verifier text NOT NULL,
        return_to text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE sign_in_attempts');
    await db.query('DROP TABLE analyst_sessions');
  }
}
