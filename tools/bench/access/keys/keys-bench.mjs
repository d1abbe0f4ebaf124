// What keys cost and how fast a revocation travels, on the production build:
//   npm run bench:keys   (builds the api first)
// 1. an analytics query's latency at 1 connection with a key vs with ANALYTICS_TOKEN, rounds interleaved;
// 2. how long after a revocation's answer the other replica refuses the key, with and without Redis;
// 3. the audit rows that many key-authenticated reads leave.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureRedis, redisServer } from '../../../common/redis.mjs';
import { createKey } from '../../harness/api-cli.mjs';
import { embeddedUrl } from '../../harness/embedded-url.mjs';
import { compare } from '../../harness/load.mjs';
import { graphql } from '../../harness/requests.mjs';
import { startApi, stopServer } from '../../harness/server.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REVOCATIONS = Number(process.env.BENCH_REVOCATIONS ?? 10);
const QUERY = JSON.stringify({ query: 'query Stats { resultStats { total } }' });
const token = randomBytes(24).toString('base64url');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const root = await mkdtemp(join(tmpdir(), 'tastetype-keys-bench-'));
await chmod(root, 0o755); // the postgres user enters it when this runs as root
const dataDir = join(root, 'data');
const common = { LOG_LEVEL: 'warn', RATE_LIMIT_REQUESTS_PER_MINUTE: '100000000' };
const servers = [];
let redis;

const newKey = (name, scopes) => createKey(dataDir, name, scopes);

/** Ms from the revocation's answer on `from` until `to` refuses the key it had cached, each of REVOCATIONS times. */
async function revocationDelays(from, to, manager) {
  const delays = [];
  for (let i = 0; i < REVOCATIONS; i++) {
    const { secret } = newKey(`revoked ${i}`, 'analytics:read');
    for (const port of [from, to]) await graphql(port, secret, '{ resultStats { total } }');
    const revoked = await graphql(from, manager, `mutation { revokeApiKey(key: "${secret.slice(0, 12)}") { id } }`);
    if (revoked.errors) throw new Error(JSON.stringify(revoked.errors));
    const start = performance.now();
    while ((await graphql(to, secret, '{ resultStats { total } }')).errors?.[0]?.message !== 'This key was revoked');
    delays.push(performance.now() - start);
  }
  return `median ${median(delays).toFixed(1)} ms, max ${Math.max(...delays).toFixed(1)} ms`;
}

try {
  servers.push(await startApi(3911, { ...common, DATA_DIR: dataDir, ANALYTICS_TOKEN: token }));
  const reader = newKey('bench reader', 'analytics:read').secret;
  const manager = newKey('bench manager', 'keys:manage').secret;

  const target = (secret) => ({
    url: 'http://127.0.0.1:3911/graphql',
    pid: servers[0].pid,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: QUERY,
  });
  const latency = await compare(
    { ANALYTICS_TOKEN: target(token), 'a key': target(reader) },
    { connections: 1, duration: SECONDS, rounds: ROUNDS },
  );
  console.log(`\n## resultStats at 1 connection, ${ROUNDS} interleaved rounds of ${SECONDS} s (median round)\n`);
  console.log('| with | requests/s | mean ms | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|');
  for (const [name, run] of Object.entries(latency)) {
    console.log(
      `| ${name} | ${Math.round(run.rps)} | ${run.mean.toFixed(3)} | ${run.p50} | ${run.p99} | ${run.errors} |`,
    );
  }
  const added = latency['a key'].mean - latency['ANALYTICS_TOKEN'].mean;
  console.log(
    `\na key adds ${added.toFixed(3)} ms to the mean (${(latency['a key'].mean / latency['ANALYTICS_TOKEN'].mean).toFixed(3)}×)`,
  );

  const url = embeddedUrl(dataDir);
  servers.push(await startApi(3912, { ...common, DATABASE_URL: url }));
  console.log(`\n## a revocation on one replica, seen by the other (${REVOCATIONS} keys)\n`);
  console.log(`- without Redis: ${await revocationDelays(3911, 3912, manager)}`);
  redis = redisServer(await ensureRedis(), 3919, join(root, 'redis.log'));
  await redis.start();
  for (const port of [3913, 3914]) {
    servers.push(await startApi(port, { ...common, DATABASE_URL: url, REDIS_URL: redis.url }));
  }
  console.log(`- with Redis: ${await revocationDelays(3913, 3914, manager)}`);

  const folded = newKey('bench fold', 'analytics:read');
  const reads = await autocannon({
    ...target(folded.secret),
    url: 'http://127.0.0.1:3912/graphql',
    connections: 16,
    amount: 100_000,
  });
  // The fold is written every 5 s; a read of the trail writes this replica's part first.
  const trail = await graphql(3912, manager, `{ keyAudit(key: "${folded.id}", first: 500) { keyName minute uses } }`);
  if (trail.errors) throw new Error(JSON.stringify(trail.errors));
  const rows = trail.data.keyAudit;
  const counted = rows.reduce((sum, entry) => sum + entry.uses, 0);
  console.log(
    `\n## the audit trail of ${reads.requests.total.toLocaleString('en')} reads with one key (${reads.non2xx} not 2xx)\n`,
  );
  console.log(
    `- ${rows.length} rows (one per minute the reads touched), counting ${counted.toLocaleString('en')} uses`,
  );
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const size = await db.query(`SELECT pg_size_pretty(pg_total_relation_size('key_audit')) AS size`);
  await db.end();
  console.log(`- key_audit holds ${size.rows[0].size} with its indexes`);
} finally {
  while (servers.length) await stopServer(servers.pop());
  await redis?.stop();
  await rm(root, { recursive: true, force: true });
}
