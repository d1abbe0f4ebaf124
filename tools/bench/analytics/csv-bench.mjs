// Times the CSV export of every result over real HTTP against the production build, with the server's memory.
//   DATA_DIR=/tmp/results-1m npm run seed:results -- 1000000
//   DATA_DIR=/tmp/results-1m npm run bench:csv   (builds the api first)
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { graphqlTimer } from './graphql-timing.mjs';
import { startApi, stopServer } from '../harness/server.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = 3905;
const token = randomBytes(24).toString('base64url');
const NEWLINE = 10;
const mb = (bytes) => (bytes / 1e6).toFixed(1);

/** Resident and peak resident memory of a process, in bytes, as Linux reports them. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)[1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Starts the peak (VmHWM) again from the current RSS, so that it is this export's; false where Linux refuses. */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** One full download, counting rows as they arrive, while the server's RSS is sampled every 20 ms. */
async function exportAll(pid) {
  const before = memoryOf(pid).rss;
  const peakWasReset = resetPeak(pid);
  let sampled = before;
  const sampler = setInterval(() => (sampled = Math.max(sampled, memoryOf(pid).rss)), 20);
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/results.csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  let firstByteMs;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.length;
    for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) lines++;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  const peak = Math.max(sampled, peakWasReset ? memoryOf(pid).peak : 0);
  return { rows: lines - 1, ms, firstByteMs, bytes, before, peak, encoding: response.headers.get('content-encoding') };
}

const server = await startApi(port, { ANALYTICS_TOKEN: token });
try {
  const { body } = await graphqlTimer(port, token)('{ resultStats { total } }');
  const total = body.data.resultStats.total;
  console.log(`${total.toLocaleString('en')} results; server pid ${server.pid}, ${runs} full exports\n`);
  console.log(
    '| run | rows | time | first byte | rows/s | size | RSS before | peak RSS during |\n|---|---|---|---|---|---|---|---|',
  );
  for (let run = 1; run <= runs; run++) {
    const result = await exportAll(server.pid);
    if (result.rows !== total) throw new Error(`The export had ${result.rows} rows, resultStats says ${total}`);
    if (result.encoding) throw new Error(`The export came ${result.encoding}-encoded`);
    const cells = [
      run,
      result.rows.toLocaleString('en'),
      `${(result.ms / 1000).toFixed(2)} s`,
      `${result.firstByteMs.toFixed(0)} ms`,
      Math.round(result.rows / (result.ms / 1000)).toLocaleString('en'),
      `${mb(result.bytes)} MB`,
      `${mb(result.before)} MB`,
      `${mb(result.peak)} MB`,
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
} finally {
  await stopServer(server);
}
