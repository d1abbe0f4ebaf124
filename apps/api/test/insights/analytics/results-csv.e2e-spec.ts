import { QUESTIONS, tally } from '@tastetype/quiz-domain';
import { firstChunk, listenOnLoopback, open, readRest, waitFor } from '../../helpers/http-download';
import { type ResultRowInput, insertResults } from '../../helpers/insert-results';
import { seedRandomResults } from '../../helpers/seed-random-results';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

const TOKEN = 'test-analytics-token-0123456789';
const AUTH = { authorization: `Bearer ${TOKEN}` };
const HEADER =
  'id,personality,flavor,dining,cooking,shared,created_at,locale,channel,source,medium,campaign,content,term';

// Stored out of order, with an offset, milliseconds, and two results at one instant.
const ROWS: ResultRowInput[] = [
  ['healthy', 'fresh', 'fresh_natural', 'simple', false, '2026-11-04T08:00:00Z'],
  ['comfort', 'mild', 'cozy', 'traditional', true, '2026-11-01T10:00:00.123Z'],
  ['adventurous', 'spicy', 'exotic', 'experimental', true, '2026-11-02T09:00:00+02:00'],
  ['adventurous', 'spicy', 'exotic', 'simple', false, '2026-11-03T23:59:59Z'],
  ['comfort', 'fresh', 'exotic', 'traditional', false, '2026-11-05T00:00:00Z'],
  ['healthy', 'fresh', 'fresh_natural', 'traditional', true, '2026-11-05T00:00:00Z'],
];

const STATS = `query Stats($from: DateTime, $to: DateTime, $personality: PersonalityKey) {
  resultStats(from: $from, to: $to, personality: $personality) { total }
}`;

const csvUrl = (filter: Record<string, string> = {}) => `/api/results.csv?${new URLSearchParams(filter)}`;
const lines = (csv: string) => csv.split('\n').slice(0, -1);

describe('GET /api/results.csv', () => {
  let t: TestApp;
  let ids: string[];
  const download = (filter: Record<string, string> = {}, headers: Record<string, string> = AUTH) =>
    t.app.inject({ method: 'GET', url: csvUrl(filter), headers });
  beforeAll(async () => {
    t = await createTestApp({ env: { ANALYTICS_TOKEN: TOKEN } });
    ids = await insertResults(t.db, ROWS);
  });
  afterAll(async () => t.close());

  it('gives a header row, then every result oldest first (ties by id), with UTC times, shared as true/false and the language', async () => {
    const expected = ROWS.map(([personality, flavor, dining, cooking, shared, createdAt], index) => ({
      // Stored without an arrival, as results before attribution were: its six columns empty.
      line: [ids[index], personality, flavor, dining, cooking, shared, new Date(createdAt).toISOString(), 'en']
        .concat(Array(6).fill(''))
        .join(','),
      order: `${new Date(createdAt).toISOString()} ${ids[index]}`,
    })).sort((a, b) => a.order.localeCompare(b.order));
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe([HEADER, ...expected.map((row) => row.line)].join('\n') + '\n');
  });

  it('is a no-store attachment of text/csv named after its filter, never compressed', async () => {
    const response = await download(
      { from: '2026-11-02', to: '2026-11-04T12:30:00Z', personality: 'adventurous' },
      { ...AUTH, 'accept-encoding': 'br, gzip' },
    );
    expect(response.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition':
        'attachment; filename="tastetype-results-from-2026-11-02-to-2026-11-04T123000Z-adventurous.csv"',
      'cache-control': 'no-store',
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect((await download()).headers['content-disposition']).toBe('attachment; filename="tastetype-results.csv"');
  });

  it.each<[Record<string, string>, number]>([
    [{ from: '2026-11-02T00:00:00Z', to: '2026-11-04T00:00:00Z' }, 2],
    [{ from: '2026-11-01T10:00:00.123Z', to: '2026-11-03T23:59:59Z' }, 2],
    [{ from: '2026-11-05' }, 2],
    [{ to: '2026-11-05T01:00:00+01:00' }, 4],
    [{ personality: 'adventurous' }, 2],
    [{ from: '2026-11-03T00:00:00Z', personality: 'healthy' }, 2],
    [{ from: '2020-01-01T00:00:00Z', to: '2020-01-01T00:00:00Z' }, 0],
  ])('for %o gives as many rows as resultStats counts (%i), [from, to) at UTC', async (filter, count) => {
    const rows = lines((await download(filter)).body);
    expect(rows[0]).toBe(HEADER);
    expect(rows).toHaveLength(count + 1);
    const personality = filter['personality'];
    if (personality) expect(rows.slice(1).every((row) => row.split(',')[1] === personality)).toBe(true);
    const { body } = await graphql(t.app, STATS, filter, AUTH);
    expect(body.data.resultStats.total).toBe(count);
  });

  it.each([
    [
      { from: 'yesterday' },
      'from must be an ISO 8601 date or date-time with a zone, from year 1 to 9999, e.g. 2026-11-01T00:00:00Z',
    ],
    [
      { to: '2026-02-31' },
      'to must be an ISO 8601 date or date-time with a zone, from year 1 to 9999, e.g. 2026-11-01T00:00:00Z',
    ],
    [
      { from: '2026-11-01T10:00:00' },
      'from must be an ISO 8601 date or date-time with a zone, from year 1 to 9999, e.g. 2026-11-01T00:00:00Z',
    ],
    [{ from: '2026-11-05T00:00:00Z', to: '2026-11-01T00:00:00Z' }, 'from must not be later than to'],
    [{ personality: 'picky' }, 'personality must be one of comfort, adventurous, healthy'],
    [{ personality: "comfort' OR 'x'='x" }, 'personality must be one of comfort, adventurous, healthy'],
    [{ locale: 'xx' }, 'locale must be one of the supported languages: en, es, de, fr, pt-BR, ar'],
    [{ locale: "en' OR 'x'='x" }, 'locale must be one of the supported languages: en, es, de, fr, pt-BR, ar'],
    [{ limit: '10' }, 'property limit should not exist'],
  ])('refuses %o with 400, before any CSV', async (filter, message) => {
    const response = await download(filter);
    expect([response.statusCode, response.json()]).toEqual([400, { statusCode: 400, error: 'Bad Request', message }]);
  });

  it('refuses a from given twice', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/results.csv?from=2026-11-01&from=2026-11-02',
      headers: AUTH,
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['no token', {}, 'This needs a key: send the header Authorization: Bearer <key>'],
    ['a wrong token', { authorization: 'Bearer wrong-token-of-some-length' }, 'This key is not known to this server'],
    [
      'the token without its scheme',
      { authorization: TOKEN },
      'This needs a key: send the header Authorization: Bearer <key>',
    ],
  ])(
    'answers a request with %s 401, WWW-Authenticate: Bearer and no CSV, even with a bad filter',
    async (_case, headers, message) => {
      for (const filter of [{}, { from: 'yesterday' }] as Record<string, string>[]) {
        const response = await download(filter, headers);
        expect([response.statusCode, response.headers['www-authenticate']]).toEqual([401, 'Bearer']);
        expect(response.json().message).toBe(message);
        expect(response.body).not.toContain(ids[0]);
      }
    },
  );
});

describe('GET /api/results.csv without ANALYTICS_TOKEN configured', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t.close());

  it('answers 401 and no CSV to what was the token elsewhere: only keys open it', async () => {
    await insertResults(t.db, ROWS);
    for (const [headers, message] of [
      [{}, 'This needs a key: send the header Authorization: Bearer <key>'],
      [AUTH, 'This key is not known to this server'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: '/api/results.csv', headers });
      expect([response.statusCode, response.json().message]).toEqual([401, message]);
      expect(response.body).not.toContain(HEADER);
    }
  });
});

describe('GET /api/results.csv of 200,000 results over a real connection', () => {
  const SEEDED = 200_000;
  const REQUEST_TIMEOUT_MS = 1000;
  const METRICS_TOKEN = 'test-metrics-token-0123456789';
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ANALYTICS_TOKEN: TOKEN, METRICS_TOKEN, REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
    });
    const [flavor, dining, cooking] = QUESTIONS.map((question) => question.options[0].id);
    const answers = { flavor, dining, cooking };
    await seedRandomResults(t.db, SEEDED, [{ personality: tally(answers), answers }]);
    origin = await listenOnLoopback(t.app);
  }, 60_000);
  afterAll(async () => t.close());

  /** The export's COPY as PostgreSQL runs it, if it runs (an idle connection still shows its last statement). */
  const runningCopies = async () =>
    (
      await t.db.query(
        `SELECT state, wait_event FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle' AND query LIKE 'COPY (%'
           AND backend_type = 'client backend'`, // one per export: the planner may give a COPY parallel workers too
      )
    ).rows;
  const poolInUse = async () => {
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    return Number(/tastetype_db_pool_connections\{state="in_use"\} (\d+)/.exec(metrics.body)?.[1]);
  };
  /** Downloads a test opens, each sending its first bytes; any left open are ended after the test, so none spills over. */
  const opened: Awaited<ReturnType<typeof open>>[] = [];
  const startExport = async () => {
    const response = await open(`${origin}/api/results.csv`, AUTH);
    opened.push(response);
    return { response, first: await firstChunk(response) };
  };
  afterEach(async () => {
    for (const response of opened.splice(0)) response.destroy();
    await waitFor('every COPY to stop', async () => (await runningCopies()).length === 0);
    await waitFor('every connection to leave the pool', async () => (await poolInUse()) === 0);
  }, 30_000);

  it('sends its first bytes while the COPY still runs, and goes on past REQUEST_TIMEOUT_MS for a slow reader', async () => {
    const started = Date.now();
    const { response, first } = await startExport();
    // Were the whole result buffered before sending, the COPY would be over by now.
    expect(await runningCopies()).toEqual([expect.objectContaining({ state: 'active' })]);
    expect(first.toString().startsWith(`${HEADER}\n`)).toBe(true);
    // Held back by this reader well past the request timeout (checked every second), the download is not cut.
    await waitFor('the request timeout to pass twice', async () => Date.now() - started > 2 * REQUEST_TIMEOUT_MS);
    expect((await runningCopies()).length).toBe(1);
    const csv = Buffer.concat([first, await readRest(response)]).toString();
    expect(lines(csv)).toHaveLength(SEEDED + 1);
    await waitFor('the connection to go back to the pool', async () => (await poolInUse()) === 0);
  }, 30_000);

  it('answers HEAD with the headers alone, running no COPY and taking no export slot', async () => {
    await startExport();
    await startExport();
    const response = await t.app.inject({ method: 'HEAD', url: '/api/results.csv', headers: AUTH });
    expect([response.statusCode, response.headers['content-type'], response.body]).toEqual([
      200,
      'text/csv; charset=utf-8',
      '',
    ]);
    expect((await runningCopies()).length).toBe(2);
  }, 30_000);

  it('stops the COPY and frees its connection when the client goes away mid-download', async () => {
    const { response } = await startExport();
    expect((await runningCopies()).length).toBe(1);
    response.destroy();
    await waitFor('the COPY to stop', async () => (await runningCopies()).length === 0);
    await waitFor('the connection to leave the pool', async () => (await poolInUse()) === 0);
    const next = await t.app.inject({ method: 'GET', url: csvUrl({ personality: 'healthy' }), headers: AUTH });
    expect([next.statusCode, lines(next.body)]).toEqual([200, [HEADER]]);
  }, 30_000);

  it('streams two exports at once and turns a third away with 503, while visitors still save', async () => {
    const held = [(await startExport()).response, (await startExport()).response];
    const third = await t.app.inject({ method: 'GET', url: '/api/results.csv', headers: AUTH });
    expect([third.statusCode, third.headers['retry-after'], third.json().message]).toEqual([
      503,
      '10',
      '2 CSV exports are streaming already: try again in 10 s',
    ]);
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/personality-results',
      payload: {
        personality: 'healthy',
        answers: { flavor: 'fresh', dining: 'fresh_natural', cooking: 'experimental' },
      },
    });
    expect(save.statusCode).toBe(201);
    held[0].destroy();
    await waitFor('the first export to end', async () => (await runningCopies()).length === 1);
    const next = await t.app.inject({ method: 'GET', url: csvUrl({ personality: 'healthy' }), headers: AUTH });
    expect([next.statusCode, lines(next.body)[0]]).toEqual([200, HEADER]);
  }, 30_000);
});
