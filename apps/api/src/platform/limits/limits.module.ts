import { Global, Module } from '@nestjs/common';
import { EventsQuota } from './events-quota';
import { LimitCounters } from './limit-counters';
import { SaveQuota } from './save-quota';

/** Every per-client limit, counted in one place (Redis when set): requests, saves and event batches. */
@Global()
@Module({ providers: [LimitCounters, SaveQuota, EventsQuota], exports: [LimitCounters, SaveQuota, EventsQuota] })
export class LimitsModule {}
