import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PersonalitiesController } from './personalities.controller';
import { PersonalitiesResolver } from './personalities.resolver';
import { PersonalitiesService } from './personalities.service';
import { PersonalityProfileEntity } from './personality-profile.entity';

@Module({
  imports: [TypeOrmModule.forFeature([PersonalityProfileEntity])],
  controllers: [PersonalitiesController],
  providers: [PersonalitiesService, PersonalitiesResolver],
  exports: [PersonalitiesService],
})
export class PersonalitiesModule {}
