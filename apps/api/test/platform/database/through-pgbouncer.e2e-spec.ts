import { ADVISORY_LOCKS_HERE } from '../../helpers/advisory-locks';
import { PgBouncer } from '../../helpers/pgbouncer';
import { type TestApp, createTestApp, createTestDatabase, graphql } from '../../helpers/test-app';

const TOKEN = 'pgbouncer-analytics-token';
const QUIZ = { personality: 'adventurous', answers: { flavor: 'spicy', dining: 'exotic', cooking: 'experimental' } };

/** The server through Debian's PgBouncer in transaction pooling mode, with fewer server connections than clients. */
describe('through PgBouncer (transaction pooling)', () => {
  let bouncer: PgBouncer;
  const replicas: TestApp[] = [];
  beforeAll(async () => {
    const server = new URL(process.env['TEST_POSTGRES_URL'] as string);
    bouncer = await PgBouncer.start(server, 2);
    // Three replicas start together on an empty database: their migrations race through the pooler.
    const database = await createTestDatabase();
    const env = { DATABASE_URL: bouncer.urlOf(database), ANALYTICS_TOKEN: TOKEN, DATABASE_POOL_SIZE: '3' };
    replicas.push(...(await Promise.all([0, 1, 2].map(() => createTestApp({ env, database })))));
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await bouncer?.stop();
  });

  it('migrates once with no lock left behind, then saves, shares, answers GraphQL and streams the CSV COPY', async () => {
    const [first, second, third] = replicas;
    const migrations = await first.db.query('SELECT count(*)::int AS n FROM migrations');
    expect(migrations.rows[0].n).toBeGreaterThan(0);
    const locks = await first.db.query(ADVISORY_LOCKS_HERE);
    expect(locks.rows[0].n).toBe(0);

    const saved = await first.app.inject({ method: 'POST', url: '/api/personality-results', payload: QUIZ });
    expect(saved.statusCode).toBe(201);
    const shared = await second.app.inject({ method: 'PUT', url: `/api/personality-results/${saved.json().id}/share` });
    expect([shared.statusCode, shared.json().shared]).toEqual([200, true]);
    const viaGraphql = await graphql(
      third.app,
      'mutation ($input: SavePersonalityResultInput!) { savePersonalityResult(input: $input) { id } }',
      { input: QUIZ },
    );
    expect(viaGraphql.body.errors).toBeUndefined();

    const csv = await third.app.inject({
      method: 'GET',
      url: '/api/results.csv',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(3);
    const stats = await graphql(
      first.app,
      '{ resultStats { total shared } }',
      {},
      { authorization: `Bearer ${TOKEN}` },
    );
    expect(stats.body.data.resultStats).toEqual({ total: 2, shared: 1 });
  });
});
