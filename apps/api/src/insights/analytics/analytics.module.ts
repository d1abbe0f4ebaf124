import { Module } from '@nestjs/common';
import { EventsModule } from '../../quiz/events/events.module';
import { AnalyticsResolver } from './analytics.resolver';
import { AnalyticsService } from './analytics.service';
import { FunnelResolver } from './funnel.resolver';
import { FunnelService } from './funnel.service';
import { CsvExportSlots } from './csv/csv-export-slots';
import { DataRetentionResolver } from './data-retention.resolver';
import { ResultAnalyticsRepository } from './result-analytics.repository';
import { ResultsCsvController } from './csv/results-csv.controller';

@Module({
  imports: [EventsModule],
  controllers: [ResultsCsvController],
  providers: [
    AnalyticsService,
    AnalyticsResolver,
    FunnelService,
    FunnelResolver,
    CsvExportSlots,
    DataRetentionResolver,
    ResultAnalyticsRepository,
  ],
})
export class AnalyticsModule {}
