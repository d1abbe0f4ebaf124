// Saves while a later release's expand migration runs on a filled table (npm run bench:migration; builds the api
// first). The production build serves BENCH_CLIENTS (20) clients saving BENCH_RATE (400) times a second in all, on
// BENCH_RESULTS (1,000,000) seeded results, while the real runner adds a column with a default and builds its index
// CONCURRENTLY (BENCH_ROUNDS times, 3); then once each: the index without CONCURRENTLY, and the migration starting
// while an analytics transaction holds the table BENCH_HOLD_S (5) s more, with the runner's lock_timeout and without.
// Each is judged against a stretch without migration in the same run. BENCH_DATA_DIR keeps the seeded DATA_DIR for
// the next run (seeded when empty). WAL archiving is off: its first base backup would compete with what is measured.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, sleep } from '../../common/processes.mjs';
import { runMeasured } from '../backups/commands.mjs';
import { startUnlimited } from '../backups/saves.mjs';
import { embeddedUrl } from '../harness/embedded-url.mjs';
import { stopServer } from '../harness/server.mjs';
import { during, steadySaves } from './steady-saves.mjs';

const RESULTS = Number(process.env.BENCH_RESULTS ?? 1_000_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const HOLD_S = Number(process.env.BENCH_HOLD_S ?? 5);
const QUIET_S = 10;

const dataDir = process.env.BENCH_DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'tastetype-bench-migration-')));
const env = { DATA_DIR: dataDir, BACKUP_DIR: 'off', SWC_NODE_PROJECT: 'apps/api/tsconfig.scripts.json' };
const MIGRATE = 'apps/api/scripts/bench-expand-migration.ts';

const SCENARIOS = [
  ...Array.from({ length: ROUNDS }, (_, round) => ({
    title: `ADD COLUMN … DEFAULT, CREATE INDEX CONCURRENTLY (the runner's guards), round ${round + 1}`,
    variant: 'guarded',
  })),
  { title: 'the same, the index built without CONCURRENTLY', variant: 'plain-index' },
  {
    title: `guarded, an analytics query holding the table ${HOLD_S} s more (lock_timeout 1 s, retried)`,
    variant: 'guarded',
    hold: true,
  },
  { title: `the same without lock_timeout`, variant: 'no-lock-timeout', hold: true },
];

/** An analyst's transaction that has read the results and stays open, keeping its ACCESS SHARE lock, until end(). */
async function holdTable(url) {
  const analyst = new pg.Client({ connectionString: url });
  await analyst.connect();
  await analyst.query('BEGIN');
  await analyst.query('SELECT count(*) FROM personality_results');
  return { end: () => analyst.query('COMMIT').finally(() => analyst.end()) };
}

/**
 * The expand migration of `variant`, run by the real runner in a process of its own (the next release's, beside the
 * one serving); `onStart` is called as the runner begins. Resolves to its window (epoch ms) and its steps.
 */
async function migrate(url, variant, onStart = () => undefined) {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', MIGRATE, variant], {
    env: { ...process.env, ...env, DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  let started = false;
  child.stdout.on('data', (chunk) => {
    output += chunk;
    if (started || !output.includes('migrating\n')) return;
    started = true;
    onStart();
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`the ${variant} migration exited ${code}: ${output}`);
  return variant === 'undo' ? undefined : JSON.parse(output.trim().split('\n').at(-1));
}

const ms = (value) => (value === undefined ? '–' : `${Math.round(value)} ms`);

let server;
const rows = [];
try {
  if (!existsSync(join(dataDir, 'postgres'))) {
    const seeded = await runMeasured(
      process.execPath,
      ['-r', '@swc-node/register', 'apps/api/scripts/seed-results.ts', String(RESULTS)],
      env,
    );
    console.log(`Seeded ${RESULTS.toLocaleString('en')} results in ${seeded.seconds.toFixed(0)} s`);
  }
  const port = await freePort();
  server = await startUnlimited(port, { ...env, LOG_LEVEL: 'warn' });
  const url = embeddedUrl(dataDir);
  await migrate(url, 'undo'); // a kept DATA_DIR whose last run stopped halfway
  // This box is shared: the load average beside the figures says how much else was running.
  const busy = [loadavg()[0]];
  const load = steadySaves(port, { clients: CLIENTS, rate: RATE });
  await sleep(3000); // warm-up, not judged
  const quiet = { from: Date.now(), to: Date.now() + QUIET_S * 1000 };
  await sleep(QUIET_S * 1000);
  const windows = [];
  for (const scenario of SCENARIOS) {
    const held = scenario.hold ? await holdTable(url) : undefined;
    let ended;
    const migration = await migrate(url, scenario.variant, () => {
      if (held) ended = sleep(HOLD_S * 1000).then(held.end);
    });
    await ended;
    windows.push({ scenario, migration });
    await sleep(2000);
    await migrate(url, 'undo');
    await sleep(3000);
  }
  const saves = await load.stop();
  busy.push(loadavg()[0]);
  const row = (title, stats, migration) => [
    title,
    `${stats.saves} (${stats.failed} failed)`,
    ms(stats.p50),
    ms(stats.p99),
    ms(stats.longest),
    migration,
  ];
  rows.push(row(`no migration (${QUIET_S} s)`, during(saves, quiet.from, quiet.to), ''));
  for (const { scenario, migration } of windows) {
    const steps = migration.steps.map(
      ({ name, tries, ms: took }) => `${name.replace(/\d+$/, '')} ${took} ms × ${tries}`,
    );
    const { start, end } = migration;
    rows.push(row(scenario.title, during(saves, start, end), `${end - start} ms: ${steps.join(', ')}`));
  }
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows: count } = await db.query('SELECT count(*)::int AS n FROM personality_results');
  await db.end();
  console.log(
    `\nSaves during an expand migration, ${new Date().toISOString()}: ${count[0].n.toLocaleString('en')} results, ` +
      `${CLIENTS} clients at ${RATE} saves/s, load average ${busy.map((n) => n.toFixed(1)).join(' → ')}\n\n| stretch | saves | p50 | p99 | longest | migration (steps: last try × tries) |\n|---|---|---|---|---|---|`,
  );
  for (const line of rows) console.log(`| ${line.join(' | ')} |`);
} finally {
  if (server) await stopServer(server);
  if (!process.env.BENCH_DATA_DIR) await rm(dataDir, { recursive: true, force: true });
}
