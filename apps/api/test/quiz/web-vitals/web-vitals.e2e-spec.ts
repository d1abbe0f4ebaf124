import { randomUUID } from 'node:crypto';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

const TOKEN = 'test-analytics-token-0123456789';
const METRICS_TOKEN = 'test-metrics-token-0123456789';
const WEB_VITALS = `query WebVitals($from: DateTime, $to: DateTime) { webVitals(from: $from, to: $to) { page metric p75 samples } }`;

const post = (t: TestApp, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  });
const lcp = (route: string, le: number | null) => ({ metric: 'LCP', route, le });

async function webVitals(t: TestApp, variables: Record<string, unknown> = {}) {
  const { body } = await graphql(t.app, WEB_VITALS, variables, { authorization: `Bearer ${TOKEN}` });
  expect(body.errors).toBeUndefined();
  return body.data.webVitals;
}

describe("the visitors' Core Web Vitals, sent with the funnel's batches", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANALYTICS_TOKEN: TOKEN, METRICS_TOKEN, RATE_LIMIT_EVENTS_PER_MINUTE: '0' } });
    // Eight page loads of /test (one in Spanish), as their own browsers bucketed them: the 75th percentile is the
    // 6th's bucket, 2500 ms; and one of /, alone in its batch, past the last bound.
    const buckets = [1000, 1500, 1500, 2000, 2000, 2500, 3000, 4000];
    for (const [index, le] of buckets.entries()) {
      const route = index === 0 ? '/es/test' : '/test';
      const events = [{ name: 'page_view', attempt: randomUUID(), route }];
      const vitals = [lcp(route, le), { metric: 'CLS', route, le: 0.05 }, { metric: 'INP', route, le: 100 }];
      expect((await post(t, { events, vitals })).statusCode).toBe(204);
    }
    expect((await post(t, { events: [], vitals: [lcp('/', null)] })).statusCode).toBe(204);
  });
  afterAll(async () => t.close());

  it("gives each page's 75th percentile and its samples, a language's page under its pattern", async () => {
    await expect(webVitals(t)).resolves.toEqual([
      { page: '/', metric: 'LCP', p75: 10_000, samples: 1 },
      { page: '/test', metric: 'LCP', p75: 2500, samples: 8 },
      { page: '/test', metric: 'INP', p75: 100, samples: 8 },
      { page: '/test', metric: 'CLS', p75: 0.05, samples: 8 },
    ]);
  });

  it('counts whole UTC days: a window that ends before today has none', async () => {
    await expect(webVitals(t, { to: new Date(Date.now() - 86_400_000).toISOString() })).resolves.toEqual([]);
  });

  it('shows the same percentiles in /metrics', async () => {
    const scrape = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scrape.body).toContain('tastetype_web_vitals_p75{page="/test",metric="LCP"} 2500');
    expect(scrape.body).toContain('tastetype_web_vitals_p75{page="/test",metric="CLS"} 0.05');
    expect(scrape.body).toContain('tastetype_web_vitals_p75{page="/",metric="LCP"} 10000');
  });

  it.each([
    ['a raw value instead of a bucket', { vitals: [lcp('/test', 2345)] }, /le must be null or one of 500, 1000/],
    [
      'an unknown metric',
      { vitals: [{ metric: 'FID', route: '/test', le: 100 }] },
      /metric must be one of LCP, INP, CLS/,
    ],
    [
      'an identifier beside the bucket',
      { vitals: [{ ...lcp('/test', 2500), attempt: randomUUID() }] },
      /attempt should not exist/,
    ],
    [
      'more than 12 vitals',
      { vitals: Array.from({ length: 13 }, () => lcp('/test', 2500)) },
      /vitals must contain no more than 12/,
    ],
    ['no events and no vitals', { events: [] }, /the batch holds no events and no vitals/],
  ])('refuses %s with 400, and stores none of the batch', async (_what, batch, message) => {
    const before = await webVitals(t);
    const answer = await post(t, { events: [], ...batch });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(message);
    await expect(webVitals(t)).resolves.toEqual(before);
  });
});
