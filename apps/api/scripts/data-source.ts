import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/platform/database/data-source-options';
import { PERSONALITY_ENTITIES } from '../src/quiz/personalities/personalities.module';

// For the TypeORM CLI only (docs/operations.md, Migrations): the server builds its own from the validated config.
const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must be set for the TypeORM CLI');

export default new DataSource({
  ...dataSourceOptions(url),
  // The entities the rooms register with Nest, listed here for migration:generate's comparison.
  entities: PERSONALITY_ENTITIES,
  migrationsRun: false,
});
