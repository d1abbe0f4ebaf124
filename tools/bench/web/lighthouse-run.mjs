// One Lighthouse run (mobile preset, performance only) in a fresh Chromium, for bench:web.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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

/** Lighthouse on `url`: the figures bench:web reports; the whole report goes to `reportsDir` when one is given. */
export async function lighthouseRun(url, reportName, reportsDir) {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    if (reportsDir) await writeFile(join(reportsDir, `${reportName}.json`), JSON.stringify(lhr));
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
