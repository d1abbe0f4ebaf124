import { ResultsRetention } from '../../src/quiz/results/results-retention';
import { EventPartitionUpkeep } from '../../src/quiz/events/partitions/event-partition-upkeep';

/**
 * For tests that run upkeep and retention passes by hand and assert what each did: the apps' own first passes, a
 * second after start, would otherwise take part of the work (each step holds its lock for one transaction only).
 * Call it in `beforeAll`; `jest.restoreAllMocks()` in `afterAll` gives the schedules back.
 */
export function driveRetentionByHand(): void {
  jest.spyOn(EventPartitionUpkeep.prototype, 'onApplicationBootstrap').mockImplementation(() => undefined);
  jest.spyOn(ResultsRetention.prototype, 'onApplicationBootstrap').mockImplementation(() => undefined);
}
