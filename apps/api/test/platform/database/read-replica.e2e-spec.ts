import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../../src/platform/database/data-source-options';
import { runMigrationsLocked } from '../../../src/platform/database/migrating/run-migrations';
import { type TestApp, createTestApp, createTestDatabase, graphql } from '../../helpers/test-app';

const TOKEN = 'read-replica-analytics-token';
const METRICS_TOKEN = 'read-replica-metrics-token';
const AUTH = { authorization: `Bearer ${TOKEN}` };
const QUIZ = { personality: 'healthy', answers: { flavor: 'fresh', dining: 'fresh_natural', cooking: 'simple' } };

/**
 * DATABASE_READ_URL here names a second database that stands in for the replica (scale:check runs a real
 * streaming one): what the analysts read must come from it, and what visitors write must go to the primary.
 */
describe('DATABASE_READ_URL', () => {
  let t: TestApp;
  let replica: DataSource;
  beforeAll(async () => {
    const readUrl = (await createTestDatabase()).toString();
    replica = await new DataSource(dataSourceOptions(readUrl)).initialize();
    await runMigrationsLocked(replica);
    t = await createTestApp({
      env: { DATABASE_READ_URL: readUrl, ANALYTICS_TOKEN: TOKEN, METRICS_TOKEN, RATE_LIMIT_SAVES_PER_MINUTE: '0' },
    });
  });
  afterAll(async () => {
    await t.close();
    await replica.destroy();
  });

  it("stores visitors' saves on the primary and answers analysts from the replica", async () => {
    const saved = await t.app.inject({ method: 'POST', url: '/api/personality-results', payload: QUIZ });
    expect(saved.statusCode).toBe(201);
    expect((await t.db.query('SELECT count(*)::int AS n FROM personality_results')).rows[0].n).toBe(1);
    // The replica has not got it: the analysts see what the replica holds.
    const stats = await graphql(t.app, '{ resultStats { total asOf } }', {}, AUTH);
    expect(stats.body.data.resultStats.total).toBe(0);
    await replica.query(
      `INSERT INTO personality_results (personality, answers) VALUES ('comfort', '{"flavor":"mild","dining":"cozy","cooking":"traditional"}'), ('comfort', '{"flavor":"mild","dining":"cozy","cooking":"traditional"}')`,
    );
    const again = await graphql(t.app, '{ resultStats { total } funnel { starts asOf } }', {}, AUTH);
    expect(again.body.data.resultStats.total).toBe(2);
    expect(Date.parse(again.body.data.funnel.asOf)).not.toBeNaN();
    const csv = await t.app.inject({ method: 'GET', url: '/api/results.csv', headers: AUTH });
    expect(csv.body.trim().split('\n')).toHaveLength(3);
    // A just-saved result is shared on the primary, where it is.
    const id = saved.json().id;
    expect((await t.app.inject({ method: 'PUT', url: `/api/personality-results/${id}/share` })).statusCode).toBe(200);
  });

  it('reports the replica in readiness and its lag in /metrics, without depending on it', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().details.readReplica).toEqual({ status: 'up', reachable: true, lagSeconds: 0 });
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toMatch(/^tastetype_db_replica_lag_seconds 0$/m);
  });
});
