// How close can any server with TasteType's guards get to the bare static JSON on GET /api/personalities?
// A ladder at 50 connections: the bare server of `npm run bench`; a bare Fastify sending TasteType's own
// answer (body and headers, read from the running build); that plus the request's histogram observation;
// that plus its log line at info; and TasteType itself. Usage: npm run bench:ceiling. BENCH_ROUNDS,
// BENCH_SECONDS and BENCH_CONNECTIONS tune it; about 4 minutes by default. Loopback only.
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compare } from '../harness/load.mjs';
import { startAppAndBare, startServer, stopServer } from '../harness/server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const options = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  duration: Number(process.env.BENCH_SECONDS ?? 10),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
};
// Headers that belong to the connection or to one answer, which Node or the ceiling server set themselves.
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'content-length', 'x-request-id']);

const { app, bare, dataDir, stop } = await startAppAndBare();

const answer = await fetch('http://127.0.0.1:3901/api/personalities');
const headers = Object.fromEntries([...answer.headers].filter(([name]) => !PER_ANSWER.has(name)));
const answerFile = join(dataDir, 'answer.json');
await writeFile(answerFile, JSON.stringify({ headers, body: await answer.text() }));
const ceiling = await startServer([join(here, 'ceiling-server.mjs'), '3903', answerFile], 3903);

const BARE = 'bare Fastify static profiles JSON (the bench’s bare)';
const targets = {
  [BARE]: { url: 'http://127.0.0.1:3902/api/personalities', pid: bare.pid },
  'bare Fastify, TasteType’s body and headers': { url: 'http://127.0.0.1:3903/api/personalities', pid: ceiling.pid },
  '+ the request’s histogram observation': { url: 'http://127.0.0.1:3903/with-metric', pid: ceiling.pid },
  '+ its log line at info': { url: 'http://127.0.0.1:3903/with-metric-and-log', pid: ceiling.pid },
  'TasteType GET /api/personalities': { url: 'http://127.0.0.1:3901/api/personalities', pid: app.pid },
};
const results = await compare(targets, options);
console.log(
  `GET /api/personalities ceiling, ${options.connections} connections, ${options.duration} s a run, ${options.rounds} interleaved rounds (median shown)\n`,
);
console.log(
  '| what | req/s | of bare | server CPU µs/req | errors + non-2xx | every round (req/s) |\n|---|---|---|---|---|---|',
);
for (const [title, run] of Object.entries(results)) {
  const ofBare = (run.rps / results[BARE].rps).toFixed(2);
  console.log(
    `| ${title} | ${Math.round(run.rps)} | ${ofBare}× | ${Math.round(run.cpuPerRequest)} | ${run.errors} | ${run.all.join(', ')} |`,
  );
}

await stopServer(ceiling);
await stop();
