import { Module } from '@nestjs/common';
import { ResultsController } from './results.controller';
import { ResultsResolver } from './results.resolver';
import { ResultsService } from './results.service';

@Module({
  controllers: [ResultsController],
  providers: [ResultsService, ResultsResolver],
})
export class ResultsModule {}
