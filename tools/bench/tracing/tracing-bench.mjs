// What traces cost (npm run bench:tracing; builds the api first): saves a second with tracing off and on
// (OTEL_TRACES_SAMPLER=parentbased_traceidratio at 0.1, exported to a loopback receiver in the SDK's default
// protocol, http/protobuf; BENCH_OTLP_PROTOCOL=http/json for the other), rounds interleaved, each round's on ÷ off
// taken side by side since this box's speed drifts between rounds; then each server's start-up time and memory. BENCH_BEFORE=<an older build's main.js>
// adds that build as a third target, for tracing off against before it existed. BENCH_ROUNDS, BENCH_SECONDS
// and BENCH_CONNECTIONS tune it. Loopback only; about 2 × targets × rounds × (seconds + 3) s, 4 minutes by default.
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_MAIN } from '../../common/api-build.mjs';
import { compare } from '../harness/load.mjs';
import { rssMb } from '../harness/process-stats.mjs';
import { QUIZ, SAVE } from '../harness/requests.mjs';
import { startServer, stopServer } from '../harness/server.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const STARTS = Number(process.env.BENCH_STARTS ?? 7);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Takes the exports as a collector would and counts them, so the bench shows traces really went out. */
const received = { exports: 0, bytes: 0 };
const collector = createServer((request, response) => {
  request.on('data', (chunk) => (received.bytes += chunk.length));
  request.on('end', () => {
    received.exports += 1;
    response.writeHead(200, { 'content-type': request.headers['content-type'] ?? 'application/json' }).end();
  });
}).listen(0, '127.0.0.1');
await once(collector, 'listening');

const TRACED = {
  OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collector.address().port}`,
  ...(process.env.BENCH_OTLP_PROTOCOL && { OTEL_EXPORTER_OTLP_PROTOCOL: process.env.BENCH_OTLP_PROTOCOL }),
  OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
  OTEL_TRACES_SAMPLER_ARG: '0.1',
};
const variants = {
  'tracing off': { main: API_MAIN, env: {} },
  'tracing on, 10 % sampled': { main: API_MAIN, env: TRACED },
  ...(process.env.BENCH_BEFORE && { 'before tracing existed': { main: process.env.BENCH_BEFORE, env: {} } }),
};

/** One production server a variant, each on its own embedded PostgreSQL, with the save limit off. */
const limits = { RATE_LIMIT_SAVES_PER_MINUTE: '0', RATE_LIMIT_REQUESTS_PER_MINUTE: '100000000' };
const servers = {};
let port = 3921;
for (const [name, { main, env }] of Object.entries(variants)) {
  const dataDir = await mkdtemp(join(tmpdir(), 'tastetype-bench-tracing-'));
  const settings = { NODE_ENV: 'production', DATA_DIR: dataDir, ...limits, ...env, PORT: String(port) };
  servers[name] = { main, settings, port, dataDir, child: await startServer([main], port, settings) };
  port += 1;
}

const saveMutation = JSON.stringify({
  query: 'mutation Save($input: SavePersonalityResultInput!) { savePersonalityResult(input: $input) { id } }',
  variables: { input: QUIZ },
});
const targets = {};
for (const [name, server] of Object.entries(servers)) {
  const base = `http://127.0.0.1:${server.port}`;
  targets[`REST save, ${name}`] = { url: `${base}/api/personality-results`, pid: server.child.pid, ...SAVE };
  targets[`GraphQL save, ${name}`] = {
    url: `${base}/graphql`,
    pid: server.child.pid,
    method: 'POST',
    headers: SAVE.headers,
    body: saveMutation,
  };
}

console.log(
  `autocannon, ${CONNECTIONS} connections, ${SECONDS} s a run, ${ROUNDS} interleaved rounds (median shown), loopback, ` +
    `${cpus().length} cores, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} at the start, ${new Date().toISOString()}\n`,
);
const results = await compare(targets, { connections: CONNECTIONS, duration: SECONDS, rounds: ROUNDS });
console.log(
  '| what | saves/s | ÷ tracing off (median of the rounds’ ratios) | server CPU µs/save | p50 | p99 | errors + non-2xx | every round |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const [title, run] of Object.entries(results)) {
  const off = results[title.replace(/, .*$/, ', tracing off')];
  const ratio = median(run.all.map((rps, round) => rps / off.all[round]));
  console.log(
    `| ${title} | ${Math.round(run.rps)} | ${ratio.toFixed(3)}× | ${Math.round(run.cpuPerRequest)} | ` +
      `${run.p50} ms | ${run.p99} ms | ${run.errors} | ${run.all.join(', ')} |`,
  );
}
const rssAfterLoad = Object.fromEntries(Object.entries(servers).map(([name, s]) => [name, rssMb(s.child.pid)]));
await new Promise((done) => setTimeout(done, 6000)); // the last batch goes out every 5 s
console.log(`\nexports received by the loopback collector: ${received.exports}, ${received.bytes} bytes`);

/** Each variant started again on its own (warm) DATA_DIR, `STARTS` times, in turns: timed until its first answer. */
const starts = Object.fromEntries(Object.keys(servers).map((name) => [name, { ms: [], rss: [] }]));
for (const server of Object.values(servers)) await stopServer(server.child);
for (let start = 0; start < STARTS; start++) {
  for (const [name, server] of Object.entries(servers)) {
    const began = performance.now();
    const child = await startServer([server.main], server.port, server.settings, 20);
    starts[name].ms.push(performance.now() - began);
    starts[name].rss.push(rssMb(child.pid));
    await stopServer(child);
  }
}

console.log(
  `\n| variant | start to first answer (median of ${STARTS}, in turns) | RSS once started | RSS after the load |`,
);
console.log('|---|---|---|---|');
for (const [name, server] of Object.entries(servers)) {
  const { ms, rss } = starts[name];
  console.log(`| ${name} | ${Math.round(median(ms))} ms | ${median(rss)} MB | ${rssAfterLoad[name]} MB |`);
  for (const dir of [server.dataDir, `${server.dataDir}-backups`]) await rm(dir, { recursive: true, force: true });
}
collector.close();
