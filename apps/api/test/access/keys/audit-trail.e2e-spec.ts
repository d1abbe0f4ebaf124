import { createKey } from '../../helpers/keys';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

const ANALYTICS_TOKEN = 'test-analytics-token-0123456789';
const METRICS_TOKEN = 'test-metrics-token-0123456789';
const AUDIT = `query Audit($key: String, $from: DateTime) {
  keyAudit(key: $key, from: $from) { minute keyId keyName operation outcome uses }
}`;

describe('the audit trail', () => {
  let t: TestApp;
  let manager: Awaited<ReturnType<typeof createKey>>;
  const audit = async (variables: Record<string, unknown>) => {
    const { body } = await graphql(t.app, AUDIT, variables, manager.bearer);
    expect(body.errors).toBeUndefined();
    return body.data.keyAudit as {
      minute: string;
      keyId: string | null;
      keyName: string;
      operation: string;
      outcome: string;
      uses: number;
    }[];
  };
  beforeAll(async () => {
    t = await createTestApp({ env: { ANALYTICS_TOKEN, METRICS_TOKEN, KEY_FAILURES_PER_MINUTE: '0' } });
    manager = await createKey(t.db, ['keys:manage'], { name: 'audit reader' });
  });
  afterAll(async () => t.close());

  it('holds allowed and denied uses with the key, the operation and the outcome, repeated reads folded per minute', async () => {
    const reader = await createKey(t.db, ['analytics:read'], { name: 'Ana (laptop)' });
    for (let i = 0; i < 25; i++) {
      expect(
        (await graphql(t.app, 'query Stats { resultStats { total } }', {}, reader.bearer)).body.errors,
      ).toBeUndefined();
    }
    await graphql(t.app, 'query Keys { apiKeys { id } }', {}, reader.bearer);
    await t.app.inject({ method: 'GET', url: '/api/results.csv', headers: reader.bearer });
    const entries = await audit({ key: reader.id });
    const minute = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
    const base = { keyId: reader.id, keyName: 'Ana (laptop)', minute };
    expect(entries).toEqual(
      expect.arrayContaining([
        { ...base, operation: 'graphql Keys.apiKeys', outcome: 'denied: lacks keys:manage', uses: 1 },
        { ...base, operation: 'GET /api/results.csv', outcome: 'denied: lacks results:export', uses: 1 },
      ]),
    );
    // One row per key, operation, outcome and minute: a minute's boundary may split the 25 reads in two at most.
    const reads = entries.filter((entry) => entry.operation === 'graphql Stats.resultStats');
    expect(reads.length).toBeLessThanOrEqual(2);
    expect(reads.every((entry) => entry.outcome === 'allowed' && entry.keyName === 'Ana (laptop)')).toBe(true);
    expect(reads.reduce((sum, entry) => sum + entry.uses, 0)).toBe(25);
  });

  it('records a revoked key’s attempts as denied with the reason, and its last use', async () => {
    const key = await createKey(t.db, ['analytics:read'], { name: 'lost phone' });
    await graphql(t.app, 'query Stats { resultStats { total } }', {}, key.bearer);
    await graphql(t.app, `mutation { revokeApiKey(key: "${key.id}") { id } }`, {}, manager.bearer);
    await graphql(t.app, 'query Stats { resultStats { total } }', {}, key.bearer);
    expect(await audit({ key: key.id })).toEqual([
      expect.objectContaining({
        operation: 'graphql Stats.resultStats',
        outcome: 'denied: This key was revoked',
        uses: 1,
      }),
      expect.objectContaining({ operation: 'graphql Stats.resultStats', outcome: 'allowed', uses: 1 }),
    ]);
    const { body } = await graphql(t.app, '{ apiKeys { id lastUsedAt revokedAt } }', {}, manager.bearer);
    const listed = body.data.apiKeys.find((entry: { id: string }) => entry.id === key.id);
    expect(Date.parse(listed.lastUsedAt)).toBeLessThanOrEqual(Date.parse(listed.revokedAt));
  });

  it('the deprecated tokens still work, and appear under their setting’s name', async () => {
    const stats = await graphql(
      t.app,
      'query Old { resultStats { total } }',
      {},
      { authorization: `Bearer ${ANALYTICS_TOKEN}` },
    );
    expect(stats.body.data.resultStats).toEqual({ total: 0 });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/results.csv',
      headers: { authorization: `Bearer ${ANALYTICS_TOKEN}` },
    });
    expect(csv.statusCode).toBe(200);
    const scrape = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scrape.statusCode).toBe(200);
    expect(await audit({ key: 'ANALYTICS_TOKEN' })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          keyId: null,
          keyName: 'ANALYTICS_TOKEN',
          operation: 'graphql Old.resultStats',
          outcome: 'allowed',
        }),
        expect.objectContaining({
          keyId: null,
          keyName: 'ANALYTICS_TOKEN',
          operation: 'GET /api/results.csv',
          outcome: 'allowed',
        }),
      ]),
    );
    expect(await audit({ key: 'METRICS_TOKEN' })).toEqual([
      expect.objectContaining({
        keyId: null,
        keyName: 'METRICS_TOKEN',
        operation: 'GET /metrics',
        outcome: 'allowed',
        uses: 1,
      }),
    ]);
  });

  it('is queried by time too, and holds no address', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(await audit({ from: future })).toEqual([]);
    const columns = await t.db.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'key_audit'`,
    );
    expect(columns.rows.map((row) => row.column_name).sort()).toEqual(
      ['id', 'key_id', 'key_name', 'minute', 'operation', 'outcome', 'uses'].sort(),
    );
  });
});

describe('the audit trail past AUDIT_KEEP_DAYS', () => {
  it('is deleted when the server starts (and hourly after), newer uses kept', async () => {
    const first = await createTestApp({ env: { AUDIT_KEEP_DAYS: '30' } });
    await first.db.query(`INSERT INTO key_audit (minute, key_name, operation, outcome, uses) VALUES
      (now() - interval '31 days', 'ANALYTICS_TOKEN', 'graphql Old.resultStats', 'allowed', 3),
      (now() - interval '29 days', 'ANALYTICS_TOKEN', 'graphql Newer.resultStats', 'allowed', 4)`);
    const url = new URL(process.env['TEST_POSTGRES_URL'] as string);
    url.pathname = `/${first.db.database}`;
    const second = await createTestApp({ env: { AUDIT_KEEP_DAYS: '30' }, database: url });
    try {
      // The start-up sweep is not awaited by the start: wait for it as a reader would.
      const kept = async () =>
        (await second.db.query('SELECT operation FROM key_audit')).rows.map((row) => row.operation);
      for (let tries = 0; (await kept()).length > 1 && tries < 100; tries++)
        await new Promise((done) => setTimeout(done, 50));
      expect(await kept()).toEqual(['graphql Newer.resultStats']);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
