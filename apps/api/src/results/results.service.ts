import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { tally } from '@tastetype/quiz-domain';
import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import type { SavePersonalityResultInput } from './dto/save-personality-result.input';
import type { PersonalityResult } from './models/personality-result.model';
import { PersonalityResultEntity } from './personality-result.entity';

// A raw list: TypeORM drops unknown property names from an UPDATE's RETURNING.
const RETURNED_COLUMNS = 'id, personality, answers, shared, shared_at, created_at';

interface ResultRow {
  id: string;
  personality: string;
  answers: PersonalityResult['answers'];
  shared: boolean;
  shared_at: Date | null;
  created_at: Date;
}

@Injectable()
export class ResultsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The server recomputes the winner from the answers and stores the result in one INSERT … RETURNING. */
  async save({ personality, answers }: SavePersonalityResultInput): Promise<PersonalityResult> {
    const winner = tally(answers);
    if (personality !== winner) {
      throw new BadRequestException(`personality must be ${winner} for these answers, not ${personality}`);
    }
    const { flavor, dining, cooking } = answers;
    const result = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(PersonalityResultEntity)
      .values({ personality: winner, answers: { flavor, dining, cooking } })
      .returning(RETURNED_COLUMNS)
      .updateEntity(false)
      .execute();
    return toResult(result.raw[0]);
  }

  /** Idempotent: sharing again keeps the first shared time. */
  async markShared(id: string): Promise<PersonalityResult> {
    if (!isUUID(id)) throw new BadRequestException('id must be a UUID');
    const result = await this.dataSource
      .createQueryBuilder()
      .update(PersonalityResultEntity)
      .set({ shared: true, sharedAt: () => 'COALESCE(shared_at, now())' })
      .where('id = :id', { id })
      .returning(RETURNED_COLUMNS)
      .updateEntity(false)
      .execute();
    const row = result.raw[0];
    if (!row) throw new NotFoundException(`No personality result has id ${id}`);
    return toResult(row);
  }
}

function toResult(row: ResultRow): PersonalityResult {
  return {
    id: row.id,
    personality: row.personality,
    answers: row.answers,
    shared: row.shared,
    sharedAt: row.shared_at,
    createdAt: row.created_at,
  };
}
