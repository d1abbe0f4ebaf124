import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { tally } from '@tastetype/quiz-domain';
import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import type { SavePersonalityResultInput } from './dto/save-personality-result.input';
import type { PersonalityResult } from './models/personality-result.model';
import { RESULT_COLUMNS, toResult } from './result-row';
import { SaveQuota } from './save-quota';

@Injectable()
export class ResultsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly quota: SaveQuota,
  ) {}

  /**
   * The server recomputes the winner from the answers and stores the result in one INSERT … RETURNING,
   * within the client's per-minute budget of saves.
   */
  async save({ personality, answers }: SavePersonalityResultInput, client: string): Promise<PersonalityResult> {
    const winner = tally(answers);
    if (personality !== winner) {
      throw new BadRequestException(`personality must be ${winner} for these answers, not ${personality}`);
    }
    await this.quota.take(client);
    const { flavor, dining, cooking } = answers;
    try {
      const [row] = await this.dataSource.query(
        `INSERT INTO personality_results (personality, answers) VALUES ($1, $2) RETURNING ${RESULT_COLUMNS}`,
        [winner, { flavor, dining, cooking }],
      );
      return toResult(row);
    } catch (error) {
      await this.quota.giveBack(client);
      throw error;
    }
  }

  /** Idempotent: sharing again keeps the first shared time. */
  async markShared(id: string): Promise<PersonalityResult> {
    if (!isUUID(id)) throw new BadRequestException('id must be a UUID');
    const [rows] = await this.dataSource.query(
      `UPDATE personality_results SET shared = true, shared_at = COALESCE(shared_at, now())
       WHERE id = $1 RETURNING ${RESULT_COLUMNS}`,
      [id],
    );
    const row = rows[0];
    if (!row) throw new NotFoundException(`No personality result has id ${id}`);
    return toResult(row);
  }
}
