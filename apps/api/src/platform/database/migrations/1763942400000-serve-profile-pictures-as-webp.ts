import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The profile pictures are now WebP, lighter for phones to draw than the SVGs they replace. */
export class ServeProfilePicturesAsWebp1763942400000 implements MigrationInterface {
  name = 'ServeProfilePicturesAsWebp1763942400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE personality_profiles SET image = '/pictures/personalities/' || key || '.webp'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE personality_profiles SET image = '/pictures/personalities/' || key || '.svg'`);
  }
}
