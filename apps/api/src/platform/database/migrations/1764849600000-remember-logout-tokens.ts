import type { QueryRunner } from 'typeorm';
import type { TasteTypeMigration } from '../migrating/migration-kind';

/**
 * Back-channel logout: the ids (`jti`) of the provider's logout tokens already taken, until those tokens would be
 * refused anyway, so a token replayed to any replica is refused. A new table alone: an expand step.
 */
export class RememberLogoutTokens1764849600000 implements TasteTypeMigration {
  name = 'RememberLogoutTokens1764849600000';
  kind = 'expand' as const;

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE logout_tokens_taken (
        issuer text NOT NULL,
        jti text NOT NULL,
        forget_after timestamptz NOT NULL,
        PRIMARY KEY (issuer, jti)
      )`);
    await db.query('CREATE INDEX logout_tokens_taken_by_forget_after ON logout_tokens_taken (forget_after)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE logout_tokens_taken');
  }
}
