import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PersonalitiesController } from './personalities.controller';
import { PersonalitiesResolver } from './personalities.resolver';
import { PersonalitiesService } from './personalities.service';
import { PersonalityProfileEntity } from './personality-profile.entity';
import { PersonalityTranslationEntity } from './personality-translation.entity';

/** The tables read through TypeORM entities; results and events are read and written by SQL in their repositories. */
export const PERSONALITY_ENTITIES = [PersonalityProfileEntity, PersonalityTranslationEntity];

@Module({
  imports: [TypeOrmModule.forFeature(PERSONALITY_ENTITIES)],
  controllers: [PersonalitiesController],
  providers: [PersonalitiesService, PersonalitiesResolver],
  exports: [PersonalitiesService],
})
export class PersonalitiesModule {}
