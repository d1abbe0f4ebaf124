import { Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { EmbeddedPostgresHolder, EmbeddedPostgresModule } from './embedded-postgres.module';
import { runMigrationsLocked } from './run-migrations';

/** Connects, then migrates under the advisory lock unless MIGRATIONS_RUN=false leaves that to `npm run migrate`. */
async function connect(options: DataSourceOptions, migrate: boolean): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  if (!migrate) return dataSource;
  try {
    await runMigrationsLocked(dataSource);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}

@Module({
  imports: [
    EmbeddedPostgresModule,
    TypeOrmModule.forRootAsync({
      imports: [EmbeddedPostgresModule],
      inject: [AppConfig, EmbeddedPostgresHolder],
      useFactory: async (config: AppConfig, embedded: EmbeddedPostgresHolder) => ({
        ...dataSourceOptions(config.DATABASE_URL ?? (await embedded.start(config.DATA_DIR))),
        // Carried to dataSourceFactory, which runs the migrations itself (under a lock).
        migrationsRun: config.MIGRATIONS_RUN,
      }),
      dataSourceFactory: async (options) => {
        const { migrationsRun, ...rest } = options as DataSourceOptions;
        return connect({ ...rest, migrationsRun: false } as DataSourceOptions, migrationsRun === true);
      },
    }),
  ],
})
export class DatabaseModule implements OnApplicationShutdown {
  private readonly logger = new Logger(DatabaseModule.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly embedded: EmbeddedPostgresHolder,
  ) {}

  // Close the pool before the embedded server goes, so no connection is cut mid-way.
  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    if (await this.embedded.stop()) this.logger.log('Embedded PostgreSQL stopped');
  }
}
