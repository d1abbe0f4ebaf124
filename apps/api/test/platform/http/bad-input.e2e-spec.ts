import { createHash } from 'node:crypto';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

const QUIZ = {
  personality: 'comfort',
  answers: { flavor: 'mild', dining: 'cozy', cooking: 'traditional' },
};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const TOKEN = 'bad-input-analytics-token-0123';
const AUTH = { authorization: `Bearer ${TOKEN}` };

const countRows = async (t: TestApp): Promise<number> =>
  (await t.db.query('SELECT count(*)::int AS n FROM personality_results')).rows[0].n;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** personalityResults down to a scalar, with an inline fragment at each level: depth 9 with `levels` 4, 8 with 3. */
function nestedResults(levels: 3 | 4): string {
  const answers = levels === 4 ? '... on QuizAnswers { flavor }' : 'flavor';
  return `{ personalityResults(first: 1) { ... on PersonalityResultConnection { totalCount edges { ... on PersonalityResultEdge {
    node { ... on PersonalityResult { answers { ${answers} } } } } } } } }`;
}

describe('bad input', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ env: { ANALYTICS_TOKEN: TOKEN } })));
  afterAll(async () => t.close());

  const postRaw = (url: string, payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType },
    });
  const share = (id: string, payload?: string, contentType?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/personality-results/${id}/share`,
      payload,
      headers: contentType ? { 'content-type': contentType } : {},
    });

  async function expectServerAnswers() {
    expect((await t.app.inject({ method: 'GET', url: '/api/personalities' })).statusCode).toBe(200);
    expect((await graphql(t.app, '{ personalities { key } }')).body.data.personalities).toHaveLength(3);
  }

  describe('deeply nested JSON', () => {
    const DEEP = '['.repeat(2200) + ']'.repeat(2200);

    it.each(['/api/personality-results', '/graphql'])(
      'is refused on %s with 400 and a message, storing nothing',
      async (url) => {
        expect(DEEP.length).toBe(4400);
        const before = await countRows(t);
        const response = await postRaw(url, DEEP);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: 'JSON nested deeper than 20 levels is refused',
        });
        expect(await countRows(t)).toBe(before);
        await expectServerAnswers();
      },
    );

    it('is refused inside an otherwise valid save too', async () => {
      const before = await countRows(t);
      let deepValue: unknown = 'x';
      for (let i = 0; i < 100; i++) deepValue = { deepValue };
      const response = await postRaw('/api/personality-results', JSON.stringify({ ...QUIZ, extra: deepValue }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('nested deeper');
      expect(await countRows(t)).toBe(before);
    });

    it('is fine at a depth real clients use', async () => {
      const response = await postRaw('/api/personality-results', JSON.stringify(QUIZ));
      expect(response.statusCode).toBe(201);
    });
  });

  it('refuses a subscription with 400 and says they are not supported', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: 'subscription { x }' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({ message: 'subscriptions are not supported' }),
    );
  });

  describe('persisted queries', () => {
    const extensions = (version: number, hash: string) => ({
      persistedQuery: { version, sha256Hash: hash },
    });

    it('answers PERSISTED_QUERY_NOT_FOUND for an unknown hash, by POST and GET', async () => {
      const post = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { extensions: extensions(1, 'a'.repeat(64)) },
      });
      expect(post.json().errors).toEqual([
        expect.objectContaining({
          extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
        }),
      ]);
      const get = await t.app.inject({
        method: 'GET',
        url: `/graphql?extensions=${encodeURIComponent(JSON.stringify(extensions(1, 'b'.repeat(64))))}`,
        headers: { 'apollo-require-preflight': 'true' },
      });
      expect(get.json().errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    });

    it('refuses version 2 with 400 BAD_REQUEST and the reason', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { extensions: extensions(2, 'a'.repeat(64)) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        {
          message: 'Unsupported persisted query version',
          extensions: { code: 'BAD_REQUEST' },
        },
      ]);
    });

    it('refuses a query sent with a hash that is not its own with 400 BAD_REQUEST', async () => {
      const query = '{ personalities { key } }';
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query, extensions: extensions(1, sha256('{ other }')) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        {
          message: expect.stringMatching(/sha does not match/),
          extensions: { code: 'BAD_REQUEST' },
        },
      ]);
      // With its own hash the query registers and runs, then runs by hash alone.
      const registered = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query, extensions: extensions(1, sha256(query)) },
      });
      expect(registered.json().data.personalities).toHaveLength(3);
      const byHash = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { extensions: extensions(1, sha256(query)) },
      });
      expect(byHash.json().data.personalities).toHaveLength(3);
    });
  });

  describe('wrong methods', () => {
    it.each([
      ['DELETE', '/api/personality-results', 'POST'],
      ['GET', '/api/personality-results', 'POST'],
      ['PATCH', `/api/personality-results/${UNKNOWN_ID}/share`, 'PUT'],
      ['POST', `/api/personality-results/${UNKNOWN_ID}/share`, 'PUT'],
      ['DELETE', '/graphql', 'GET, HEAD, POST'],
      ['PUT', '/api/personalities', 'GET'],
    ] as const)('answers %s %s with 405 and Allow', async (method, url, allowed) => {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(405);
      const allow = String(response.headers['allow']).split(', ');
      expect(allow).toEqual(expect.arrayContaining(allowed.split(', ')));
      if (url === '/api/personality-results') expect(allow).toEqual(['POST']);
      expect(response.json()).toEqual({
        statusCode: 405,
        error: 'Method Not Allowed',
        message: `${method} is not allowed here; use ${response.headers['allow']}`,
      });
    });

    it.each(['/api/no-such-thing', '/nothing/here', '/graphql/deeper'])('keeps DELETE %s a 404', async (url) => {
      const response = await t.app.inject({ method: 'DELETE', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['allow']).toBeUndefined();
    });
  });

  describe('bodies of PUT …/share', () => {
    let id: string;
    beforeAll(async () => {
      id = (await postRaw('/api/personality-results', JSON.stringify(QUIZ))).json().id;
    });

    it.each(['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-8'])(
      'takes an empty body sent as %s',
      async (contentType) => {
        const response = await share(id, '', contentType);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          id,
          shared: true,
          sharedAt: expect.any(String),
        });
      },
    );

    it('takes no body and no content type', async () => {
      expect((await share(id)).statusCode).toBe(200);
    });

    it('refuses a body of a type it does not read with 415', async () => {
      const response = await share(id, '<share/>', 'text/xml');
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toContain('text/xml');
      expect((await share(id, '{"shared":true}', 'application/xml')).statusCode).toBe(415);
    });

    it('still refuses malformed JSON there with 400', async () => {
      expect((await share(id, '{', 'application/json')).statusCode).toBe(400);
    });
  });

  describe('GraphQL document limits', () => {
    it('allows a document nested 8 deep', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: nestedResults(3) },
        headers: AUTH,
      });
      expect(response.json().errors).toBeUndefined();
      expect(response.json().data.personalityResults.totalCount).toEqual(expect.any(Number));
    });

    it('refuses a document nested 9 deep with 400, before running it', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: nestedResults(4) },
        headers: AUTH,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data).toBeUndefined();
      expect(response.json().errors).toEqual([
        expect.objectContaining({
          message: expect.stringContaining('depth limit of 8'),
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      ]);
    });

    it('allows 10 aliases and refuses 11 with 400', async () => {
      const aliased = (n: number) =>
        `{ ${Array.from({ length: n }, (_, i) => `a${i}: personalities { key }`).join(' ')} }`;
      const ten = await graphql(t.app, aliased(10));
      expect([ten.status, Object.keys(ten.body.data)]).toEqual([200, expect.arrayContaining(['a0', 'a9'])]);
      const eleven = await graphql(t.app, aliased(11));
      expect(eleven.status).toBe(400);
      expect(eleven.body.errors).toEqual([
        expect.objectContaining({
          message: expect.stringContaining('Aliases limit of 10'),
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      ]);
    });

    it('refuses a document of more than 1000 tokens with 400', async () => {
      const query = `{ personalities { ${'key '.repeat(1000)}} }`;
      const response = await graphql(t.app, query);
      expect(response.status).toBe(400);
      expect(response.body.errors[0].message).toMatch(/Document contains more tha[nt] 1000 tokens/);
      // (Far fewer repeats: graphql-js itself aborts validation of ~900 repeats of one field, on its own budget.)
      const short = await graphql(t.app, `{ personalities { ${'key '.repeat(200)}} }`);
      expect(short.body).toEqual({
        data: { personalities: expect.any(Array) },
      });
    });

    it('refuses a document over the cost limit with 400', async () => {
      // Under 1000 tokens, but each aliased connection asks for 100 nodes' answers.
      const page =
        'personalityResults(first: 100) { edges { node { answers { flavor dining cooking } createdAt id } } }';
      const query = `{ ${Array.from({ length: 10 }, (_, i) => `p${i}: ${page}`).join(' ')} }`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query },
        headers: AUTH,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({
        message: expect.stringContaining('Cost limit'),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
    });
  });

  describe('field suggestions', () => {
    it('are given outside production', async () => {
      const { status, body } = await graphql(t.app, '{ personalitis { key } }');
      expect(status).toBe(400);
      expect(body.errors[0].message).toContain('Did you mean "personalities"?');
    });

    describe('in production', () => {
      let production: TestApp;
      beforeAll(
        async () =>
          (production = await createTestApp({
            env: { NODE_ENV: 'production' },
          })),
      );
      afterAll(async () => production.close());

      it.each([
        ['a misspelt field', '{ personalitis { key } }', 'Cannot query field "personalitis" on type "Query".'],
        ['a misspelt nested field', '{ personalities { titel } }', 'Cannot query field "titel" on type "Personality".'],
        ['a misspelt argument', '{ personalityResults(frist: 2) { totalCount } }', 'Unknown argument "frist"'],
      ])('are not given for %s', async (_case, query, message) => {
        const { status, body } = await graphql(production.app, query);
        expect(status).toBe(400);
        expect(body.errors[0].message).toContain(message);
        expect(JSON.stringify(body)).not.toMatch(/Did you mean/i);
        expect(JSON.stringify(body)).not.toMatch(/"(personalities|title|first)"/);
      });
    });
  });

  it('still answers after all of the above', async () => {
    await expectServerAnswers();
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });
});
