// What backups cost and how long they take, on the production build with its embedded PostgreSQL.
// Usage: npm run bench:backups (builds the api first). BENCH_RESULTS (1,000,000) and BENCH_EVENTS (10,000,000) size
// the seeded database; BENCH_ROUNDS (3) and BENCH_SECONDS (10) the save comparison. Loopback only; bounded in time:
// seeding is most of it (a few minutes at the defaults); disk: about 3× the seeded database under the OS temp dir.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { compare } from './load.mjs';
import { rssMb } from './process-stats.mjs';
import { API_MAIN, startServer, stopServer } from './server.mjs';

const results = Number(process.env.BENCH_RESULTS ?? 1_000_000);
const events = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const noLimits = {
  NODE_ENV: 'production',
  RATE_LIMIT_SAVES_PER_MINUTE: '0',
  RATE_LIMIT_REQUESTS_PER_MINUTE: '100000000',
};
const quiz = { personality: 'adventurous', answers: { flavor: 'spicy', dining: 'exotic', cooking: 'simple' } };
const save = (port) => ({
  url: `http://127.0.0.1:${port}/api/personality-results`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(quiz),
});

/** A load figure counts only answered saves: any error or non-2xx stops the bench. */
function allSaved(title, errors) {
  if (errors > 0) throw new Error(`${title}: ${errors} saves were not stored`);
}

/** Runs a command to its end, sampling its resident memory: elapsed seconds, peak RSS, exit code and output. */
async function run(command, args, env) {
  const started = Date.now();
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let peak = 0;
  const sampler = setInterval(() => {
    try {
      const rss = rssMb(child.pid);
      if (Number.isFinite(rss)) peak = Math.max(peak, rss); // a process exiting has no VmRSS line
    } catch {
      // exited between two samples
    }
  }, 100);
  const [code] = await once(child, 'exit');
  clearInterval(sampler);
  if (code !== 0) throw new Error(`${args.join(' ')} exited ${code}:\n${output.slice(-2000)}`);
  return { seconds: (Date.now() - started) / 1000, peakMb: peak, output };
}
const main = (args, env) => run(process.execPath, [API_MAIN, ...args], env);

/** Complete base backups in BACKUP_DIR (those with a manifest). */
async function manifests(backupDir) {
  const found = await readdir(backupDir, { recursive: true }).catch(() => []);
  return found.filter((path) => path.endsWith('manifest.json')).length;
}

/** Saves from `clients` loops for `ms`, keeping each acknowledged id and when its answer arrived. */
async function saveLoop(port, ms, clients) {
  const acknowledged = [];
  const until = Date.now() + ms;
  const { url, ...init } = save(port);
  const client = async () => {
    while (Date.now() < until) {
      const answer = await fetch(url, init);
      if (answer.status === 201) acknowledged.push({ id: (await answer.json()).id, at: Date.now() });
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return acknowledged;
}

async function storedIds(dataDir) {
  const port = (await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[3];
  const password = (await readFile(join(dataDir, 'credentials'), 'utf8')).trim();
  const client = new pg.Client({ connectionString: `postgres://postgres:${password}@localhost:${port}/postgres` });
  await client.connect();
  const { rows } = await client.query('SELECT id FROM personality_results');
  await client.end();
  return rows.map((row) => row.id);
}

async function until(check) {
  for (let tries = 0; tries < 18_000 && !(await check()); tries++) await new Promise((done) => setTimeout(done, 100));
}

const root = await mkdtemp(join(tmpdir(), 'tastetype-bench-backups-'));
await chmod(root, 0o755); // run as root, the embedded PostgreSQL is the `postgres` user, who must enter it
const rows = [];
try {
  // 1. Saves with archiving on and off, each on a cluster of its own, measured side by side.
  const on = await startServer([API_MAIN], 3911, { ...noLimits, PORT: '3911', DATA_DIR: join(root, 'on') });
  const off = await startServer([API_MAIN], 3912, {
    ...noLimits,
    PORT: '3912',
    DATA_DIR: join(root, 'off'),
    BACKUP_DIR: 'off',
  });
  const saves = await compare(
    { on: { ...save(3911), pid: on.pid }, off: { ...save(3912), pid: off.pid } },
    {
      connections: 50,
      duration,
      rounds,
    },
  );
  await stopServer(on);
  await stopServer(off);
  allSaved('archiving on', saves.on.errors);
  allSaved('archiving off', saves.off.errors);
  rows.push([
    'REST saves/s, archiving on / off (50 connections)',
    `${Math.round(saves.on.rps)} / ${Math.round(saves.off.rps)}`,
    `${(saves.on.rps / saves.off.rps).toFixed(3)}×`,
  ]);

  // 2. A seeded database, archived from its first row.
  const data = { DATA_DIR: join(root, 'data'), BACKUP_DIR: join(root, 'backups') };
  const seedEnv = { ...data, SWC_NODE_PROJECT: 'apps/api/tsconfig.scripts.json' };
  const seed = (script, count) => run(process.execPath, ['-r', '@swc-node/register', script, String(count)], seedEnv);
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
  const server = await startServer([API_MAIN], 3913, { ...noLimits, ...data, PORT: '3913' });
  try {
    // The server's own first base backup, of the whole seeded database: timed by the one after it, taken idle.
    await until(
      async () => (await manifests(data.BACKUP_DIR)) >= 1 && !existsSync(join(data.BACKUP_DIR, 'backup.pid')),
    );
    const first = await main(['backup'], data);
    const quiet = await autocannon({
      ...save(3913),
      connections: 50,
      duration: Math.max(5, Math.round(first.seconds)),
    });
    const load = autocannon({ ...save(3913), connections: 50, duration: 3600 });
    const during = await main(['backup'], data);
    load.stop();
    const loaded = await load;
    allSaved('without a base backup', quiet.errors + quiet.non2xx);
    allSaved('during a base backup', loaded.errors + loaded.non2xx);
    rows.push([
      'base backup, idle',
      `${first.seconds.toFixed(1)} s`,
      first.output.match(/taken: (.*) MB/)?.[1] + ' MB',
    ]);
    rows.push(['base backup while saving', `${during.seconds.toFixed(1)} s`, '']);
    rows.push([
      'saves/s during it / without it',
      `${Math.round(loaded.requests.average)} / ${Math.round(quiet.requests.average)}`,
      `${(loaded.requests.average / quiet.requests.average).toFixed(2)}×`,
    ]);
  } finally {
    await stopServer(server);
  }

  // 4. Restore --latest, export and import.
  const restored = await main(['restore', '--latest', '--into', join(root, 'restored')], data);
  rows.push(['restore --latest', `${restored.seconds.toFixed(1)} s`, `peak RSS ${restored.peakMb} MB`]);
  const file = join(root, 'all.export');
  const exported = await main(['export', file], { DATA_DIR: join(root, 'restored'), BACKUP_DIR: 'off' });
  rows.push(['export', `${exported.seconds.toFixed(1)} s`, `peak RSS ${exported.peakMb} MB`]);
  const imported = await main(['import', file], { DATA_DIR: join(root, 'imported'), BACKUP_DIR: 'off' });
  rows.push(['import into an empty database', `${imported.seconds.toFixed(1)} s`, `peak RSS ${imported.peakMb} MB`]);

  // 5. The drill: saves under load, kill -9 of the server and its PostgreSQL, the data disk gone, restore --latest.
  const drill = { DATA_DIR: join(root, 'drill'), BACKUP_DIR: join(root, 'drill-backups') };
  const killed = await startServer([API_MAIN], 3914, { ...noLimits, ...drill, PORT: '3914' });
  await until(async () => (await manifests(drill.BACKUP_DIR)) >= 1);
  const acknowledged = await saveLoop(3914, 15_000, 8);
  const killedAt = Date.now();
  const postmaster = Number(
    (await readFile(join(drill.DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
  );
  killed.kill('SIGKILL');
  const sessions = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  for (const pid of [postmaster, ...sessions.map(Number)]) process.kill(pid, 'SIGKILL');
  await rm(drill.DATA_DIR, { recursive: true, force: true });
  await main(['restore', '--latest'], drill);
  const back = await startServer([API_MAIN], 3914, { ...noLimits, ...drill, PORT: '3914' });
  const present = new Set(await storedIds(drill.DATA_DIR).finally(() => stopServer(back)));
  const lost = acknowledged.filter((save) => !present.has(save.id));
  const oldest = lost.length
    ? `the oldest acknowledged ${killedAt - Math.min(...lost.map((save) => save.at))} ms before the kill`
    : '';
  rows.push([`drill: saves acknowledged, then lost with the disk`, `${lost.length} of ${acknowledged.length}`, oldest]);
} finally {
  await rm(root, { recursive: true, force: true });
}
console.log(`\nBackups on this machine, ${new Date().toISOString()}\n\n| what | figure | |\n|---|---|---|`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
