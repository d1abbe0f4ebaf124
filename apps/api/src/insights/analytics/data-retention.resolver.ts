import { Query, Resolver } from '@nestjs/graphql';
import { RequireKey } from '../../access/keys/checking/require-key.guard';
import { AppConfig } from '../../platform/config/app-config';
import { resultsRemovedBefore } from '../../platform/config/results-cutoff';
import { EventsRepository } from '../../quiz/events/events.repository';
import { DataRetention } from './models/data-retention.model';

@Resolver()
export class DataRetentionResolver {
  constructor(
    private readonly config: AppConfig,
    private readonly events: EventsRepository,
  ) {}

  @Query(() => DataRetention, {
    description:
      'How far back raw events go, and from when results remain, under the retention settings. Needs a key with analytics:read (UNAUTHENTICATED without a valid key, FORBIDDEN without the scope).',
  })
  @RequireKey('analytics:read')
  async dataRetention(): Promise<DataRetention> {
    return {
      eventsKeepDays: this.config.EVENTS_KEEP_DAYS,
      rawEventsSince: await this.events.oldestEventAt(),
      resultsKeepDays: this.config.RESULTS_KEEP_DAYS,
      resultsRemovedBefore: resultsRemovedBefore(this.config.RESULTS_KEEP_DAYS),
    };
  }
}
