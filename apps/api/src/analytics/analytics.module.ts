import { Module } from '@nestjs/common';
import { AnalyticsResolver } from './analytics.resolver';
import { AnalyticsService } from './analytics.service';
import { AnalyticsTokenGuard } from './analytics-token.guard';

@Module({ providers: [AnalyticsService, AnalyticsResolver, AnalyticsTokenGuard] })
export class AnalyticsModule {}
