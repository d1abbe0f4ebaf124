import { Module } from '@nestjs/common';
import { AcquisitionRepository } from './acquisition.repository';
import { AcquisitionResolver } from './acquisition.resolver';

/** The analysts' view of where visitors come from. */
@Module({ providers: [AcquisitionRepository, AcquisitionResolver] })
export class AcquisitionModule {}
