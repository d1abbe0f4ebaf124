import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePersonalityTables1763769600000 implements MigrationInterface {
  name = 'CreatePersonalityTables1763769600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE personality_results (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        personality varchar(16) NOT NULL CHECK (personality IN ('comfort', 'adventurous', 'healthy')),
        answers jsonb NOT NULL,
        shared boolean NOT NULL DEFAULT false,
        shared_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE personality_profiles (
        key varchar(16) PRIMARY KEY,
        position smallint NOT NULL UNIQUE,
        title text NOT NULL,
        description text NOT NULL,
        color text NOT NULL,
        traits jsonb NOT NULL,
        foods jsonb NOT NULL,
        image text NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE personality_profiles');
    await db.query('DROP TABLE personality_results');
  }
}
