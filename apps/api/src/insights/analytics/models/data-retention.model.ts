import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'What the retention settings keep, so the dashboard can say how far back its data goes.' })
export class DataRetention {
  @Field(() => Int, { description: 'EVENTS_KEEP_DAYS: days raw funnel events are kept; 0: forever.' })
  eventsKeepDays: number;

  @Field(() => Date, {
    nullable: true,
    description:
      'When the oldest raw funnel event still stored happened; null when none is. Before it, the charts read the daily counts, which are kept forever.',
  })
  rawEventsSince: Date | null;

  @Field(() => Int, { description: 'RESULTS_KEEP_DAYS: days quiz results are kept; 0: forever.' })
  resultsKeepDays: number;

  @Field(() => Date, {
    nullable: true,
    description:
      'Results from before this instant (midnight UTC, RESULTS_KEEP_DAYS days ago) are deleted daily; null when results are kept forever.',
  })
  resultsRemovedBefore: Date | null;
}
