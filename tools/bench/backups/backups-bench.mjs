// What backups cost and how long they take, on the production build with its embedded PostgreSQL.
// Usage: npm run bench:backups (builds the api first). BENCH_RESULTS (1,000,000) and BENCH_EVENTS (10,000,000) size
// the seeded database; BENCH_ROUNDS (3) and BENCH_SECONDS (10) the save comparison. Loopback only; bounded in time:
// seeding and the paced base backups are most of it (each about 2 × the database ÷ BACKUP_BASE_MAX_MB_PER_S, the second
// one twice that); disk: about 3× the seeded database under the OS temp dir.
// `-- --archive`: only the archive's bytes per save under load and a base backup's cost to saves (a few minutes with
// BENCH_RESULTS=100000 BENCH_EVENTS=1000000). BENCH_API_MAIN=<another build's main.js> measures that build instead.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMeasured } from './commands.mjs';
import { lostDiskDrill, restoreExportImport } from './recovery.mjs';
import { archivingCost, baseBackupCost } from './save-cost.mjs';
import { archiveSize } from './archive-size.mjs';

const results = Number(process.env.BENCH_RESULTS ?? 1_000_000);
const events = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const archiveOnly = process.argv.includes('--archive');

const root = await mkdtemp(join(tmpdir(), 'tastetype-bench-backups-'));
await chmod(root, 0o755); // run as root, the embedded PostgreSQL is the `postgres` user, who must enter it
const rows = [];
try {
  // 1. Saves with archiving on and off, each on a cluster of its own, measured side by side; the archive's size.
  if (!archiveOnly) rows.push(...(await archivingCost(root, { duration, rounds })));
  rows.push(...(await archiveSize(root, { duration })));

  // 2. A seeded database, archived from its first row.
  const data = { DATA_DIR: join(root, 'data'), BACKUP_DIR: join(root, 'backups') };
  const seedEnv = { ...data, SWC_NODE_PROJECT: 'apps/api/tsconfig.scripts.json' };
  const seed = (script, count) =>
    runMeasured(process.execPath, ['-r', '@swc-node/register', script, String(count)], seedEnv);
  const seeded = [
    await seed('apps/api/scripts/seed-results.ts', results),
    await seed('apps/api/scripts/seed-events.ts', events),
  ];
  rows.push([
    `seeding ${results.toLocaleString('en')} results + ${events.toLocaleString('en')} events`,
    `${seeded.map((s) => s.seconds.toFixed(0)).join(' + ')} s`,
    '',
  ]);

  // 3. A base backup while saves go on, against the same saves without it.
  rows.push(...(await baseBackupCost(data)));

  if (!archiveOnly) {
    // 4. Restore --latest, export and import.
    rows.push(...(await restoreExportImport(root, data)));
    // 5. The drill: saves under load, kill -9 of the server and its PostgreSQL, the data disk gone, restore --latest.
    rows.push(...(await lostDiskDrill(root)));
  }
} finally {
  await rm(root, { recursive: true, force: true });
}
console.log(`\nBackups on this machine, ${new Date().toISOString()}\n\n| what | figure | |\n|---|---|---|`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
