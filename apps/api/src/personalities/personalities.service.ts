import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { databaseUnavailable } from '../refusals/refusals';
import { AppConfig } from '../config/app-config';
import type { Personality } from './models/personality.model';
import { type EncodedBody, encodeJson } from '../http/encoded-body';
import { PersonalityProfileEntity } from './personality-profile.entity';

/**
 * Profiles change only by migration, so they are read once and served from memory: at start-up, or,
 * when the migrations are left to `npm run migrate`, by the readiness check once they have run.
 */
@Injectable()
export class PersonalitiesService implements OnModuleInit {
  private readonly logger = new Logger(PersonalitiesService.name);
  private profiles: Personality[] = [];
  private keyedJson?: EncodedBody;
  private loading?: Promise<void>;

  constructor(
    @InjectRepository(PersonalityProfileEntity)
    private readonly repository: Repository<PersonalityProfileEntity>,
    private readonly config: AppConfig,
  ) {}

  /** Migrated at start-up, the profiles must load, or the server does not start; else they load once migrated. */
  async onModuleInit(): Promise<void> {
    if (this.config.MIGRATIONS_RUN) return this.load();
    await this.load().catch((error: Error) =>
      this.logger.warn(`Personality profiles not loaded yet (${error.message}); ready once migrations have run`),
    );
  }

  /** For callers that answer with the profiles: 503 with Retry-After while they cannot be read, never an empty answer. */
  async loaded(): Promise<this> {
    await this.load().catch(() => {
      throw databaseUnavailable();
    });
    return this;
  }

  /** Reads the profiles unless they are in memory already; rejects while the database cannot give them. */
  async load(): Promise<void> {
    if (this.profiles.length > 0) return;
    this.loading ??= this.read().finally(() => (this.loading = undefined));
    await this.loading;
  }

  private async read(): Promise<void> {
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
    this.keyedJson = encodeJson(keyed);
  }

  list(): Personality[] {
    return this.profiles;
  }

  /** The REST shape, an object keyed by personality key, serialized, compressed and tagged once; undefined until loaded. */
  keyedAsJson(): EncodedBody | undefined {
    return this.keyedJson;
  }
}
