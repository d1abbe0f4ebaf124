import { Module } from '@nestjs/common';
import { ArrivalsModule } from '../arrivals/arrivals.module';
import { ResultsController } from './results.controller';
import { ResultsRepository } from './results.repository';
import { ResultsResolver } from './results.resolver';
import { ResultsRetention } from './results-retention';
import { ResultsService } from './results.service';
import { SaveGroups } from './save-groups';
import { SaveMetrics } from './save-metrics';

@Module({
  imports: [ArrivalsModule],
  controllers: [ResultsController],
  providers: [ResultsRepository, ResultsService, ResultsResolver, SaveGroups, SaveMetrics, ResultsRetention],
})
export class ResultsModule {}
