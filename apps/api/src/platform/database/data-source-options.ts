import type { DataSourceOptions } from 'typeorm';
import { CreatePersonalityTables1763769600000 } from './migrations/1763769600000-create-personality-tables';
import { SeedPersonalityProfiles1763769600001 } from './migrations/1763769600001-seed-personality-profiles';
import { IndexResultsForAnalytics1763856000000 } from './migrations/1763856000000-index-results-for-analytics';
import { ServeProfilePicturesAsWebp1763942400000 } from './migrations/1763942400000-serve-profile-pictures-as-webp';
import { AddClientIdToResults1764028800000 } from './migrations/1764028800000-add-client-id-to-results';
import { CreateFunnelEvents1764115200000 } from './migrations/1764115200000-create-funnel-events';
import { RecordWhereTheQuizRan1764201600000 } from './migrations/1764201600000-record-where-the-quiz-ran';
import { TranslatePersonalityProfiles1764288000000 } from './migrations/1764288000000-translate-personality-profiles';
import { RecordTheQuizLanguage1764374400000 } from './migrations/1764374400000-record-the-quiz-language';
import { CreateApiKeys1764460800000 } from './migrations/1764460800000-create-api-keys';
import { CreateWebhooks1764547200000 } from './migrations/1764547200000-create-webhooks';
import { CreateAnalystSessions1764633600000 } from './migrations/1764633600000-create-analyst-sessions';
import { PartitionFunnelEventsByDay1764720000000 } from './migrations/1764720000000-partition-funnel-events-by-day';
import { RecordWhoMadeEachKey1764806400000 } from './migrations/1764806400000-record-who-made-each-key';
import { RememberLogoutTokens1764849600000 } from './migrations/1764849600000-remember-logout-tokens';
import { RecordWhereVisitorsCameFrom1764892800000 } from './migrations/1764892800000-record-where-visitors-came-from';
import { CountWebVitals1764979200000 } from './migrations/1764979200000-count-web-vitals';

/** One list of migrations for the app and the TypeORM CLI (no globs: the build is a bundle); entities come from the rooms that own them. */
export function dataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    // pg's own default is 10 too; set, so that N replicas × this stays under the server's max_connections.
    poolSize,
    migrations: [
      CreatePersonalityTables1763769600000,
      SeedPersonalityProfiles1763769600001,
      IndexResultsForAnalytics1763856000000,
      ServeProfilePicturesAsWebp1763942400000,
      AddClientIdToResults1764028800000,
      CreateFunnelEvents1764115200000,
      RecordWhereTheQuizRan1764201600000,
      TranslatePersonalityProfiles1764288000000,
      RecordTheQuizLanguage1764374400000,
      CreateApiKeys1764460800000,
      CreateWebhooks1764547200000,
      CreateAnalystSessions1764633600000,
      PartitionFunnelEventsByDay1764720000000,
      RecordWhoMadeEachKey1764806400000,
      RememberLogoutTokens1764849600000,
      RecordWhereVisitorsCameFrom1764892800000,
      CountWebVitals1764979200000,
    ],
    // Run by runMigrationsLocked, never by TypeORM's own unlocked start-up run.
    migrationsRun: false,
    synchronize: false,
    logging: ['error', 'migration'],
  };
}
