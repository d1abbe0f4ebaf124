import { Args, Query, Resolver } from '@nestjs/graphql';
import { RequireKey } from '../../access/keys/checking/require-key.guard';
import { checked } from '../analytics/analytics.service';
import { EventWindowArgs } from '../analytics/dto/event-range.args';
import { vitalFigures } from '../../quiz/web-vitals/vital-figures';
import { WebVitalsRepository } from '../../quiz/web-vitals/web-vitals.repository';
import { WebVitalsRow } from './web-vitals-row.model';

@Resolver()
export class WebVitalsResolver {
  constructor(private readonly vitals: WebVitalsRepository) {}

  @Query(() => [WebVitalsRow], {
    description:
      "What phones see: each page's LCP, INP and CLS at the 75th percentile, from the visitors' own browsers, in buckets. Counted by whole UTC days (from the day `from` falls on, to before `to`), kept forever. Needs a key with analytics:read (UNAUTHENTICATED without a valid key, FORBIDDEN without the scope).",
  })
  @RequireKey('analytics:read')
  async webVitals(@Args() window: EventWindowArgs): Promise<WebVitalsRow[]> {
    return vitalFigures(await this.vitals.counts(checked(window)));
  }
}
