// Playwright's web server: the production build on a database made for this run, deleted once the server has stopped.
// Not a globalTeardown: Playwright runs that before it stops the web server. A hard kill leaves the folder in the OS temp dir.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const { DATA_DIR_FILE, ...env } = process.env;
const dataDir = mkdtempSync(join(tmpdir(), 'tastetype-web-e2e-'));
// Where the tests find this server's DATA_DIR, to run operator commands (npm run keys) on its database.
if (DATA_DIR_FILE) {
  mkdirSync(dirname(DATA_DIR_FILE), { recursive: true });
  writeFileSync(DATA_DIR_FILE, dataDir);
}
const server = spawn(process.execPath, ['dist/apps/api/main.js'], {
  stdio: 'inherit',
  env: { ...env, DATA_DIR: dataDir },
});

// Playwright signals the whole process group, the server included: outlive its shutdown instead of dying first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => undefined);

server.on('exit', (code) => {
  // BACKUP_DIR's default is beside DATA_DIR: the run's archive goes with it.
  for (const dir of [dataDir, `${dataDir}-backups`]) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  if (DATA_DIR_FILE) rmSync(DATA_DIR_FILE, { force: true });
  process.exit(code ?? 1);
});
