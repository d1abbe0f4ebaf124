import { DataSource } from 'typeorm';
import { OperatorError } from '../../common/operator-error';
import type { AppConfig } from '../../config/app-config';
import { dataSourceOptions } from '../data-source-options';
import { startDataDirPostgres } from '../embedded/cluster-start';
import { contractPendingLine, migrationStates } from './migration-states';
import { runMigrationsLocked } from './run-migrations';

const USAGE = 'Use: npm run migrate [-- --contract | --status]';

/**
 * `main.js migrate`: the expand migrations as a step of their own (for MIGRATIONS_RUN=false); `--contract` runs
 * the contract ones too, once every replica runs this release; `--status` lists each migration and its kind.
 */
export async function migrate(config: AppConfig, args: string[], log: (line: string) => void): Promise<void> {
  const unknown = args.find((arg) => arg !== '--contract' && arg !== '--status');
  if (unknown !== undefined || args.length > 1)
    throw new OperatorError(`Unknown option ${unknown ?? args[1]}. ${USAGE}`);
  const embedded = config.DATABASE_URL ? undefined : await startDataDirPostgres(config, { warn: log });
  const url = config.DATABASE_MIGRATIONS_URL ?? config.DATABASE_URL ?? (embedded?.url as string);
  const dataSource = new DataSource(dataSourceOptions(url, 1));
  try {
    await dataSource.initialize();
    if (args[0] === '--status')
      return (await migrationStates(dataSource)).forEach((state) =>
        log(`${state.applied ? 'applied' : 'pending'}  ${state.kind.padEnd(8)}  ${state.name}`),
      );
    const ran = await runMigrationsLocked(dataSource, { contract: args[0] === '--contract', log });
    log(
      ran.length > 0
        ? `Ran ${ran.length} migration(s): ${ran.join(', ')}`
        : 'The database is up to date: no migration was pending',
    );
    const waiting = contractPendingLine(await migrationStates(dataSource));
    if (waiting) log(waiting);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
  }
}
