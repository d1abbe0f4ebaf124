import type { AppConfig } from '../../../platform/config/app-config';
import { commandPath } from '../command-path';
import { OperatorError } from '../../../platform/common/operator-error';
import { openCluster } from '../../../platform/database/embedded/running-cluster';
import { exportDatabase } from './export-database';
import { importDatabase } from './import-database';

type Move = typeof exportDatabase | typeof importDatabase;

/** `main.js export FILE` / `import FILE`: on DATABASE_URL (direct, past a pooler, when DATABASE_MIGRATIONS_URL is set), else on DATA_DIR's embedded database. */
async function onDatabase(config: AppConfig, args: string[], log: (line: string) => void, move: Move, verb: string) {
  const [file, ...extra] = args;
  if (!file || extra.length > 0) throw new OperatorError(`Use: npm run ${verb} -- FILE`);
  const external = config.DATABASE_MIGRATIONS_URL ?? config.DATABASE_URL;
  const cluster = external ? undefined : await openCluster(config, log);
  try {
    const summary = await move(external ?? (cluster?.url as string), commandPath(file), log);
    const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
    log(
      `${verb === 'export' ? 'Exported' : 'Imported'} ${rows} rows in ${Object.keys(summary.rows).length} tables at ${summary.level}`,
    );
  } finally {
    await cluster?.close();
  }
}

export const exportCommand = (config: AppConfig, args: string[], log: (line: string) => void) =>
  onDatabase(config, args, log, exportDatabase, 'export');
export const importCommand = (config: AppConfig, args: string[], log: (line: string) => void) =>
  onDatabase(config, args, log, importDatabase, 'import');
