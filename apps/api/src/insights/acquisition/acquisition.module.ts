import { Module } from '@nestjs/common';
import { ArrivalsModule } from '../../quiz/arrivals/arrivals.module';
import { AcquisitionResolver } from './acquisition.resolver';

/** The analysts' view of where visitors come from. */
@Module({ imports: [ArrivalsModule], providers: [AcquisitionResolver] })
export class AcquisitionModule {}
