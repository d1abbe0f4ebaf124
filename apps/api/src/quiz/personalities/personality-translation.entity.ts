import type { Locale, PersonalityKey } from '@tastetype/quiz-domain';
import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { PersonalityProfileEntity } from './personality-profile.entity';

/** A profile's words in a language other than English (English stays on the profile itself). */
@Entity('personality_profile_translations')
// Named as the migration named them, so the schema builder sees the same constraints.
@Check('personality_profile_translations_locale_check', `locale IN ('es', 'de', 'fr', 'pt-BR', 'ar')`)
export class PersonalityTranslationEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  key: PersonalityKey;

  @PrimaryColumn({ type: 'varchar', length: 8 })
  locale: Locale;

  @ManyToOne(() => PersonalityProfileEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'key', foreignKeyConstraintName: 'personality_profile_translations_key_fkey' })
  profile?: PersonalityProfileEntity;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'jsonb' })
  traits: string[];

  @Column({ type: 'jsonb' })
  foods: string[];
}
