// What the topology costs and saves: a save's throughput through PgBouncer against a direct connection, and an
// analysts' query's latency on the streaming replica against on the primary, both while saves load the primary.
// Usage: npm run bench:topology (builds the api first). Loopback only; about a minute.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePgbouncer, startPgbouncer } from './pgbouncer.mjs';
import { startPostgres } from './postgres.mjs';
import { freePort, stopChild } from '../common/processes.mjs';
import { startReplicas } from './replicas.mjs';
import { randomQuiz } from './traffic.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const root = await mkdtemp(join(tmpdir(), 'tastetype-topology-'));
await chmod(root, 0o755);
const children = [];
const primaryPort = await freePort();
const postgres = await startPostgres(join(root, 'postgres'), primaryPort, { standbyPort: await freePort() });
try {
  const pgbouncer = await startPgbouncer(ensurePgbouncer(), join(root, 'pgbouncer'), {
    primaryPort,
    password: postgres.password,
    poolSize: 10,
    track: (c) => children.push(c),
  });
  const token = randomBytes(24).toString('base64url');
  const common = { ANALYTICS_TOKEN: token, RATE_LIMIT_SAVES_PER_MINUTE: '0', RATE_LIMIT_REQUESTS_PER_MINUTE: '0' };
  const start = (env) =>
    startReplicas({
      count: 1,
      dir: join(root, `api-${children.length}`),
      env: { ...common, ...env },
      readyTimeoutMs: 60_000,
      track: (c) => children.push(c),
    }).then(([r]) => `http://127.0.0.1:${r.port}`);
  const direct = await start({ DATABASE_URL: postgres.url });
  const pooled = await start({ DATABASE_URL: pgbouncer.url, DATABASE_READ_URL: postgres.standbyUrl });

  const save = (url) => ({
    url: `${url}/api/personality-results`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(randomQuiz()),
  });
  const run = async (options, connections) => {
    await autocannon({ ...options, connections, duration: 2 });
    return autocannon({ ...options, connections, duration: SECONDS });
  };
  const line = (what, r) =>
    `| ${what} | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.errors + r.non2xx} |`;
  console.log(`\ntopology bench, ${SECONDS} s a run, ${new Date().toISOString()}\n`);
  console.log('| what | req/s | p50 | p99 | errors + non-2xx |\n|---|---|---|---|---|');
  console.log(line('save, direct to PostgreSQL (50 connections)', await run(save(direct), 50)));
  console.log(line('save, through PgBouncer (50 connections)', await run(save(pooled), 50)));

  // Analysts' queries while saves load the primary through the other process.
  const query = (url) => ({
    url: `${url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ resultStats { total byPersonality { count } } dailyResults { day count } }' }),
  });
  for (const [what, reader, writer] of [
    ['analytics on the primary, saves loading it', direct, pooled],
    ['analytics on the replica, saves loading the primary', pooled, direct],
  ]) {
    const load = run(save(writer), 20);
    console.log(line(what + ' (4 connections)', await run(query(reader), 4)));
    await load;
  }
} finally {
  await Promise.all(children.map((child) => stopChild(child, 'SIGTERM', 5000)));
  await postgres.stop();
  await rm(root, { recursive: true, force: true });
}
