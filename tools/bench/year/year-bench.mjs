// A viral year in minutes (npm run bench:year; builds the api first). Seeds BENCH_VISITORS visitors (200,000) spread
// over 430 days in the database's own time: about 6 funnel events each and a result for every other one, archived
// as they are written. Then, on the production server: DATA_DIR and BACKUP_DIR per thousand visitors, the
// dashboard's figures and times over 30 days, a year and everything, `npm run retention` (EVENTS_KEEP_DAYS=400)
// under saves, and the same figures and bytes after it; saves during a base backup against none; and
// BENCH_MOVE_ROWS (1,000,000) raw events from before partitioning moved into their days under saves.
// Loopback only; disk: a few GB under the OS temp dir, removed at the end.
import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { apiCommand, runMeasured } from '../backups/commands.mjs';
import { untilBaseBackup } from '../backups/backup-dir.mjs';
import { saveAt, startUnlimited } from '../backups/saves.mjs';
import { embeddedUrl } from '../harness/embedded-url.mjs';
import { stopServer } from '../harness/server.mjs';
import { dashboardFigures } from './dashboard.mjs';

const VISITORS = Number(process.env.BENCH_VISITORS ?? 200_000);
const MOVE_ROWS = Number(process.env.BENCH_MOVE_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 3931;
const TOKEN = 'bench-year-analytics-token-0123456789';

const root = await mkdtemp(join(tmpdir(), 'tastetype-bench-year-'));
await chmod(root, 0o755); // run as root, the embedded PostgreSQL is the `postgres` user, who must enter it
const data = { DATA_DIR: join(root, 'data'), BACKUP_DIR: join(root, 'backups') };
const bytes = (dir) => Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);
const mb = (total) => `${(((total / VISITORS) * 1000) / 1e6).toFixed(2)} MB`;
const perThousand = (dir) => mb(bytes(dir));
const rows = [];
const row = (...cells) => {
  rows.push(cells);
  console.log(`| ${cells.join(' | ')} |`); // as it comes: the table is printed again, whole, at the end
};

/** Saves under load while `work` runs (at least `seconds`): saves/s, the longest save, and work's own output. */
async function savesDuring(work, seconds = SECONDS) {
  const load = autocannon({ ...saveAt(PORT), connections: 20, duration: 3600 });
  const started = Date.now();
  const output = await work();
  const left = seconds * 1000 - (Date.now() - started);
  if (left > 0) await new Promise((done) => setTimeout(done, left));
  load.stop();
  const result = await load;
  if (result.errors + result.non2xx > 0) throw new Error(`${result.errors + result.non2xx} saves failed`);
  return { rps: result.requests.average, longestMs: result.latency.max, output };
}
const quietSaves = () => savesDuring(async () => '');

let server;
try {
  const seedEnv = { ...data, SEED_DAYS: '430', SWC_NODE_PROJECT: 'apps/api/tsconfig.scripts.json' };
  const seed = (script, count) =>
    runMeasured(process.execPath, ['-r', '@swc-node/register', script, String(count)], seedEnv);
  const seeded = [
    await seed('apps/api/scripts/seed-results.ts', VISITORS / 2),
    await seed('apps/api/scripts/seed-events.ts', VISITORS * 6),
  ];
  row(
    `seeding ${VISITORS.toLocaleString('en')} visitors over 430 days`,
    `${seeded.map((s) => s.seconds.toFixed(0)).join(' + ')} s`,
  );

  // Retention off in the server itself: `npm run retention` runs it below, timed and under load.
  server = await startUnlimited(PORT, { ...data, ANALYTICS_TOKEN: TOKEN, EVENTS_KEEP_DAYS: '0' });
  await untilBaseBackup(data.BACKUP_DIR, { idle: true });
  row(
    'DATA_DIR / BACKUP_DIR per 1,000 visitors, before retention',
    `${perThousand(data.DATA_DIR)} / ${perThousand(data.BACKUP_DIR)}`,
  );
  const before = await dashboardFigures(PORT, TOKEN);
  const db = new pg.Client({ connectionString: embeddedUrl(data.DATA_DIR) });
  await db.connect();
  // Raw events alone: the saves of the load below add results, and so bytes, of their own.
  const rawEvents = async () =>
    (
      await db.query(
        `SELECT sum(pg_total_relation_size(inhrelid))::bigint AS b FROM pg_inherits WHERE inhparent = 'funnel_events'::regclass`,
      )
    ).rows[0].b;
  const rawBefore = await rawEvents();

  const quiet = await quietSaves();
  // The same command with nothing to do: what starting a Node process costs the saves on this box, retention apart.
  const idle = await savesDuring(() => apiCommand(['retention'], { ...data, EVENTS_KEEP_DAYS: '0' }));
  const retention = await savesDuring(() =>
    apiCommand(['retention'], { ...data, EVENTS_KEEP_DAYS: '400' }).then((r) => r.output),
  );
  row(
    'retention (EVENTS_KEEP_DAYS=400)',
    retention.output.match(/Retention done in (\d+ ms)/)?.[1] ?? '?',
    `${retention.output.match(/(\d+ days?) past/)?.[1] ?? ''} dropped`,
  );
  row(
    'saves/s while retention runs ÷ while the command runs with nothing to do ÷ none',
    `${(retention.rps / idle.rps).toFixed(2)}× / ${(retention.rps / quiet.rps).toFixed(2)}×`,
    `longest save ${retention.longestMs} ms (nothing to do: ${idle.longestMs} ms, no command: ${quiet.longestMs} ms)`,
  );
  const backup = await savesDuring(() => apiCommand(['backup'], data).then((r) => r.seconds));
  row(
    'saves/s while a base backup runs ÷ none',
    `${(backup.rps / quiet.rps).toFixed(2)}×`,
    `${backup.output.toFixed(1)} s backup`,
  );

  const after = await dashboardFigures(PORT, TOKEN);
  for (const window of Object.keys(before)) {
    const same = before[window].figures === after[window].figures ? 'exactly as before' : 'CHANGED';
    row(
      `dashboard over ${window}: before / after retention`,
      `${before[window].medianMs.toFixed(1)} / ${after[window].medianMs.toFixed(1)} ms`,
      same,
    );
  }
  row('raw events per 1,000 visitors, before / after retention', `${mb(rawBefore)} / ${mb(await rawEvents())}`);

  // Rows from before partitioning, as an upgraded database holds them, moved by the release under saves.
  await db.query(`CREATE TABLE funnel_events_unpartitioned (LIKE funnel_events INCLUDING DEFAULTS INCLUDING CONSTRAINTS);
    CREATE INDEX funnel_events_unpartitioned_by_time ON funnel_events_unpartitioned (at)`);
  await db.query(
    `INSERT INTO funnel_events_unpartitioned (at, name, attempt)
     SELECT now() - random() * interval '300 days', 'page_view', gen_random_uuid() FROM generate_series(1, $1)`,
    [MOVE_ROWS],
  );
  await db.end();
  const beforeMove = await quietSaves();
  const move = await savesDuring(() => apiCommand(['retention'], { ...data, EVENTS_KEEP_DAYS: '400' }));
  row(
    `moving ${MOVE_ROWS.toLocaleString('en')} events into partitions: saves/s ÷ none`,
    `${(move.rps / beforeMove.rps).toFixed(2)}×`,
    `${move.output.seconds.toFixed(1)} s, longest save ${move.longestMs} ms`,
  );
} finally {
  if (server) await stopServer(server);
  await rm(root, { recursive: true, force: true });
}
console.log(
  `\nA year of a viral quiz, ${VISITORS.toLocaleString('en')} visitors, ${new Date().toISOString()}\n\n| what | figure | |\n|---|---|---|`,
);
for (const cells of rows) console.log(`| ${cells.join(' | ')} |`);
