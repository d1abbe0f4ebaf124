import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PersonalitiesController } from './personalities.controller';
import { PersonalitiesResolver } from './personalities.resolver';
import { PersonalitiesService } from './personalities.service';
import { PersonalityProfileEntity } from './personality-profile.entity';
import { PersonalityTranslationEntity } from './personality-translation.entity';

@Module({
  imports: [TypeOrmModule.forFeature([PersonalityProfileEntity, PersonalityTranslationEntity])],
  controllers: [PersonalitiesController],
  providers: [PersonalitiesService, PersonalitiesResolver],
  exports: [PersonalitiesService],
})
export class PersonalitiesModule {}
