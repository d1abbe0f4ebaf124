import { Injectable } from '@nestjs/common';
import { BadRequest, NotFound } from '../../platform/refusals/refusals';
import { tally } from '@tastetype/quiz-domain';
import { isUUID } from 'class-validator';
import type { SavePersonalityResultInput } from './dto/save-personality-result.input';
import type { PersonalityResult } from './models/personality-result.model';
import { Metrics } from '../../platform/observability/metrics';
import { ResultsRepository } from './results.repository';
import { SaveGroups } from './save-groups';
import { SaveQuota } from '../../platform/limits/save-quota';
import { DiskFloor } from '../../platform/limits/disk-floor';
import { Attributions } from '../arrivals/attributions';

@Injectable()
export class ResultsService {
  constructor(
    private readonly results: ResultsRepository,
    private readonly groups: SaveGroups,
    private readonly quota: SaveQuota,
    private readonly metrics: Metrics,
    private readonly diskFloor: DiskFloor,
    private readonly attributions: Attributions,
  ) {}

  /**
   * The server recomputes the winner from the answers and stores the result with the saves arriving with it
   * (one statement, one commit), with where its visitor came from (`siteHost` is no referrer), within the client's per-minute budget of saves. A save sent again with the same `clientId` gets the stored result
   * back (`created` false) and costs no budget.
   */
  async save(
    { personality, answers, clientId, embedOrigin, locale, arrival }: SavePersonalityResultInput,
    client: string,
    siteHost?: string,
  ): Promise<{ result: PersonalityResult; created: boolean }> {
    const winner = tally(answers);
    if (personality !== winner) {
      throw new BadRequest(`personality must be ${winner} for these answers, not ${personality}`);
    }
    try {
      this.diskFloor.refuseSavesWhileLow();
      await this.quota.take(client);
    } catch (refusal) {
      // Past the budget or the disk floor, a resend still gets the result it stored: only a new row is refused.
      const stored = clientId ? await this.results.findByClientId(clientId) : undefined;
      if (stored) return { result: stored, created: false };
      throw refusal;
    }
    try {
      const attribution = this.attributions.read(arrival, siteHost);
      const saved = await this.groups.save({
        personality: winner,
        answers,
        clientId,
        embedOrigin,
        locale,
        attribution,
      });
      if (saved.created) this.metrics.resultsSaved.inc({ personality: winner });
      else await this.quota.giveBack(client);
      return saved;
    } catch (error) {
      await this.quota.giveBack(client);
      throw error;
    }
  }

  /** Idempotent: sharing again keeps the first shared time. */
  async markShared(id: string): Promise<PersonalityResult> {
    if (!isUUID(id)) throw new BadRequest('id must be a UUID');
    const shared = await this.results.markShared(id);
    if (!shared) throw new NotFound(`No personality result has id ${id}`);
    this.metrics.resultsShared.inc();
    return shared;
  }
}
