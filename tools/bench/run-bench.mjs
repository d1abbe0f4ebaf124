// Load test of the production build on its own embedded PostgreSQL, next to a bare Fastify + pg server.
// Usage: npm run bench (builds the api first); BENCH_ROUNDS, BENCH_SECONDS, BENCH_CONNECTIONS tune it.
// Loopback only; bounded in time (about 5 × rounds × (seconds + 3) s).
import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embeddedUrl } from './embedded-url.mjs';
import { API_MAIN, startServer, stopServer } from './server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const quiz = { personality: 'adventurous', answers: { flavor: 'spicy', dining: 'exotic', cooking: 'simple' } };
const saveMutation = {
  query: 'mutation Save($input: SavePersonalityResultInput!) { savePersonalityResult(input: $input) { id } }',
  variables: { input: quiz },
};
const json = { 'content-type': 'application/json' };

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** The run in the middle by requests a second, with every round's figure beside it. */
const medianRun = (results) => ({
  ...[...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)],
  all: results.map((r) => Math.round(r.rps)),
});

/** Requests a second of one run, after a JIT warm-up that is not counted. */
async function measure({ url, ...options }) {
  await autocannon({ url, connections, duration: 3, ...options });
  const result = await autocannon({ url, connections, duration, ...options });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

// This box's speed drifts by ±15 % from minute to minute, so each target runs once a round, the rounds
// interleaved, and the median round is reported, next to the bare server's median of the same rounds.
async function compare(targets) {
  const runs = Object.fromEntries(Object.keys(targets).map((title) => [title, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [title, target] of Object.entries(targets)) runs[title].push(await measure(target));
  }
  return Object.fromEntries(Object.entries(runs).map(([title, results]) => [title, medianRun(results)]));
}

const dataDir = await mkdtemp(join(tmpdir(), 'tastetype-bench-'));
// One load generator is one client: the save limit is off and the request limit far above the load,
// so its per-request cost is still measured.
const limits = { RATE_LIMIT_SAVES_PER_MINUTE: '0', RATE_LIMIT_REQUESTS_PER_MINUTE: '1000000' };
const app = await startServer([API_MAIN], 3901, { PORT: '3901', DATA_DIR: dataDir, NODE_ENV: 'production', ...limits });
// The bare server writes to the same embedded PostgreSQL, so both compete on equal ground.
const bare = await startServer([join(here, 'bare-fastify.mjs'), '3902', embeddedUrl(dataDir)], 3902);

const save = { method: 'POST', headers: json, body: JSON.stringify(quiz) };
const results = await compare({
  'TasteType REST save (POST /api/personality-results)': {
    url: 'http://127.0.0.1:3901/api/personality-results',
    ...save,
  },
  'TasteType GraphQL save (savePersonalityResult)': {
    url: 'http://127.0.0.1:3901/graphql',
    method: 'POST',
    headers: json,
    body: JSON.stringify(saveMutation),
  },
  'bare Fastify + pg INSERT … RETURNING id': { url: 'http://127.0.0.1:3902/api/personality-results', ...save },
  'TasteType GET /api/personalities': { url: 'http://127.0.0.1:3901/api/personalities' },
  'bare Fastify static profiles JSON': { url: 'http://127.0.0.1:3902/api/personalities' },
});
const bareOf = (title) =>
  results[
    title.includes('personalities') ? 'bare Fastify static profiles JSON' : 'bare Fastify + pg INSERT … RETURNING id'
  ].rps;

console.log(
  `autocannon -c ${connections} -d ${duration}, ${rounds} interleaved rounds (median shown), loopback, ${new Date().toISOString()}\n`,
);
console.log(
  '| what | req/s (median) | of bare | p99 latency | errors + non-2xx | every round |\n|---|---|---|---|---|---|',
);
for (const [title, { rps, p99, errors, all }] of Object.entries(results)) {
  console.log(
    `| ${title} | ${Math.round(rps)} | ${Math.round((100 * rps) / bareOf(title))} % | ${p99} ms | ${errors} | ${all.join(', ')} |`,
  );
}

await stopServer(bare);
await stopServer(app);
await rm(dataDir, { recursive: true, force: true });
