// Lighthouse's mobile preset on the visitors' pages of the production build (issue 48): five runs a page,
// interleaved, and the median of each figure. Scores and times belong here, on an idle machine, never in a test.
// Usage: npm run bench:web (builds first); BENCH_WEB_RUNS=5, BENCH_WEB_PAGES=/,/test,/results/comfort, and
// BENCH_WEB_REPORTS=<folder> to keep each run's whole Lighthouse report (its trace figures and critical chain).
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../common/processes.mjs';
import { startApi, stopServer } from '../harness/server.mjs';
import { startBarePages } from './bare-pages.mjs';
import { lighthouseRun } from './lighthouse-run.mjs';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const PAGES = (process.env.BENCH_WEB_PAGES ?? '/,/test,/results/comfort').split(',');
const REPORTS = process.env.BENCH_WEB_REPORTS;
// The baselines, on a server of their own beside the app: the machine's best, and /test without its code.
const BASELINES = { 'bare: one heading': '/one-heading', 'bare: /test without JS': '/without-js/test' };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const reportNameOf = (path) => `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}`;

if (REPORTS) await mkdir(REPORTS, { recursive: true });
const dataDir = await mkdtemp(join(tmpdir(), 'tastetype-bench-web-'));
const port = await freePort();
const server = await startApi(port, { DATA_DIR: dataDir, BACKUP_DIR: 'off', LOG_LEVEL: 'warn', HOST: '127.0.0.1' });
const barePort = await freePort();
const bare = await startBarePages(port, barePort);
try {
  const targets = {
    ...Object.fromEntries(PAGES.map((page) => [page, `http://127.0.0.1:${port}${page}`])),
    ...Object.fromEntries(
      Object.entries(BASELINES).map(([name, path]) => [name, `http://127.0.0.1:${barePort}${path}`]),
    ),
  };
  const runs = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 1; round <= RUNS; round++)
    for (const [name, url] of Object.entries(targets)) {
      runs[name].push(await lighthouseRun(url, `${reportNameOf(new URL(url).pathname)}-${round}`, REPORTS));
      console.error(`round ${round}/${RUNS} ${name}: ${JSON.stringify(runs[name].at(-1))}`);
    }
  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, median of ${RUNS}`,
  );
  console.log('page                      score   LCP ms   FCP ms   TBT ms    CLS    JS KB (by network idle)');
  for (const name of Object.keys(targets)) {
    const figure = (key) => median(runs[name].map((run) => run[key]));
    console.log(
      `${name.padEnd(25)} ${String(figure('score')).padStart(5)} ${figure('lcpMs').toFixed(0).padStart(8)} ${figure('fcpMs').toFixed(0).padStart(8)} ${figure('tbtMs').toFixed(0).padStart(8)} ${figure('cls').toFixed(3).padStart(6)} ${figure('jsKb').toFixed(1).padStart(8)}`,
    );
  }
} finally {
  await bare.stop();
  await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
}
