import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

const QUIZ = {
  personality: 'adventurous',
  answers: { flavor: 'spicy', dining: 'exotic', cooking: 'simple' },
};
const WRONG_PERSONALITY = { ...QUIZ, personality: 'healthy' };
const SAVE = 'mutation Save($input: SavePersonalityResultInput!) { savePersonalityResult(input: $input) { id } }';

const countRows = async (t: TestApp): Promise<number> =>
  (await t.db.query('SELECT count(*)::int AS n FROM personality_results')).rows[0].n;

/** Saves over REST and over GraphQL, as one client (its X-Forwarded-For, when given). */
function savers(t: () => TestApp, forwardedFor?: string) {
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  return {
    rest: (payload: object = QUIZ) =>
      t().app.inject({
        method: 'POST',
        url: '/api/personality-results',
        payload,
        headers,
      }),
    graphql: (input: object = QUIZ) => graphql(t().app, SAVE, { input }, headers),
  };
}

const retryAfter = (headers: Record<string, unknown>) => Number(headers['retry-after']);

describe('rate limits', () => {
  describe('saves per minute (RATE_LIMIT_SAVES_PER_MINUTE=3, TRUST_PROXY=1)', () => {
    let t: TestApp;
    beforeAll(
      async () =>
        (t = await createTestApp({
          env: { RATE_LIMIT_SAVES_PER_MINUTE: '3', TRUST_PROXY: '1' },
        })),
    );
    afterAll(async () => t.close());

    it('counts REST and GraphQL saves together and refuses the 4th in both, with Retry-After, storing 3', async () => {
      const client = savers(() => t, '203.0.113.1');
      const before = await countRows(t);
      expect((await client.rest()).statusCode).toBe(201);
      const second = await client.graphql();
      expect(second.body.errors).toBeUndefined();
      expect(second.body.data.savePersonalityResult.id).toEqual(expect.any(String));
      expect((await client.rest()).statusCode).toBe(201);

      const rest = await client.rest();
      expect(rest.statusCode).toBe(429);
      expect(rest.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(retryAfter(rest.headers)).toBeLessThanOrEqual(60);
      expect(rest.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: `Too many results saved from your address: try again in ${rest.headers['retry-after']} s`,
      });

      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: SAVE, variables: { input: QUIZ } },
        headers: { 'x-forwarded-for': '203.0.113.1' },
      });
      const body = response.json();
      expect(body.data).toBeNull();
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/^Too many results saved from your address: try again in \d+ s$/),
          extensions: { code: 'RATE_LIMITED' },
        }),
      ]);
      expect(response.headers['retry-after']).toMatch(/^[1-9]\d*$/);

      expect((await countRows(t)) - before).toBe(3);
    });

    it('does not spend the budget on saves refused as invalid', async () => {
      const client = savers(() => t, '203.0.113.2');
      const before = await countRows(t);
      for (let i = 0; i < 3; i++) {
        expect((await client.rest(WRONG_PERSONALITY)).statusCode).toBe(400);
        expect((await client.rest({ ...QUIZ, personality: 'picky' })).statusCode).toBe(400);
        const refused = await client.graphql(WRONG_PERSONALITY);
        expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
        expect((await client.graphql({ ...QUIZ, personality: 'picky' })).status).toBe(400);
      }
      expect(await countRows(t)).toBe(before);
      for (let i = 0; i < 3; i++) expect((await client.rest()).statusCode).toBe(201);
      expect((await client.rest()).statusCode).toBe(429);
      expect((await countRows(t)) - before).toBe(3);
    });

    it('keeps a budget per client: another address (as the trusted proxy tells it) still saves', async () => {
      const first = savers(() => t, '203.0.113.3');
      for (let i = 0; i < 3; i++) expect((await first.rest()).statusCode).toBe(201);
      expect((await first.rest()).statusCode).toBe(429);
      expect((await first.graphql()).body.errors[0].extensions.code).toBe('RATE_LIMITED');

      const before = await countRows(t);
      const other = savers(() => t, '203.0.113.4');
      expect((await other.rest()).statusCode).toBe(201);
      expect((await other.graphql()).body.data.savePersonalityResult.id).toEqual(expect.any(String));
      expect((await countRows(t)) - before).toBe(2);
      // The first client stays refused.
      expect((await first.rest()).statusCode).toBe(429);
    });

    it('takes the address the one trusted proxy saw, not what the client wrote further left', async () => {
      // With one proxy trusted, the client is the right-most entry; anything before it is the client's own claim.
      const spoofing = (left: string) => savers(() => t, `${left}, 203.0.113.5`);
      for (let i = 0; i < 3; i++) expect((await spoofing(`198.51.100.${i}`).rest()).statusCode).toBe(201);
      expect((await spoofing('198.51.100.99').rest()).statusCode).toBe(429);
    });
  });

  describe('saves without TRUST_PROXY', () => {
    let t: TestApp;
    beforeAll(
      async () =>
        (t = await createTestApp({
          env: { RATE_LIMIT_SAVES_PER_MINUTE: '3' },
        })),
    );
    afterAll(async () => t.close());

    it('ignores X-Forwarded-For: a new value in it gives no new budget', async () => {
      const before = await countRows(t);
      for (let i = 0; i < 3; i++) expect((await savers(() => t, `203.0.113.${10 + i}`).rest()).statusCode).toBe(201);
      const rest = await savers(() => t, '203.0.113.20').rest();
      expect(rest.statusCode).toBe(429);
      expect(retryAfter(rest.headers)).toBeGreaterThan(0);
      const gql = await savers(() => t, '203.0.113.21').graphql();
      expect(gql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
      expect((await countRows(t)) - before).toBe(3);
    });
  });

  describe('one save per GraphQL document', () => {
    let t: TestApp;
    beforeAll(
      async () =>
        (t = await createTestApp({
          env: { RATE_LIMIT_SAVES_PER_MINUTE: '0' },
        })),
    );
    afterAll(async () => t.close());

    it.each([
      [
        'two aliased saves',
        `mutation($input: SavePersonalityResultInput!) {
        a: savePersonalityResult(input: $input) { id }
        b: savePersonalityResult(input: $input) { id }
      }`,
      ],
      [
        'a save in each of two fragments',
        `mutation($input: SavePersonalityResultInput!) { ...A ...B }
        fragment A on Mutation { a: savePersonalityResult(input: $input) { id } }
        fragment B on Mutation { b: savePersonalityResult(input: $input) { id } }`,
      ],
      [
        'two operations with one save each',
        `mutation One($input: SavePersonalityResultInput!) { savePersonalityResult(input: $input) { id } }
        mutation Two($input: SavePersonalityResultInput!) { savePersonalityResult(input: $input) { id } }`,
      ],
    ])('refuses %s as a whole, storing nothing', async (_case, query) => {
      const before = await countRows(t);
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: {
          query,
          variables: { input: QUIZ },
          operationName: query.includes('One') ? 'One' : undefined,
        },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.data).toBeUndefined();
      expect(body.errors).toContainEqual(
        expect.objectContaining({
          message: 'A document may save one result at most',
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      );
      expect(await countRows(t)).toBe(before);
    });

    it('still takes a document with one save', async () => {
      const before = await countRows(t);
      const { body } = await graphql(t.app, SAVE, { input: QUIZ });
      expect(body.data.savePersonalityResult.id).toEqual(expect.any(String));
      expect((await countRows(t)) - before).toBe(1);
    });
  });

  describe('RATE_LIMIT_SAVES_PER_MINUTE=0', () => {
    let t: TestApp;
    beforeAll(
      async () =>
        (t = await createTestApp({
          env: { RATE_LIMIT_SAVES_PER_MINUTE: '0' },
        })),
    );
    afterAll(async () => t.close());

    it('turns the save limit off: 70 saves from one client, past the default 60, are all stored', async () => {
      const before = await countRows(t);
      const client = savers(() => t);
      const outcomes: unknown[] = [];
      for (let i = 0; i < 35; i++) outcomes.push((await client.rest()).statusCode);
      for (let i = 0; i < 35; i++) {
        const { body } = await client.graphql();
        outcomes.push(body.data?.savePersonalityResult ? 201 : body.errors);
      }
      expect(outcomes).toEqual(Array(70).fill(201));
      expect((await countRows(t)) - before).toBe(70);
    });
  });

  describe('requests per minute (RATE_LIMIT_REQUESTS_PER_MINUTE=5)', () => {
    let t: TestApp;
    beforeAll(
      async () =>
        (t = await createTestApp({
          env: { RATE_LIMIT_REQUESTS_PER_MINUTE: '5' },
        })),
    );
    afterAll(async () => t.close());

    const get = (url: string) => t.app.inject({ method: 'GET', url });

    it('never counts or limits the health checks, and refuses the 6th other request with 429 and Retry-After', async () => {
      for (let i = 0; i < 10; i++) {
        expect((await get('/health/live')).statusCode).toBe(200);
        expect((await get('/health/ready')).statusCode).toBe(200);
      }
      for (let i = 0; i < 5; i++) expect((await get('/api/personalities')).statusCode).toBe(200);

      const refused = await get('/api/personalities');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(retryAfter(refused.headers)).toBeLessThanOrEqual(60);
      expect(refused.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: expect.stringMatching(/^Too many requests from your address: try again in [1-9]\d* s$/),
      });
      // GraphQL is limited alike.
      const gql = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ personalities { key } }' },
      });
      expect(gql.statusCode).toBe(429);
      expect(retryAfter(gql.headers)).toBeGreaterThan(0);
      // Probing for paths is limited too: unknown paths and wrong methods count like the rest.
      expect((await get('/api/no-such-thing')).statusCode).toBe(429);
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: '/api/personality-results',
          })
        ).statusCode,
      ).toBe(429);

      for (let i = 0; i < 5; i++) {
        expect((await get('/health/live')).statusCode).toBe(200);
        const ready = await get('/health/ready');
        expect([ready.statusCode, ready.json().status]).toEqual([200, 'ok']);
      }
    });
  });

  describe('RATE_LIMIT_REQUESTS_PER_MINUTE=0', () => {
    let t: TestApp;
    beforeAll(
      async () =>
        (t = await createTestApp({
          env: { RATE_LIMIT_REQUESTS_PER_MINUTE: '0' },
        })),
    );
    afterAll(async () => t.close());

    it('turns the request limit off', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/personalities',
        });
        statuses.push(response.statusCode);
        expect(response.headers['x-ratelimit-limit']).toBeUndefined();
      }
      expect(statuses).toEqual(Array(30).fill(200));
    });
  });
});
