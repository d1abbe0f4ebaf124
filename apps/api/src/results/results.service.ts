import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { tally } from '@tastetype/quiz-domain';
import { isUUID } from 'class-validator';
import type { SavePersonalityResultInput } from './dto/save-personality-result.input';
import type { PersonalityResult } from './models/personality-result.model';
import { Metrics } from '../observability/metrics';
import { ResultsRepository } from './results.repository';
import { SaveQuota } from './save-quota';

@Injectable()
export class ResultsService {
  constructor(
    private readonly results: ResultsRepository,
    private readonly quota: SaveQuota,
    private readonly metrics: Metrics,
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
    try {
      const saved = await this.results.insert(winner, answers);
      this.metrics.resultsSaved.inc({ personality: winner });
      return saved;
    } catch (error) {
      await this.quota.giveBack(client);
      throw error;
    }
  }

  /** Idempotent: sharing again keeps the first shared time. */
  async markShared(id: string): Promise<PersonalityResult> {
    if (!isUUID(id)) throw new BadRequestException('id must be a UUID');
    const shared = await this.results.markShared(id);
    if (!shared) throw new NotFoundException(`No personality result has id ${id}`);
    this.metrics.resultsShared.inc();
    return shared;
  }
}
