import { Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { EmbeddedPostgresHolder, EmbeddedPostgresModule } from './embedded-postgres.module';

@Module({
  imports: [
    EmbeddedPostgresModule,
    TypeOrmModule.forRootAsync({
      imports: [EmbeddedPostgresModule],
      inject: [AppConfig, EmbeddedPostgresHolder],
      useFactory: async (config: AppConfig, embedded: EmbeddedPostgresHolder) =>
        dataSourceOptions(config.DATABASE_URL ?? (await embedded.start(config.DATA_DIR))),
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
