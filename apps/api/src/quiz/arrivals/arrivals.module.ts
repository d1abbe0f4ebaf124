import { Module } from '@nestjs/common';
import { ArrivalTagsRepository } from './arrival-tags.repository';
import { Attributions } from './attributions';

/** Where visitors come from: arrivals read into channel, source, medium and campaign, for events and results. */
@Module({
  providers: [ArrivalTagsRepository, Attributions],
  exports: [Attributions],
})
export class ArrivalsModule {}
