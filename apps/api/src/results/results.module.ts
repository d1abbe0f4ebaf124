import { Module } from '@nestjs/common';
import { ResultsController } from './results.controller';
import { ResultsResolver } from './results.resolver';
import { ResultsService } from './results.service';
import { SaveQuota } from './save-quota';

@Module({
  controllers: [ResultsController],
  providers: [ResultsService, ResultsResolver, SaveQuota],
})
export class ResultsModule {}
