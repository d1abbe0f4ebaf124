import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Personality } from './models/personality.model';
import { PersonalityProfileEntity } from './personality-profile.entity';

/** Profiles change only by migration, so they are read once at start-up and served from memory. */
@Injectable()
export class PersonalitiesService implements OnModuleInit {
  private profiles: Personality[] = [];
  private keyedJson = '{}';

  constructor(@InjectRepository(PersonalityProfileEntity) private readonly repository: Repository<PersonalityProfileEntity>) {}

  async onModuleInit(): Promise<void> {
    const rows = await this.repository.find({ order: { position: 'ASC' } });
    this.profiles = rows.map(({ key, title, description, color, traits, foods, image }) => ({
      key,
      title,
      description,
      color,
      traits,
      foods,
      image,
    }));
    const keyed = Object.fromEntries(this.profiles.map(({ key, ...profile }) => [key, profile]));
    this.keyedJson = JSON.stringify(keyed);
  }

  list(): Personality[] {
    return this.profiles;
  }

  /** The REST shape: an object keyed by personality key, serialized once. */
  keyedAsJson(): string {
    return this.keyedJson;
  }
}
