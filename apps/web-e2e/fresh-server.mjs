// Playwright's web server: the production build on a database made for this run, deleted once the server has stopped.
// Not a globalTeardown: Playwright runs that before it stops the web server. A hard kill leaves the folder in the OS temp dir.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'tastetype-web-e2e-'));
const server = spawn(process.execPath, ['dist/apps/api/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});

// Playwright signals the whole process group, the server included: outlive its shutdown instead of dying first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => undefined);

server.on('exit', (code) => {
  // BACKUP_DIR's default is beside DATA_DIR: the run's archive goes with it.
  for (const dir of [dataDir, `${dataDir}-backups`]) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  process.exit(code ?? 1);
});
