import type { APIRequestContext } from '@playwright/test';
import { ANALYTICS_TEST_TOKEN, FUNNEL_BASE_URL } from '../playwright.config';
import { expect, test } from './fixtures';

// Only this test opens /embed on the funnel's server: its counts there are this page load's alone.
test.use({ baseURL: FUNNEL_BASE_URL });

interface VitalRow {
  page: string;
  metric: string;
  p75: number | null;
  samples: number;
}

async function vitalsOf(request: APIRequestContext, page: string): Promise<VitalRow[]> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${ANALYTICS_TEST_TOKEN}` },
    data: { query: '{ webVitals { page metric p75 samples } }' },
  });
  const { data } = await response.json();
  return (data.webVitals as VitalRow[]).filter((row) => row.page === page);
}

const samplesOf = async (request: APIRequestContext, page: string) =>
  Object.fromEntries((await vitalsOf(request, page)).map(({ metric, samples }) => [metric, samples]));

test("a page load's LCP and CLS reach the analysts in buckets when the visitor leaves", async ({ page, request }) => {
  const before = await samplesOf(request, '/embed');
  await page.goto('/embed');
  // web-vitals downloads when the browser is idle after the first paint; leaving before then measures nothing.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /measure-vitals/.test(entry.name)),
  );
  // Its module runs in the tasks after the download and sets its observers up in an idle period of its own: three
  // idle periods later, the browser has done both.
  for (let idle = 0; idle < 3; idle++)
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(undefined))));
  // Observers are told in the order they began: once ours has the page's largest paint, web-vitals' has it too.
  await page.evaluate(
    () =>
      new Promise((done) =>
        new PerformanceObserver((_entries, observer) => {
          observer.disconnect();
          done(undefined);
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  // Leaving hides the page: web-vitals reports each final value, and the beacon outlives the page.
  await page.goto('about:blank');

  await expect
    .poll(async () => {
      const { LCP = 0, CLS = 0 } = await samplesOf(request, '/embed');
      return { LCP, CLS };
    })
    .toEqual({ LCP: (before['LCP'] ?? 0) + 1, CLS: (before['CLS'] ?? 0) + 1 });
  const [lcp] = (await vitalsOf(request, '/embed')).filter((row) => row.metric === 'LCP');
  // A bucket's bound, as the visitor's own browser measured its largest paint.
  expect(lcp?.p75).toBeGreaterThanOrEqual(500);
});
