// What one hostile client gets from the production build with its default limits: 2,000 saves in a
// minute over REST, then over GraphQL with aliases, and the security headers of each route.
// Usage: npm run check:abuse   (builds the api first). Loopback only; bounded in count and time.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { embeddedUrl } from '../harness/embedded-url.mjs';
import { QUIZ } from '../harness/requests.mjs';
import { startApi, stopServer } from '../harness/server.mjs';

const port = 3903;
const base = `http://127.0.0.1:${port}`;
const json = { 'content-type': 'application/json' };
// The server trusts one proxy hop here, so each round below is a client of its own with a full budget.
const as = (address) => ({ ...json, 'x-forwarded-for': address });
const input = 'input: { personality: adventurous, answers: { flavor: spicy, dining: exotic, cooking: simple } }';

/** Sends `count` requests, `parallel` at a time, and tallies what came back. */
async function attempt(count, parallel, send) {
  const tally = {};
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count && Date.now() - started < 60_000) {
        next += 1;
        const outcome = await send().catch((error) => error.cause?.code ?? 'network error');
        tally[outcome] = (tally[outcome] ?? 0) + 1;
      }
    }),
  );
  return { tally, seconds: (Date.now() - started) / 1000 };
}

async function graphqlOutcome(query, address) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: as(address),
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  const outcome = body.errors ? body.errors[0].extensions.code : body.data ? 'saved' : body.error;
  return `${response.status} ${outcome}`;
}

const dataDir = await mkdtemp(join(tmpdir(), 'tastetype-abuse-'));
const app = await startApi(port, { DATA_DIR: dataDir, TRUST_PROXY: '1' });
const db = new pg.Client({ connectionString: embeddedUrl(dataDir) });
await db.connect();
const stored = async () => (await db.query('SELECT count(*)::int AS n FROM personality_results')).rows[0].n;

console.log(`## 2,000 saves from one client within a minute, default limits (${new Date().toISOString()})\n`);
const rest = await attempt(2000, 20, async () => {
  const response = await fetch(`${base}/api/personality-results`, {
    method: 'POST',
    headers: as('127.0.0.2'),
    body: JSON.stringify(QUIZ),
  });
  await response.arrayBuffer();
  return `${response.status}`;
});
console.log(`REST: ${JSON.stringify(rest.tally)} in ${rest.seconds} s; rows stored: ${await stored()}`);

const before = await stored();
const aliased = (n) =>
  `mutation { ${Array.from({ length: n }, (_, i) => `s${i}: savePersonalityResult(${input}) { id }`).join(' ')} }`;
const bulk = await attempt(50, 5, () => graphqlOutcome(aliased(40), '127.0.0.3'));
console.log(
  `GraphQL, 50 documents of 40 aliased saves (2,000 asked): ${JSON.stringify(bulk.tally)}; rows stored: ${(await stored()) - before}`,
);
const pairs = await attempt(1000, 20, () => graphqlOutcome(aliased(2), '127.0.0.4'));
console.log(
  `GraphQL, 1,000 documents of 2 aliased saves (2,000 asked): ${JSON.stringify(pairs.tally)}; rows stored: ${(await stored()) - before}`,
);
const single = await attempt(2000, 20, () =>
  graphqlOutcome(`mutation { savePersonalityResult(${input}) { id } }`, '127.0.0.3'),
);
console.log(
  `GraphQL, 2,000 one-save documents: ${JSON.stringify(single.tally)} in ${single.seconds} s; rows stored: ${(await stored()) - before}`,
);

console.log('\n## Security headers by route\n');
const routes = [
  ['/', {}],
  ['/test', {}],
  ['/results/comfort', {}],
  ['/graphql', { accept: 'text/html' }],
  ['/api/personalities', {}],
  ['/health/ready', {}],
];
for (const [path, headers] of routes) {
  const response = await fetch(`${base}${path}`, { headers });
  const shown = [
    'content-security-policy',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'permissions-policy',
    'strict-transport-security',
  ];
  console.log(`${path} → ${response.status}`);
  for (const name of shown) console.log(`  ${name}: ${response.headers.get(name) ?? '(none)'}`);
}

await db.end();
await stopServer(app);
for (const dir of [dataDir, `${dataDir}-backups`]) await rm(dir, { recursive: true, force: true });
