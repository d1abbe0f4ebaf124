import type { PersonalityKey } from '@tastetype/quiz-domain';
import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';

@Entity('personality_profiles')
// Named as PostgreSQL named it in the migration, so the schema builder sees the same constraint.
@Unique('personality_profiles_position_key', ['position'])
export class PersonalityProfileEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  key: PersonalityKey;

  /** Where the profile stands in lists: the order of the personality keys. */
  @Column({ type: 'smallint' })
  position: number;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  description: string;

  /** Tailwind gradient classes, e.g. "from-amber-400 to-orange-500". */
  @Column({ type: 'text' })
  color: string;

  @Column({ type: 'jsonb' })
  traits: string[];

  @Column({ type: 'jsonb' })
  foods: string[];

  @Column({ type: 'text' })
  image: string;
}
