import { RedisServer } from '../../helpers/redis-server';
import { type TestApp, createTestApp } from '../../helpers/test-app';
import { waitFor } from '../../helpers/http-download';

const QUIZ = { personality: 'comfort', answers: { flavor: 'mild', dining: 'cozy', cooking: 'traditional' } };
const METRICS_TOKEN = 'shared-limits-metrics-token';

/** Two replicas of the server on one database and one Redis, each client 3 saves a minute. */
describe('limits shared by every replica through Redis (REDIS_URL)', () => {
  let redis: RedisServer;
  const replicas: TestApp[] = [];
  let client = 0;
  // A new client address for each test: counts live on in Redis between tests.
  const nextClient = () => `198.51.100.${(client += 1)}`;

  beforeAll(async () => {
    redis = await RedisServer.start();
    const env = {
      REDIS_URL: redis.url,
      RATE_LIMIT_SAVES_PER_MINUTE: '3',
      TRUST_PROXY: '1',
      METRICS_TOKEN,
    };
    for (let replica = 0; replica < 2; replica++) replicas.push(await createTestApp({ env }));
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await redis.kill();
  });

  const save = (replica: TestApp, address: string) =>
    replica.app.inject({
      method: 'POST',
      url: '/api/personality-results',
      payload: QUIZ,
      headers: { 'x-forwarded-for': address },
    });
  const metric = async (replica: TestApp, line: RegExp) => {
    const response = await replica.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    return Number(line.exec(response.body)?.[1] ?? NaN);
  };
  const redisUp = (replica: TestApp) => metric(replica, /^tastetype_redis_up (\d+)$/m);

  it("caps one client's saves at the limit across replicas: 2 on each, the 4th refused wherever it lands", async () => {
    const address = nextClient();
    const statuses = [];
    for (const replica of [replicas[0], replicas[1], replicas[0], replicas[1]])
      statuses.push((await save(replica, address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await save(replicas[0], address)).statusCode).toBe(429);
    // Another client has a budget of its own.
    expect((await save(replicas[1], nextClient())).statusCode).toBe(201);
  });

  it('falls back to per-process counts while Redis is away, failing no request, and shares again once it is back', async () => {
    expect(await redisUp(replicas[0])).toBe(1);
    await redis.kill();
    await waitFor('the replicas to see Redis gone', async () => (await redisUp(replicas[0])) === 0);

    const address = nextClient();
    // Each replica now counts alone: 3 on each before its own refusal, none of them a 5xx.
    const first = [];
    for (let n = 0; n < 4; n++) first.push((await save(replicas[0], address)).statusCode);
    const second = [];
    for (let n = 0; n < 4; n++) second.push((await save(replicas[1], address)).statusCode);
    expect([first, second]).toEqual([
      [201, 201, 201, 429],
      [201, 201, 201, 429],
    ]);
    expect(await metric(replicas[0], /^tastetype_limit_fallbacks_total\{limit="saves"\} (\d+)$/m)).toBeGreaterThan(0);
    // Readiness does not depend on Redis.
    expect((await replicas[0].app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);

    await redis.start();
    for (const replica of replicas)
      await waitFor('the replicas to reconnect to Redis', async () => (await redisUp(replica)) === 1);
    const again = nextClient();
    const statuses = [];
    for (const replica of [replicas[1], replicas[0], replicas[1], replicas[0]])
      statuses.push((await save(replica, again)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
