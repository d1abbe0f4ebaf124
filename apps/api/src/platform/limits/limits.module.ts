import { Global, Module } from '@nestjs/common';
import { DiskFloor } from './disk-floor';
import { EventsQuota } from './events-quota';
import { LimitCounters } from './limit-counters';
import { SaveQuota } from './save-quota';

/** Every per-client limit, counted in one place (Redis when set): requests, saves and event batches; and the data disk's floor. */
@Global()
@Module({
  providers: [LimitCounters, SaveQuota, EventsQuota, DiskFloor],
  exports: [LimitCounters, SaveQuota, EventsQuota, DiskFloor],
})
export class LimitsModule {}
