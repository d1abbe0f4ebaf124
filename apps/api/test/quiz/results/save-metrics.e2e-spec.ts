import { Client } from 'pg';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

const TOKEN = 'save-metrics-token-0123456789';
const SAVE = `mutation Save($input: SavePersonalityResultInput!) { savePersonalityResult(input: $input) { id } }`;
const QUIZ = { personality: 'comfort', answers: { flavor: 'mild', dining: 'cozy', cooking: 'simple' } };
const WRONG = { ...QUIZ, personality: 'healthy' };

/** The value of one sample line of the Prometheus text; 0 when the series is absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

/** The saves' objectives (deploy/monitoring) read this histogram: every outcome of both apis must land in it. */
describe('tastetype_save_duration_seconds', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_SAVES_PER_MINUTE: '3', TRUST_PROXY: '1' } })),
  );
  afterAll(async () => t.close());

  const scrape = async () =>
    (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
  const count = (text: string, api: string, outcome: string) =>
    sample(text, `tastetype_save_duration_seconds_count{api="${api}",outcome="${outcome}"}`);
  const rest = (payload: object, client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/personality-results',
      payload,
      headers: { 'x-forwarded-for': client },
    });

  it('times stored saves and refusals (bad input, the save limit) of REST and GraphQL apart', async () => {
    expect((await rest(QUIZ, '198.51.100.1')).statusCode).toBe(201);
    expect((await rest({ ...QUIZ, clientId: '0b5f2f7e-4c4e-4f7c-9f5e-2b9f1c1d0a01' }, '198.51.100.1')).statusCode).toBe(
      201,
    );
    expect((await rest({ ...QUIZ, clientId: '0b5f2f7e-4c4e-4f7c-9f5e-2b9f1c1d0a01' }, '198.51.100.1')).statusCode).toBe(
      200,
    );
    expect((await rest(WRONG, '198.51.100.1')).statusCode).toBe(400);
    expect((await rest(QUIZ, '198.51.100.1')).statusCode).toBe(201);
    expect((await rest(QUIZ, '198.51.100.1')).statusCode).toBe(429);
    expect((await graphql(t.app, SAVE, { input: QUIZ })).body.errors).toBeUndefined();
    expect((await graphql(t.app, SAVE, { input: WRONG })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    const text = await scrape();
    expect(count(text, 'rest', 'stored')).toBe(4);
    expect(count(text, 'rest', 'refused')).toBe(2);
    expect(count(text, 'graphql', 'stored')).toBe(1);
    expect(count(text, 'graphql', 'refused')).toBe(1);
    // Present at 0 before any failure, so that a rate sees the first one.
    expect(text).toContain('tastetype_save_duration_seconds_count{api="rest",outcome="failed"} 0\n');
    expect(text).toContain('tastetype_save_duration_seconds_count{api="graphql",outcome="failed"} 0\n');
    // The latency objective's threshold (250 ms) is a bucket boundary; how many saves fall within it is the clock's.
    expect(text).toMatch(/^tastetype_save_duration_seconds_bucket\{le="0.25",api="rest",outcome="stored"\} \d+$/m);
    expect(sample(text, 'tastetype_save_duration_seconds_bucket{le="+Inf",api="rest",outcome="stored"}')).toBe(4);
  });

  it('counts a save the database could not take as failed, and tastetype_db_up says the database is away', async () => {
    expect(sample(await scrape(), 'tastetype_db_up')).toBe(1);
    const [{ database, own }] = (
      await t.db.query<{ database: string; own: number }>(
        'SELECT current_database() AS database, pg_backend_pid() AS own',
      )
    ).rows as [{ database: string; own: number }];
    // Connections to the app's database are refused and cut from another one: the app sees its database go away.
    const admin = new Client({ connectionString: process.env['TEST_POSTGRES_URL'] });
    await admin.connect();
    const allow = (allowed: boolean) => admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS ${allowed}`);
    await allow(false);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> $2', [
      database,
      own,
    ]);
    try {
      expect((await rest(QUIZ, '198.51.100.2')).statusCode).toBeGreaterThanOrEqual(500);
      expect((await graphql(t.app, SAVE, { input: QUIZ })).body.errors).toHaveLength(1);
      const text = await scrape();
      expect(count(text, 'rest', 'failed')).toBe(1);
      expect(count(text, 'graphql', 'failed')).toBe(1);
      expect(sample(text, 'tastetype_db_up')).toBe(0);
    } finally {
      await allow(true);
      await admin.end();
    }
    expect((await rest(QUIZ, '198.51.100.2')).statusCode).toBe(201);
    expect(sample(await scrape(), 'tastetype_db_up')).toBe(1);
  });
});
