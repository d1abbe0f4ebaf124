import { type TestApp, createTestApp } from '../../helpers/test-app';

const TOKEN = 'metrics-test-token-0123456789';
const QUIZ = {
  personality: 'adventurous',
  answers: { flavor: 'spicy', dining: 'exotic', cooking: 'simple' },
};

/** The value of one sample line of the Prometheus text, e.g. `name{label="x"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await createTestApp({
        env: {
          METRICS_TOKEN: TOKEN,
          RATE_LIMIT_SAVES_PER_MINUTE: '2',
          RATE_LIMIT_REQUESTS_PER_MINUTE: '20',
          TRUST_PROXY: '1',
        },
      })),
  );
  afterAll(async () => t.close());

  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('refuses a scrape without the token, or with a wrong one, with 401, WWW-Authenticate: Bearer and no figure', async () => {
    for (const [authorization, message] of [
      [undefined, 'This needs a key: send the header Authorization: Bearer <key>'],
      ['Bearer wrong-token-of-some-length', 'This key is not known to this server'],
      [TOKEN, 'This needs a key: send the header Authorization: Bearer <key>'],
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect([response.statusCode, response.headers['www-authenticate']]).toEqual([401, 'Bearer']);
      expect(response.json().message).toBe(message);
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('counts saves by personality, shares, refusals by limit, and times requests by route and status', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/personality-results',
      payload: QUIZ,
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/personality-results/${saved.json().id}/share`,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/personality-results',
      payload: QUIZ,
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/personality-results',
      payload: QUIZ,
    });
    expect(refused.statusCode).toBe(429);

    const response = await scrape();
    const text = response.body;
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(sample(text, 'tastetype_results_saved_total{personality="adventurous"}')).toBe(2);
    expect(sample(text, 'tastetype_results_shared_total')).toBe(1);
    expect(sample(text, 'tastetype_rate_limited_total{limit="saves"}')).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="POST",route="/api/personality-results",status="201"}'),
    ).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="POST",route="/api/personality-results",status="429"}'),
    ).toBe(1);
    // A route pattern, never the id in the URL.
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="PUT",route="/api/personality-results/:id/share",status="200"}',
      ),
    ).toBe(1);
    expect(text).not.toContain(saved.json().id);
  });

  it('shows the database pool, the event loop and the process', async () => {
    const text = (await scrape()).body;
    for (const state of ['in_use', 'idle', 'waiting']) {
      expect(sample(text, `tastetype_db_pool_connections{state="${state}"}`)).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts requests refused by the general limit, which applies to scrapes too', async () => {
    const visitor = { 'x-forwarded-for': '203.0.113.9' };
    let status = 200;
    for (let i = 0; i < 25 && status !== 429; i++) {
      status = (await t.app.inject({ method: 'GET', url: '/api/personalities', headers: visitor })).statusCode;
    }
    expect(status).toBe(429);
    const fromVisitor = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { ...visitor, authorization: `Bearer ${TOKEN}` },
    });
    expect(fromVisitor.statusCode).toBe(429);
    expect(sample((await scrape()).body, 'tastetype_rate_limited_total{limit="requests"}')).toBe(2);
  });
});

describe('GET /metrics on a server without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t.close());

  it('answers 401 to any token: only a key with metrics:read opens it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer anything-at-all-here' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('This key is not known to this server');
  });
});

describe("GET /metrics: each table's bytes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    // A table partitioned by day as funnel_events is, made before the first scrape (sizes are read at most every 30 s).
    await t.db.query(`CREATE TABLE daily_things (at date NOT NULL, note text) PARTITION BY RANGE (at);
      CREATE TABLE daily_things_p20260101 PARTITION OF daily_things FOR VALUES FROM ('2026-01-01') TO ('2026-01-02');
      CREATE TABLE daily_things_p20260102 PARTITION OF daily_things FOR VALUES FROM ('2026-01-02') TO ('2026-01-03');
      INSERT INTO daily_things SELECT '2026-01-01'::date + (n % 2), repeat('x', 200) FROM generate_series(1, 2000) n`);
  });
  afterAll(async () => t.close());

  it('counts a partitioned table once, under its own name, with every partition in it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const { rows } = await t.db.query(
      `SELECT sum(pg_total_relation_size(relid))::bigint AS bytes FROM pg_partition_tree('daily_things')`,
    );
    expect(sample(response.body, 'tastetype_table_bytes{table="daily_things"}')).toBe(Number(rows[0].bytes));
    expect(Number(rows[0].bytes)).toBeGreaterThan(2 * 8192);
    expect(response.body).not.toContain('daily_things_p2026');
    expect(sample(response.body, 'tastetype_table_bytes{table="personality_results"}')).toBeGreaterThan(0);
  });
});
