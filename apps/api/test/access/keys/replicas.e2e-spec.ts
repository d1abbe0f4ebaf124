import { waitFor } from '../../helpers/http-download';
import { createKey } from '../../helpers/keys';
import { RedisServer } from '../../helpers/redis-server';
import { type TestApp, createTestApp, createTestDatabase, graphql } from '../../helpers/test-app';

/** The floor: every replica refuses a revoked key within 5 s (the bench measures how soon). */
const FLOOR_MS = 5_000;
const STATS = '{ resultStats { total } }';

async function refusedBy(replica: TestApp, bearer: { authorization: string }): Promise<boolean> {
  const { body } = await graphql(replica.app, STATS, {}, bearer);
  return body.errors?.[0]?.message === 'This key was revoked';
}

describe.each([
  ['broadcast through Redis', true],
  ['without Redis, by the cache expiring', false],
])('a key revoked on one replica, %s', (_how, withRedis) => {
  let redis: RedisServer | undefined;
  const replicas: TestApp[] = [];
  beforeAll(async () => {
    redis = withRedis ? await RedisServer.start() : undefined;
    const database = await createTestDatabase();
    const env = { KEY_FAILURES_PER_MINUTE: '0', ...(redis ? { REDIS_URL: redis.url } : {}) };
    for (let replica = 0; replica < 2; replica++) replicas.push(await createTestApp({ env, database }));
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await redis?.kill();
  });

  it('is refused by the other replica, which had it cached, within the floor', async () => {
    const [first, second] = replicas as [TestApp, TestApp];
    const key = await createKey(first.db, ['analytics:read']);
    const manager = await createKey(first.db, ['keys:manage']);
    // Both replicas now hold the key in their caches.
    for (const replica of replicas)
      expect((await graphql(replica.app, STATS, {}, key.bearer)).body.errors).toBeUndefined();
    const revoked = await graphql(
      first.app,
      `mutation { revokeApiKey(key: "${key.id}") { revokedAt } }`,
      {},
      manager.bearer,
    );
    expect(revoked.body.data.revokeApiKey.revokedAt).toEqual(expect.any(String));
    expect(await refusedBy(first, key.bearer)).toBe(true);
    await waitFor('the other replica to refuse the revoked key', () => refusedBy(second, key.bearer), FLOOR_MS);
  });
});
