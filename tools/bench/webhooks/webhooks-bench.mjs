// Webhooks under load, on the production build beside the bare server (npm run bench:webhooks; builds the api first):
// 1. REST saves with one endpoint subscribed vs the bare INSERT, rounds interleaved, deliveries running meanwhile;
// 2. deliveries a second to a loopback receiver, draining a backlog of BENCH_BACKLOG;
// 3. from commit to delivery at 200 saves a second: median, p99, max.
import { once } from 'node:events';
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { sleep } from '../../common/processes.mjs';
import { createKey } from '../harness/api-cli.mjs';
import { embeddedUrl } from '../harness/embedded-url.mjs';
import { compare } from '../harness/load.mjs';
import { graphql, SAVE } from '../harness/requests.mjs';
import { startAppAndBare } from '../harness/server.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 20_000);
const RATE = 200;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** Answers 204 at once; keeps each delivery's arrival time by the result's id. */
const arrivals = new Map();
let received = 0;
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    received += 1;
    const { data } = JSON.parse(body);
    if (data?.createdAt) arrivals.set(data.id, { at: Date.now(), createdAt: Date.parse(data.createdAt) });
    response.writeHead(204).end();
  });
}).listen(0, '127.0.0.1');
await once(receiver, 'listening');
const hookUrl = `http://127.0.0.1:${receiver.address().port}/hook`;

const { app, bare, dataDir, stop } = await startAppAndBare({
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  LOG_LEVEL: 'warn',
});
const db = new pg.Client({ connectionString: embeddedUrl(dataDir) });
try {
  await db.connect();
  const key = createKey(dataDir, 'bench', 'webhooks:manage').secret;
  const added = await graphql(
    3901,
    key,
    `mutation { createWebhookEndpoint(input: { url: "${hookUrl}", events: ["result.created"] }) { endpoint { id } } }`,
  );
  const endpointId = added.data.createWebhookEndpoint.endpoint.id;

  const results = await compare(
    {
      'REST save, one endpoint subscribed': {
        url: 'http://127.0.0.1:3901/api/personality-results',
        pid: app.pid,
        ...SAVE,
      },
      'bare INSERT': { url: 'http://127.0.0.1:3902/api/personality-results', pid: bare.pid, ...SAVE },
    },
    { connections: CONNECTIONS, duration: SECONDS, rounds: ROUNDS },
  );
  const [withHook, bareRun] = Object.values(results);
  console.log(
    `\n## saves at ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s (median round)\n`,
  );
  for (const [title, run] of Object.entries(results))
    console.log(`- ${title}: ${Math.round(run.rps)} req/s (rounds ${run.all.join(', ')}), errors ${run.errors}`);
  console.log(`- ratio: **${(withHook.rps / bareRun.rps).toFixed(2)}×** the bare INSERT`);

  // Let the deliveries of those saves finish first.
  const pending = async () =>
    (await db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'pending'`)).rows[0].n;
  while ((await pending()) > 0) await sleep(200);

  const before = received;
  const started = performance.now();
  await db.query(
    `INSERT INTO webhook_deliveries (endpoint_id, event_type, payload)
     SELECT $1::uuid, 'webhook.test', jsonb_build_object('type', 'webhook.test', 'timestamp', now(), 'data', jsonb_build_object('endpointId', $1::text, 'n', n))
     FROM generate_series(1, $2) n`,
    [endpointId, BACKLOG],
  );
  while ((await pending()) > 0) await sleep(50);
  const seconds = (performance.now() - started) / 1000;
  console.log(`\n## a backlog of ${BACKLOG.toLocaleString('en')} deliveries to a loopback receiver\n`);
  console.log(`- drained in ${seconds.toFixed(1)} s: **${Math.round((received - before) / seconds)} deliveries/s**`);

  arrivals.clear();
  const paced = await autocannon({
    url: 'http://127.0.0.1:3901/api/personality-results',
    ...SAVE,
    connections: 10,
    overallRate: RATE,
    duration: 20,
  });
  while ((await pending()) > 0) await sleep(50);
  const lags = [...arrivals.values()].map(({ at, createdAt }) => at - createdAt).sort((a, b) => a - b);
  console.log(
    `\n## from commit to delivery at ${RATE} saves/s for 20 s (${paced.requests.total} saves, ${lags.length} delivered)\n`,
  );
  console.log(`- median ${percentile(lags, 50)} ms, p99 **${percentile(lags, 99)} ms**, max ${lags.at(-1)} ms`);
} finally {
  await db.end();
  receiver.close();
  await stop();
}
