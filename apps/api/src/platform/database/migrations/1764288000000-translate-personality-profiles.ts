import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ARABIC } from './1764288000000-profile-texts/ar';
import { GERMAN } from './1764288000000-profile-texts/de';
import { SPANISH } from './1764288000000-profile-texts/es';
import { FRENCH } from './1764288000000-profile-texts/fr';
import type { ProfileTexts } from './1764288000000-profile-texts/profile-text';
import { BRAZILIAN_PORTUGUESE } from './1764288000000-profile-texts/pt-br';

/** Written for food lovers in each language, not word for word; English stays in personality_profiles. */
const TRANSLATIONS: [locale: string, texts: ProfileTexts][] = [
  ['es', SPANISH],
  ['de', GERMAN],
  ['fr', FRENCH],
  ['pt-BR', BRAZILIAN_PORTUGUESE],
  ['ar', ARABIC],
];

/** The profiles' words (title, description, traits, foods) in every language but English, one row per profile and language. */
export class TranslatePersonalityProfiles1764288000000 implements MigrationInterface {
  name = 'TranslatePersonalityProfiles1764288000000';

  async up(db: QueryRunner): Promise<void> {
    // A profile's translations go with it: they mean nothing without it.
    await db.query(`
      CREATE TABLE personality_profile_translations (
        key varchar(16) NOT NULL,
        locale varchar(8) NOT NULL,
        title text NOT NULL,
        description text NOT NULL,
        traits jsonb NOT NULL,
        foods jsonb NOT NULL,
        PRIMARY KEY (key, locale),
        CONSTRAINT personality_profile_translations_key_fkey
          FOREIGN KEY (key) REFERENCES personality_profiles (key) ON DELETE CASCADE,
        CONSTRAINT personality_profile_translations_locale_check CHECK (locale IN ('es', 'de', 'fr', 'pt-BR', 'ar'))
      )`);
    for (const [locale, texts] of TRANSLATIONS) {
      for (const [key, { title, description, traits, foods }] of Object.entries(texts)) {
        await db.query(
          `INSERT INTO personality_profile_translations (key, locale, title, description, traits, foods)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [key, locale, title, description, JSON.stringify(traits), JSON.stringify(foods)],
        );
      }
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE personality_profile_translations');
  }
}
