import { Module } from '@nestjs/common';
import { EventsController } from './events.controller';
import { EventsQuota } from './events-quota';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';

@Module({
  controllers: [EventsController],
  providers: [EventsRepository, EventsService, EventsQuota],
  exports: [EventsRepository],
})
export class EventsModule {}
