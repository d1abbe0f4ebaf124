import { Args, Query, Resolver } from '@nestjs/graphql';
import { RequireKey } from '../../access/keys/checking/require-key.guard';
import { checked } from '../analytics/analytics.service';
import { AcquisitionCountsRepository } from '../../quiz/arrivals/acquisition-counts.repository';
import { AcquisitionArgs } from './dto/acquisition.args';
import { AcquisitionRow } from './models/acquisition-row.model';

@Resolver()
export class AcquisitionResolver {
  constructor(private readonly counts: AcquisitionCountsRepository) {}

  @Query(() => [AcquisitionRow], {
    description:
      'Where visitors come from: visitors, starts, completions, shares and friends brought per channel, source, medium or campaign, busiest first. Counted by whole UTC days (from the day `from` falls on, to before `to`), kept forever. Needs a key with analytics:read (UNAUTHENTICATED without a valid key, FORBIDDEN without the scope).',
  })
  @RequireKey('analytics:read')
  acquisition(@Args() { by, ...filter }: AcquisitionArgs): Promise<AcquisitionRow[]> {
    return this.counts.rows(by, checked(filter));
  }
}
