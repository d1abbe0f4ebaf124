import { Module } from '@nestjs/common';
import { ArrivalsModule } from '../arrivals/arrivals.module';
import { WebVitalsModule } from '../web-vitals/web-vitals.module';
import { EventsController } from './events.controller';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';
import { EventPartitionsRepository } from './partitions/event-partitions.repository';
import { EventPartitionUpkeep } from './partitions/event-partition-upkeep';
import { PartitionDaysAhead } from './partitions/partition-days-ahead';

@Module({
  imports: [ArrivalsModule, WebVitalsModule],
  controllers: [EventsController],
  providers: [EventsRepository, EventsService, EventPartitionsRepository, EventPartitionUpkeep, PartitionDaysAhead],
  exports: [EventsRepository, EventPartitionsRepository, EventPartitionUpkeep],
})
export class EventsModule {}
