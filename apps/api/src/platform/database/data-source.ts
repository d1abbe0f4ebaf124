import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

// For the TypeORM CLI only (see README): the server builds its own from the validated config.
const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must be set for the TypeORM CLI');

export default new DataSource({
  ...dataSourceOptions(url),
  migrationsRun: false,
});
