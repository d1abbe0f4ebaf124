import { Global, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { EmbeddedPostgresHolder, EmbeddedPostgresModule } from './embedded/embedded-postgres.module';
import { DatabaseMetrics } from './database-metrics';
import { ReadDatabase } from './read-database';
import { contractPendingLine, migrationStates } from './migrating/migration-states';
import { runMigrationsLocked } from './migrating/run-migrations';

/**
 * Connects, then migrates under the advisory lock unless MIGRATIONS_RUN=false leaves that to `npm run migrate`;
 * over DATABASE_MIGRATIONS_URL when set (a direct connection past a pooler), else over the app's own pool.
 */
async function connect(options: DataSourceOptions, migrate: boolean, migrationsUrl?: string): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  if (!migrate) return dataSource;
  const migrator = migrationsUrl ? await new DataSource(dataSourceOptions(migrationsUrl, 1)).initialize() : dataSource;
  try {
    await runMigrationsLocked(migrator);
    // Contract migrations wait for `migrate --contract`: the start goes on, and says so once.
    const waiting = contractPendingLine(await migrationStates(migrator));
    if (waiting) new Logger('Migrations').log(waiting);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  } finally {
    if (migrator !== dataSource) await migrator.destroy();
  }
  return dataSource;
}

/** The replica of DATABASE_READ_URL, connected like the primary but never migrated; the primary itself when unset. */
async function readDatabase(config: AppConfig, primary: DataSource): Promise<ReadDatabase> {
  if (!config.DATABASE_READ_URL) return new ReadDatabase(primary, false);
  const replica = new DataSource(dataSourceOptions(config.DATABASE_READ_URL, config.DATABASE_POOL_SIZE));
  return new ReadDatabase(await replica.initialize(), true);
}

@Global()
@Module({
  providers: [{ provide: ReadDatabase, inject: [AppConfig, DataSource], useFactory: readDatabase }, DatabaseMetrics],
  exports: [ReadDatabase],
  imports: [
    EmbeddedPostgresModule,
    TypeOrmModule.forRootAsync({
      imports: [EmbeddedPostgresModule],
      inject: [AppConfig, EmbeddedPostgresHolder],
      useFactory: async (config: AppConfig, embedded: EmbeddedPostgresHolder) => ({
        ...dataSourceOptions(config.DATABASE_URL ?? (await embedded.start(config)), config.DATABASE_POOL_SIZE),
        // Each room registers its entities with TypeOrmModule.forFeature: the database room knows none of them.
        autoLoadEntities: true,
        // Carried to dataSourceFactory, which runs the migrations itself (under a lock).
        migrationsRun: config.MIGRATIONS_RUN,
        migrationsUrl: config.DATABASE_MIGRATIONS_URL,
      }),
      dataSourceFactory: async (options) => {
        const { migrationsRun, migrationsUrl, ...rest } = options as DataSourceOptions & { migrationsUrl?: string };
        return connect({ ...rest, migrationsRun: false } as DataSourceOptions, migrationsRun === true, migrationsUrl);
      },
    }),
  ],
})
export class DatabaseModule implements OnApplicationShutdown {
  private readonly logger = new Logger(DatabaseModule.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly read: ReadDatabase,
    private readonly embedded: EmbeddedPostgresHolder,
  ) {}

  // Close the pool before the embedded server goes, so no connection is cut mid-way.
  async onApplicationShutdown(): Promise<void> {
    if (this.read.isReplica && this.read.dataSource.isInitialized) await this.read.dataSource.destroy();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    if (await this.embedded.stop()) this.logger.log('Embedded PostgreSQL stopped');
  }
}
