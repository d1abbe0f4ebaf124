import type { QueryRunner } from 'typeorm';
import type { TasteTypeMigration } from '../migrating/migration-kind';

/**
 * Who made each key: a signed-in person (issuer and subject), another key, or the operator's CLI, with a label
 * lists show that is never an e-mail address. Nullable columns the release before ignores: an expand step.
 * Keys made before it have no maker recorded. No index: a company holds keys by the hundred, read whole.
 */
export class RecordWhoMadeEachKey1764806400000 implements TasteTypeMigration {
  name = 'RecordWhoMadeEachKey1764806400000';
  kind = 'expand' as const;

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE api_keys ADD COLUMN made_by text NULL');
    await db.query('ALTER TABLE api_keys ADD COLUMN made_by_issuer text NULL');
    await db.query('ALTER TABLE api_keys ADD COLUMN made_by_subject text NULL');
    await db.query('ALTER TABLE api_keys ADD COLUMN made_by_key_id uuid NULL');
    // NOT VALID: every existing row is NULL, so there is nothing to check, and new rows are checked all the same.
    await db.query(
      `ALTER TABLE api_keys ADD CONSTRAINT api_keys_made_by_key_id_fkey
       FOREIGN KEY (made_by_key_id) REFERENCES api_keys (id) NOT VALID`,
    );
    await db.query(
      `ALTER TABLE api_keys ADD CONSTRAINT api_keys_made_by_length CHECK (char_length(made_by) BETWEEN 1 AND 200) NOT VALID`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    for (const column of ['made_by', 'made_by_issuer', 'made_by_subject', 'made_by_key_id'])
      await db.query(`ALTER TABLE api_keys DROP COLUMN ${column}`);
  }
}
