import { Injectable } from '@nestjs/common';
import { isDatabaseUnavailable } from '../../platform/refusals/database-unavailable';
import { AppConfig } from '../../platform/config/app-config';
import { keepContext, type Within } from '../../platform/observability/tracing';
import type { PersonalityResult } from './models/personality-result.model';
import { type NewResult, ResultsRepository } from './results.repository';

export interface SaveOutcome {
  result: PersonalityResult;
  created: boolean;
}

interface Waiting {
  save: NewResult;
  resolve: (outcome: SaveOutcome) => void;
  reject: (error: unknown) => void;
  /** The save's trace, which its group's statement joins when the save is the group's first. */
  within: Within;
}

/**
 * Group commit: a save that arrives while a group is being written waits for the next group, and each
 * group is one INSERT and one commit. A lone save is written at once; a crowd shares round trips. Every
 * promise settles only once its row is committed (or its group has failed), so an answer still means stored.
 */
@Injectable()
export class SaveGroups {
  private readonly maxRows: number;
  private readonly maxWaitMs: number;
  private waiting: Waiting[] = [];
  private writing = 0;
  private overdue?: NodeJS.Timeout;

  constructor(
    private readonly results: ResultsRepository,
    config: AppConfig,
  ) {
    this.maxRows = config.SAVE_GROUP_MAX_ROWS;
    this.maxWaitMs = config.SAVE_GROUP_MAX_WAIT_MS;
  }

  save(save: NewResult): Promise<SaveOutcome> {
    if (this.maxRows <= 1) return this.results.insert(save);
    return new Promise((resolve, reject) => {
      this.waiting.push({ save, resolve, reject, within: keepContext() });
      if (this.writing === 0) this.writeNext();
      // A slow group ahead must not hold the next one for longer than the configured wait.
      else this.overdue ??= setTimeout(() => this.writeNext(), this.maxWaitMs);
    });
  }

  private writeNext(): void {
    clearTimeout(this.overdue);
    this.overdue = undefined;
    if (this.waiting.length === 0) return;
    const group = this.waiting.splice(0, this.maxRows);
    this.writing++;
    // Else the group would run in the trace of whichever earlier save's turn started it.
    void (group[0] as Waiting)
      .within(() => this.write(group))
      .finally(() => {
        this.writing--;
        if (this.waiting.length > 0) this.writeNext();
      });
    if (this.waiting.length > 0) this.overdue = setTimeout(() => this.writeNext(), this.maxWaitMs);
  }

  private async write(group: Waiting[]): Promise<void> {
    // Two saves with one client id in a group: the first is written, the others answered with its row as resends.
    const distinct: Waiting[] = [];
    const duplicates: [Waiting, number][] = [];
    const positionOf = new Map<string, number>();
    for (const each of group) {
      const { clientId } = each.save;
      const first = clientId ? positionOf.get(clientId) : undefined;
      if (first !== undefined) duplicates.push([each, first]);
      else {
        if (clientId) positionOf.set(clientId, distinct.length);
        distinct.push(each);
      }
    }
    let outcomes: SaveOutcome[];
    try {
      outcomes = await this.results.insertGroup(distinct.map((each) => each.save));
    } catch (error) {
      if (isDatabaseUnavailable(error) || distinct.length === 1) return group.forEach((each) => each.reject(error));
      // One bad row must not fail its neighbours: each is written by itself and answered as a lone save would be.
      return this.writeOneByOne(group);
    }
    distinct.forEach((each, index) => each.resolve(outcomes[index] as SaveOutcome));
    for (const [each, first] of duplicates)
      each.resolve({ result: (outcomes[first] as SaveOutcome).result, created: false });
  }

  private async writeOneByOne(group: Waiting[]): Promise<void> {
    for (const { save, resolve, reject } of group) {
      await this.results.insert(save).then(resolve, reject);
    }
  }
}
