import { randomUUID } from 'node:crypto';
import { type TestApp, createTestApp } from '../../helpers/test-app';

const BEACON = 'text/plain;charset=UTF-8';
const attempt = randomUUID();
const view = (route: string) => ({ name: 'page_view', attempt, route });

function post(t: TestApp, body: unknown, contentType = 'application/json', headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/events',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': contentType, ...headers },
  });
}

const storedCount = async (t: TestApp): Promise<number> =>
  (await t.db.query('SELECT count(*)::int AS n FROM funnel_events')).rows[0].n;

describe('POST /api/events', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ env: { RATE_LIMIT_EVENTS_PER_MINUTE: '0' } })));
  afterAll(async () => t.close());

  it('takes a sendBeacon body (text/plain JSON) with 204 and keeps only the route pattern', async () => {
    const response = await post(t, { events: [view('/results/adventurous')] }, BEACON);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const { rows } = await t.db.query('SELECT * FROM funnel_events');
    expect(rows).toEqual([
      {
        at: expect.any(Date),
        name: 'page_view',
        attempt,
        route: '/results/:personality',
        question: null,
        seconds: null,
        from_share: false,
        // Sent from the site itself, not from a publisher's embed.
        embed_origin: null,
        landing: null,
        // Without an arrival: a direct visit.
        channel: 'Direct',
        source: '(direct)',
        medium: '(none)',
        campaign: '(not set)',
      },
    ]);
  });

  it('takes application/json, with whole seconds and fromShare kept', async () => {
    await t.db.query('DELETE FROM funnel_events');
    const events = [
      { name: 'quiz_start', attempt, fromShare: true },
      { name: 'question_answered', attempt, question: 3, fromShare: true },
      { name: 'quiz_complete', attempt, seconds: 41.6, fromShare: true },
      view('/private/path?email=a@b.c'),
    ];
    expect((await post(t, { events })).statusCode).toBe(204);
    const { rows } = await t.db.query('SELECT name, route, question, seconds, from_share FROM funnel_events');
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: 'quiz_start', route: null, question: null, seconds: null, from_share: true },
        { name: 'question_answered', route: null, question: 3, seconds: null, from_share: true },
        { name: 'quiz_complete', route: null, question: null, seconds: 42, from_share: true },
        { name: 'page_view', route: 'other', question: null, seconds: null, from_share: false },
      ]),
    );
  });

  const fifty = Array.from({ length: 50 }, () => view('/'));
  it.each([
    ['an unknown name', [{ name: 'purchase', attempt }], 'events.0.name must be one of page_view, quiz_start'],
    ['no attempt', [{ name: 'quiz_start' }], 'events.0.attempt must be a UUID'],
    ['an attempt that is no UUID', [{ name: 'quiz_start', attempt: 'abc' }], 'events.0.attempt must be a UUID'],
    ['an unknown field', [{ name: 'quiz_start', attempt, ip: '1.2.3.4' }], 'events.0.property ip should not exist'],
    [
      'a route on another event',
      [{ name: 'quiz_start', attempt, route: '/' }],
      'events.0.route is only allowed on page_view events',
    ],
    ['a page_view without route', [{ name: 'page_view', attempt }], 'events.0.route is required on page_view events'],
    [
      'a route over 200 characters',
      [view(`/${'a'.repeat(200)}`)],
      'events.0.route must be shorter than or equal to 200 characters',
    ],
    [
      'a route that is no pathname',
      [view('https://example.com/')],
      'events.0.route must be a pathname, starting with /',
    ],
    [
      'a question on another event',
      [{ ...view('/'), question: 1 }],
      'events.0.question is only allowed on question_answered events',
    ],
    [
      'question 4',
      [{ name: 'question_answered', attempt, question: 4 }],
      'events.0.question must not be greater than 3',
    ],
    [
      'no question',
      [{ name: 'question_answered', attempt }],
      'events.0.question is required on question_answered events',
    ],
    ['no seconds', [{ name: 'quiz_complete', attempt }], 'events.0.seconds is required on quiz_complete events'],
    ['negative seconds', [{ name: 'quiz_complete', attempt, seconds: -1 }], 'events.0.seconds must not be less than 0'],
    [
      'over a day of seconds',
      [{ name: 'quiz_complete', attempt, seconds: 86_401 }],
      'events.0.seconds must not be greater than 86400',
    ],
    ['seconds as text', [{ name: 'quiz_complete', attempt, seconds: '12' }], 'events.0.seconds must be a number'],
    [
      'fromShare as text',
      [{ name: 'retake', attempt, fromShare: 'yes' }],
      'events.0.fromShare must be a boolean value',
    ],
    ['a good event beside a bad one', [view('/'), { name: 'retake', attempt: 'x' }], 'events.1.attempt must be a UUID'],
    ['no events (and no vitals)', [], 'the batch holds no events and no vitals'],
    ['51 events', [...fifty, view('/')], 'events must contain no more than 50 elements'],
  ])('refuses %s with 400 and stores nothing', async (_case, events, message) => {
    await t.db.query('DELETE FROM funnel_events');
    for (const contentType of ['application/json', BEACON]) {
      const response = await post(t, { events }, contentType);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
    await expect(storedCount(t)).resolves.toBe(0);
  });

  it.each([
    ['no body', ''],
    ['a batch that is not an object', '[]'],
    ['null', 'null'],
    ['events that are not objects', '{"events":[null,1,"page_view"]}'],
    ['events that are not an array', '{"events":{"name":"retake"}}'],
    ['broken JSON', '{"events":['],
    ['prototype poisoning', `{"events":[],"__proto__":{"polluted":true}}`],
    ['JSON nested 30 deep', `{"events":${'['.repeat(30)}${']'.repeat(30)}}`],
  ])('refuses %s sent as a beacon with 400', async (_case, body) => {
    const response = await post(t, body, BEACON);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('takes exactly 50 events in one batch', async () => {
    await t.db.query('DELETE FROM funnel_events');
    expect((await post(t, { events: fifty }, BEACON)).statusCode).toBe(204);
    await expect(storedCount(t)).resolves.toBe(50);
  });

  it('refuses other body types with 415, and text/plain anywhere else', async () => {
    expect((await post(t, { events: [view('/')] }, 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/personality-results',
      payload: '{"personality":"comfort"}',
      headers: { 'content-type': BEACON },
    });
    expect(elsewhere.statusCode).toBe(415);
  });
});

describe('POST /api/events per client (RATE_LIMIT_EVENTS_PER_MINUTE=2, TRUST_PROXY=1)', () => {
  const METRICS_TOKEN = 'test-metrics-token-0123456789';
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await createTestApp({
        env: { RATE_LIMIT_EVENTS_PER_MINUTE: '2', TRUST_PROXY: '1', METRICS_TOKEN },
      })),
  );
  afterAll(async () => t.close());

  it('refuses the third batch of a minute with 429 and Retry-After, other clients unaffected', async () => {
    const from = (address: string) => post(t, { events: [view('/')] }, BEACON, { 'x-forwarded-for': address });
    expect((await from('203.0.113.7')).statusCode).toBe(204);
    expect((await from('203.0.113.7')).statusCode).toBe(204);
    const refused = await from('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many event batches from your address: try again in ${refused.headers['retry-after']} s`,
    });
    expect((await from('203.0.113.8')).statusCode).toBe(204);
    await expect(storedCount(t)).resolves.toBe(3);
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toContain('tastetype_funnel_events_total{name="page_view"} 3\n');
    expect(metrics.body).toContain('tastetype_rate_limited_total{limit="events"} 1\n');
  });
});
