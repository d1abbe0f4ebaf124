import { appendFile, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { archiveCommand } from './wal-commands';

const CONF = 'tastetype-archive.conf';
const INCLUDE = `include_if_exists = '${CONF}'`;
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * The archive_command that compresses WAL into `walDir`, in a file of its own that postgresql.conf includes: unlike
 * a command-line setting, it can be changed while the server runs (then `SELECT pg_reload_conf()`).
 */
export async function writeArchiveConf(clusterDir: string, walDir: string): Promise<void> {
  const main = join(clusterDir, 'postgresql.conf');
  if (!(await readFile(main, 'utf8')).includes(INCLUDE)) await appendFile(main, `\n${INCLUDE}\n`);
  const lines = [`archive_command = ${literal(archiveCommand(walDir))}`];
  await writeFile(join(clusterDir, `${CONF}.partial`), `# Written by TasteType at each start.\n${lines.join('\n')}\n`);
  await rename(join(clusterDir, `${CONF}.partial`), join(clusterDir, CONF));
}
