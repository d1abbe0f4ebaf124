import type { Answers, PersonalityKey } from '@tastetype/quiz-domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('personality_results')
export class PersonalityResultEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 16 })
  personality: PersonalityKey;

  @Column({ type: 'jsonb' })
  answers: Answers;

  @Column({ type: 'boolean', default: false })
  shared: boolean;

  @Column({ name: 'shared_at', type: 'timestamptz', nullable: true })
  sharedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
