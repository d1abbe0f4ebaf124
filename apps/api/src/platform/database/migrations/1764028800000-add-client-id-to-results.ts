import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The client's own id for a quiz attempt, so a save sent again (a retry, an offline resend) stores one row. */
export class AddClientIdToResults1764028800000 implements MigrationInterface {
  name = 'AddClientIdToResults1764028800000';

  async up(db: QueryRunner): Promise<void> {
    // Added without a default: existing rows keep NULL, which UNIQUE lets repeat.
    await db.query('ALTER TABLE personality_results ADD COLUMN client_id uuid');
    await db.query(
      'ALTER TABLE personality_results ADD CONSTRAINT personality_results_client_id_key UNIQUE (client_id)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE personality_results DROP COLUMN client_id');
  }
}
