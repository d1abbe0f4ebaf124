import { Module } from '@nestjs/common';
import { ResultsModule } from '../results/results.module';
import { AnalyticsResolver } from './analytics.resolver';
import { AnalyticsService } from './analytics.service';
import { AnalyticsTokenGuard } from './analytics-token.guard';

@Module({
  imports: [ResultsModule],
  providers: [AnalyticsService, AnalyticsResolver, AnalyticsTokenGuard],
})
export class AnalyticsModule {}
