// Load test of the production build on its own embedded PostgreSQL, next to a bare Fastify + pg server.
// Usage: npm run bench   (builds nothing: run `npx nx build api` first). Loopback only; bounded in time.
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

async function load(title, url, options = {}) {
  await autocannon({ url, connections, duration: 3, ...options }); // JIT warm-up, not reported
  const result = await autocannon({ url, connections, duration, ...options });
  const errors = result.errors + result.non2xx;
  console.log(`| ${title} | ${Math.round(result.requests.average)} | ${result.latency.p99} ms | ${errors} |`);
}

const dataDir = await mkdtemp(join(tmpdir(), 'tastetype-bench-'));
// One load generator is one client: the save limit is off and the request limit far above the load,
// so its per-request cost is still measured.
const limits = { RATE_LIMIT_SAVES_PER_MINUTE: '0', RATE_LIMIT_REQUESTS_PER_MINUTE: '1000000' };
const app = await startServer([API_MAIN], 3901, { PORT: '3901', DATA_DIR: dataDir, NODE_ENV: 'production', ...limits });
// The bare server writes to the same embedded PostgreSQL, so both compete on equal ground.
const bare = await startServer([join(here, 'bare-fastify.mjs'), '3902', embeddedUrl(dataDir)], 3902);

console.log(`autocannon -c ${connections} -d ${duration}, loopback, ${new Date().toISOString()}\n`);
console.log('| what | req/s | p99 latency | errors + non-2xx |\n|---|---|---|---|');
await load('TasteType REST save (POST /api/personality-results)', 'http://127.0.0.1:3901/api/personality-results', { method: 'POST', headers: json, body: JSON.stringify(quiz) });
await load('TasteType GraphQL save (savePersonalityResult)', 'http://127.0.0.1:3901/graphql', { method: 'POST', headers: json, body: JSON.stringify(saveMutation) });
await load('TasteType GET /api/personalities', 'http://127.0.0.1:3901/api/personalities');
await load('bare Fastify + pg INSERT … RETURNING id', 'http://127.0.0.1:3902/api/personality-results', { method: 'POST', headers: json, body: JSON.stringify(quiz) });
await load('bare Fastify static profiles JSON', 'http://127.0.0.1:3902/api/personalities');

await stopServer(bare);
await stopServer(app);
await rm(dataDir, { recursive: true, force: true });
