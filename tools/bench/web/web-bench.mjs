// Lighthouse's mobile preset on the visitors' pages of the production build (issue 48): five runs a page,
// interleaved, and the median of each figure. Scores and times belong here, on an idle machine, never in a test.
// Usage: npm run bench:web (builds first); BENCH_WEB_RUNS=5, BENCH_WEB_PAGES=/,/test,/results/comfort, and
// BENCH_WEB_REPORTS=<folder> to keep each run's whole Lighthouse report (its trace figures and critical chain).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../common/processes.mjs';
import { startApi, stopServer } from '../harness/server.mjs';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const PAGES = (process.env.BENCH_WEB_PAGES ?? '/,/test,/results/comfort').split(',');
const REPORTS = process.env.BENCH_WEB_REPORTS;
// Without the networking flags Chromium keeps calling home on a closed network (STACK.md).
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run of `url` (mobile preset, performance only) in a fresh Chromium: the figures kept. */
async function lighthouseRun(url, reportName) {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    if (REPORTS) await writeFile(join(REPORTS, `${reportName}.json`), JSON.stringify(lhr));
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
      (item) => item.resourceType === 'Script',
    );
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      fcpMs: audit('first-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      jsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    };
  } finally {
    await chrome.kill();
  }
}

if (REPORTS) await mkdir(REPORTS, { recursive: true });
const dataDir = await mkdtemp(join(tmpdir(), 'tastetype-bench-web-'));
const port = await freePort();
const server = await startApi(port, { DATA_DIR: dataDir, BACKUP_DIR: 'off', LOG_LEVEL: 'warn', HOST: '127.0.0.1' });
try {
  const runs = Object.fromEntries(PAGES.map((page) => [page, []]));
  for (let round = 1; round <= RUNS; round++)
    for (const page of PAGES) {
      const reportName = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${round}`;
      runs[page].push(await lighthouseRun(`http://127.0.0.1:${port}${page}`, reportName));
      console.error(`round ${round}/${RUNS} ${page}: ${JSON.stringify(runs[page].at(-1))}`);
    }
  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, median of ${RUNS}`,
  );
  console.log('page                 score   LCP ms   FCP ms   TBT ms    CLS    JS KB (by network idle)');
  for (const page of PAGES) {
    const figure = (name) => median(runs[page].map((run) => run[name]));
    console.log(
      `${page.padEnd(20)} ${String(figure('score')).padStart(5)} ${figure('lcpMs').toFixed(0).padStart(8)} ${figure('fcpMs').toFixed(0).padStart(8)} ${figure('tbtMs').toFixed(0).padStart(8)} ${figure('cls').toFixed(3).padStart(6)} ${figure('jsKb').toFixed(1).padStart(8)}`,
    );
  }
} finally {
  await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
}
