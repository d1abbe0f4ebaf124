import { Module } from '@nestjs/common';
import { AcquisitionCountsRepository } from './acquisition-counts.repository';
import { ArrivalTagsRepository } from './arrival-tags.repository';
import { Attributions } from './attributions';

/** Where visitors come from: arrivals read into channel, source, medium and campaign, for events and results, and
 * the daily counts of them. */
@Module({
  providers: [ArrivalTagsRepository, Attributions, AcquisitionCountsRepository],
  exports: [Attributions, AcquisitionCountsRepository],
})
export class ArrivalsModule {}
