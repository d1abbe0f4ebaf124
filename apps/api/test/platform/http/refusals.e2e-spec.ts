import { STATUS_CODES } from 'node:http';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';
import { BODY_LIMIT_BYTES } from '../../../src/app/create-app';

const SAVE = {
  personality: 'comfort',
  answers: { flavor: 'mild', dining: 'cozy', cooking: 'traditional' },
};

interface Case {
  name: string;
  request: Parameters<TestApp['app']['inject']>[0];
  status: number;
  headers?: Record<string, RegExp>;
}

/** One request per kind of refusal, from a service, a guard, a pipe, a body parser, a hook and the router. */
const CASES: Case[] = [
  {
    name: 'a save that breaks a rule',
    request: { method: 'POST', url: '/api/personality-results', payload: {} },
    status: 400,
  },
  {
    name: 'a CSV export without its token',
    request: { method: 'GET', url: '/api/results.csv' },
    status: 401,
    headers: { 'www-authenticate': /^Bearer$/ },
  },
  {
    name: 'metrics without their token',
    request: { method: 'GET', url: '/metrics' },
    status: 401,
    headers: { 'www-authenticate': /^Bearer$/ },
  },
  { name: 'an unknown path', request: { method: 'GET', url: '/api/nothing-here' }, status: 404 },
  {
    name: 'a wrong method',
    request: { method: 'DELETE', url: '/api/personalities' },
    status: 405,
    headers: { allow: /^GET, HEAD$/ },
  },
  {
    name: 'a body over the limit',
    request: { method: 'POST', url: '/api/personality-results', payload: { padding: 'x'.repeat(BODY_LIMIT_BYTES) } },
    status: 413,
  },
  {
    name: 'a body of a type not taken',
    request: {
      method: 'POST',
      url: '/api/personality-results',
      payload: '<quiz/>',
      headers: { 'content-type': 'application/xml' },
    },
    status: 415,
  },
];

describe('refusals', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await createTestApp({
        env: {
          ANALYTICS_TOKEN: 'refusals-analytics-token-0123',
          METRICS_TOKEN: 'refusals-metrics-token-01234',
          RATE_LIMIT_SAVES_PER_MINUTE: '1',
        },
      })),
  );
  afterAll(async () => t.close());

  it.each(CASES)('$name: $status in the shared shape, with its headers', async ({ request, status, headers }) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ statusCode: status, error: STATUS_CODES[status], message: expect.any(String) });
    expect(response.json().message.length).toBeGreaterThan(10);
    for (const [name, value] of Object.entries(headers ?? {})) expect(response.headers[name]).toMatch(value);
  });

  it('429 for saves past the limit, over REST and GraphQL alike, each with Retry-After', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/personality-results', payload: SAVE })).statusCode).toBe(
      201,
    );
    const rest = await t.app.inject({ method: 'POST', url: '/api/personality-results', payload: SAVE });
    expect([rest.statusCode, rest.json()]).toEqual([
      429,
      { statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/^Too many results saved/) },
    ]);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    const gql = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: 'mutation ($input: SavePersonalityResultInput!) { savePersonalityResult(input: $input) { id } }',
        variables: { input: SAVE },
      },
    });
    expect(gql.json().errors[0]).toMatchObject({ message: rest.json().message, extensions: { code: 'RATE_LIMITED' } });
    expect(Number(gql.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('GraphQL carries the same words with a code: 401 as UNAUTHENTICATED, 400 as BAD_USER_INPUT', async () => {
    const unauthorized = await graphql(t.app, '{ personalityResults(first: 1) { totalCount } }');
    const rest = await t.app.inject({ method: 'GET', url: '/api/results.csv' });
    expect(unauthorized.body.errors[0]).toMatchObject({
      message: 'This needs a key: send the header Authorization: Bearer <key>',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(rest.json().message).toBe(unauthorized.body.errors[0].message);
    const badCursor = await graphql(
      t.app,
      '{ personalityResults(first: 1, after: "nonsense") { totalCount } }',
      {},
      { authorization: 'Bearer refusals-analytics-token-0123' },
    );
    expect(badCursor.body.errors[0]).toMatchObject({
      message: 'after must be an endCursor returned by personalityResults',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
