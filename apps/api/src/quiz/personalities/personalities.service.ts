import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@tastetype/quiz-domain';
import type { Repository } from 'typeorm';
import { databaseUnavailable } from '../../platform/refusals/refusals';
import { AppConfig } from '../../platform/config/app-config';
import type { Personality } from './models/personality.model';
import { type EncodedBody, encodeJson } from '../../platform/http/encoded-body';
import { PersonalityProfileEntity } from './personality-profile.entity';
import { PersonalityTranslationEntity } from './personality-translation.entity';
import { profilesIn } from './profiles-in';

/** One language's profiles: the list, and the REST shape serialized, compressed and tagged. */
interface ServedProfiles {
  list: Personality[];
  keyedJson: EncodedBody;
}

/**
 * Profiles change only by migration, so every language is read once and served from memory: at start-up,
 * or, when the migrations are left to `npm run migrate`, by the readiness check once they have run.
 */
@Injectable()
export class PersonalitiesService implements OnModuleInit {
  private readonly logger = new Logger(PersonalitiesService.name);
  private served = new Map<Locale, ServedProfiles>();
  private loading?: Promise<void>;

  constructor(
    @InjectRepository(PersonalityProfileEntity)
    private readonly profiles: Repository<PersonalityProfileEntity>,
    @InjectRepository(PersonalityTranslationEntity)
    private readonly translations: Repository<PersonalityTranslationEntity>,
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
    if (this.list().length > 0) return;
    this.loading ??= this.read().finally(() => (this.loading = undefined));
    await this.loading;
  }

  private async read(): Promise<void> {
    const [profiles, translations] = await Promise.all([
      this.profiles.find({ order: { position: 'ASC' } }),
      this.translations.find(),
    ]);
    const served = new Map<Locale, ServedProfiles>();
    for (const locale of LOCALES) {
      const list = profilesIn(locale, profiles, translations);
      const keyed = Object.fromEntries(list.map(({ key, ...profile }) => [key, profile]));
      served.set(locale, { list, keyedJson: encodeJson(keyed) });
    }
    this.served = served;
  }

  /** The profiles in a language, in key order; empty until loaded. */
  list(locale: Locale = DEFAULT_LOCALE): Personality[] {
    return this.served.get(locale)?.list ?? [];
  }

  /** The REST shape in a language, an object keyed by personality key, with its own strong ETag; undefined until loaded. */
  keyedAsJson(locale: Locale = DEFAULT_LOCALE): EncodedBody | undefined {
    return this.served.get(locale)?.keyedJson;
  }
}
