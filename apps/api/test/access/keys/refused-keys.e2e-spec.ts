import { createKey } from '../../helpers/keys';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

const STATS = '{ resultStats { total } }';
const METRICS_TOKEN = 'test-metrics-token-0123456789';

async function refusal(t: TestApp, authorization: string, from = '198.51.100.1') {
  const { body } = await graphql(t.app, STATS, {}, { authorization, 'x-forwarded-for': from });
  return { message: body.errors?.[0]?.message, code: body.errors?.[0]?.extensions?.code };
}

async function refusedKeys(t: TestApp): Promise<Record<string, number>> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const counts: Record<string, number> = {};
  for (const [, reason, count] of response.body.matchAll(/^tastetype_key_refusals_total\{reason="(\w+)"\} (\d+)$/gm)) {
    counts[reason as string] = Number(count);
  }
  return counts;
}

describe('refused keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1', METRICS_TOKEN } });
  });
  afterAll(async () => t.close());

  it('a revoked key is refused with that reason, over REST and GraphQL', async () => {
    const key = await createKey(t.db, ['analytics:read', 'results:export']);
    expect(await refusal(t, key.bearer.authorization)).toEqual({ message: undefined, code: undefined });
    await graphql(
      t.app,
      `mutation { revokeApiKey(key: "${key.id}") { id } }`,
      {},
      (await createKey(t.db, ['keys:manage'])).bearer,
    );
    expect(await refusal(t, key.bearer.authorization)).toEqual({
      message: 'This key was revoked',
      code: 'UNAUTHENTICATED',
    });
    const csv = await t.app.inject({ method: 'GET', url: '/api/results.csv', headers: key.bearer });
    expect([csv.statusCode, csv.headers['www-authenticate'], csv.json().message]).toEqual([
      401,
      'Bearer',
      'This key was revoked',
    ]);
  });

  it('an expired key is refused naming when it expired', async () => {
    const key = await createKey(t.db, ['analytics:read']);
    await t.db.query(`UPDATE api_keys SET expires_at = '2026-01-02T03:04:05Z' WHERE id = $1`, [key.id]);
    expect(await refusal(t, key.bearer.authorization)).toEqual({
      message: 'This key expired on 2026-01-02T03:04:05.000Z',
      code: 'UNAUTHENTICATED',
    });
  });

  it('a key with a wrong checksum is refused as mistyped, and an unknown one as unknown, both counted and never stored', async () => {
    const key = await createKey(t.db, ['analytics:read']);
    const before = await refusedKeys(t);
    const typo = key.secret.slice(0, 10) + (key.secret[10] === 'a' ? 'b' : 'a') + key.secret.slice(11);
    expect(await refusal(t, `Bearer ${typo}`)).toEqual({
      message: 'This key is mistyped: its checksum does not match',
      code: 'UNAUTHENTICATED',
    });
    const unknown = (await createKey(t.db, ['analytics:read'])).secret;
    await t.db.query('DELETE FROM api_keys WHERE prefix = $1', [unknown.slice(0, 8)]);
    expect(await refusal(t, `Bearer ${unknown}`)).toEqual({
      message: 'This key is not known to this server',
      code: 'UNAUTHENTICATED',
    });
    const after = await refusedKeys(t);
    expect(after['mistyped']).toBe((before['mistyped'] ?? 0) + 1);
    expect(after['unknown']).toBe((before['unknown'] ?? 0) + 1);
    const stored = await t.db.query(`SELECT * FROM key_audit WHERE operation || outcome || key_name LIKE '%tt_%'`);
    expect(stored.rows).toEqual([]);
  });

  it('a mistyped key is refused without a look-up: with the keys table gone, it is still refused as mistyped', async () => {
    const key = await createKey(t.db, ['analytics:read']);
    const typo = `${key.secret.slice(0, -1)}${key.secret.endsWith('0') ? '1' : '0'}`;
    await t.db.query('ALTER TABLE api_keys RENAME TO api_keys_away');
    try {
      expect(await refusal(t, `Bearer ${typo}`)).toEqual({
        message: 'This key is mistyped: its checksum does not match',
        code: 'UNAUTHENTICATED',
      });
    } finally {
      await t.db.query('ALTER TABLE api_keys_away RENAME TO api_keys');
    }
  });
});

describe('failed attempts are limited per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1', KEY_FAILURES_PER_MINUTE: '3' } });
  });
  afterAll(async () => t.close());

  it('past KEY_FAILURES_PER_MINUTE refused keys an address gets 429 with Retry-After, even with a right key; another address is untouched', async () => {
    const key = await createKey(t.db, ['analytics:read']);
    const guesser = '203.0.113.7';
    for (let i = 0; i < 3; i++)
      expect((await refusal(t, 'Bearer not-a-key-at-all-really', guesser)).code).toBe('UNAUTHENTICATED');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/results.csv',
      headers: { authorization: 'Bearer not-a-key-at-all-really', 'x-forwarded-for': guesser },
    });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json().message).toMatch(/^Too many refused keys from your address: try again in \d+ s$/);
    expect(await refusal(t, key.bearer.authorization, guesser)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await refusal(t, key.bearer.authorization, '203.0.113.8')).toEqual({ message: undefined, code: undefined });
  });

  it('a key lacking the scope counts as refused; a request without any key does not', async () => {
    const key = await createKey(t.db, ['metrics:read']);
    const from = '203.0.113.20';
    for (let i = 0; i < 5; i++) {
      const { body } = await graphql(t.app, STATS, {}, { 'x-forwarded-for': from });
      expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    for (let i = 0; i < 3; i++) expect((await refusal(t, key.bearer.authorization, from)).code).toBe('FORBIDDEN');
    expect((await refusal(t, key.bearer.authorization, from)).code).toBe('RATE_LIMITED');
  });
});
