import { randomUUID } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { RouteOptions } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { type TestApp, createTestApp } from '../../helpers/test-app';

const QUIZ = { personality: 'comfort', answers: { flavor: 'mild', dining: 'cozy', cooking: 'simple' } };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const EVENTS = { events: [{ name: 'quiz_start', attempt: UNKNOWN_ID }] };
const ANALYTICS_TOKEN = 'test-analytics-token-0123456789';
/** Acts as a key with metrics:read alone: the CSV refuses it for want of results:export. */
const METRICS_TOKEN = 'test-metrics-token-0123456789';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: object }>; headers?: Record<string, unknown> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  // No analytics token, and one request a minute: the refusals the main app cannot give.
  let locked: TestApp;
  let document: OpenApiDocument;
  const routes: { method: string; url: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_SAVES_PER_MINUTE: '1', RATE_LIMIT_EVENTS_PER_MINUTE: '1', ANALYTICS_TOKEN, METRICS_TOKEN },
      onRoute: (route: RouteOptions) =>
        [route.method].flat().forEach((method) => routes.push({ method, url: route.url })),
    });
    locked = await createTestApp({ env: { RATE_LIMIT_REQUESTS_PER_MINUTE: '1' } });
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(async () => Promise.all([t?.close(), locked?.close()]));

  /** What the document promises for one answer: the status is listed, and the body and headers fit it. */
  function expectDocumented(path: string, method: string, response: LightMyRequestResponse): void {
    const documented = document.paths[path][method].responses[String(response.statusCode)];
    expect(documented).toBeDefined();
    const ajv = addFormats(new Ajv2020({ strict: false }));
    ajv.addSchema({ $id: 'doc', components: document.components });
    const [type, media] = Object.entries(documented.content ?? {})[0] ?? [];
    if (!media) return expect(response.body).toBe('');
    expect(response.headers['content-type']).toContain(type);
    // The answer's schema, with its $refs pointing into the document's components.
    const validate = ajv.compile(
      JSON.parse(JSON.stringify(media.schema).replaceAll('"#/components', '"doc#/components')),
    );
    const body = type === 'application/json' ? response.json() : response.body;
    expect(validate(body) ? [] : validate.errors).toEqual([]);
    for (const header of Object.keys(documented.headers ?? {}))
      expect(response.headers[header.toLowerCase()]).toBeDefined();
  }

  it('is OpenAPI 3.1 and describes exactly the REST routes the server has', async () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const served = routes
      .filter(
        ({ url, method }) =>
          url.startsWith('/api/') && !url.startsWith('/api/docs') && url !== '/api/openapi.json' && method !== 'HEAD',
      )
      .map(({ method, url }) => `${method} ${url}`);
    expect(documented.sort()).toEqual([...new Set(served)].sort());
  });

  it('gives every status, body and header each call really answers with', async () => {
    const save = (payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/personality-results', payload: payload as object, headers });
    const attempt = { ...QUIZ, clientId: randomUUID() };
    const saved = await save(attempt);
    const record = (payload: unknown, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/events',
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        headers: { 'content-type': contentType },
      });
    const csv = (app: TestApp['app'], query = '', headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: `/api/results.csv${query}`, headers });
    const auth = { authorization: `Bearer ${ANALYTICS_TOKEN}` };
    const profiles = await t.app.inject({ method: 'GET', url: '/api/personalities' });
    // Spends the locked app's one request a minute, so its next answers 429.
    await csv(locked.app, '', auth);
    const answers: [string, string, LightMyRequestResponse, number][] = [
      ['/api/results.csv', 'get', await csv(t.app, '?personality=comfort', auth), 200],
      ['/api/results.csv', 'get', await csv(t.app, '?from=yesterday', auth), 400],
      ['/api/results.csv', 'get', await csv(t.app), 401],
      ['/api/results.csv', 'get', await csv(t.app, '', { authorization: `Bearer ${METRICS_TOKEN}` }), 403],
      ['/api/results.csv', 'get', await csv(locked.app, '', auth), 429],
      ['/api/personalities', 'get', profiles, 200],
      [
        '/api/personalities',
        'get',
        await t.app.inject({
          method: 'GET',
          url: '/api/personalities',
          headers: { 'if-none-match': String(profiles.headers['etag']) },
        }),
        304,
      ],
      ['/api/personalities', 'get', await t.app.inject({ method: 'GET', url: '/api/personalities?locale=xx' }), 400],
      ['/api/personality-results', 'post', saved, 201],
      ['/api/personality-results', 'post', await save(attempt), 200],
      ['/api/personality-results', 'post', await save({ ...QUIZ, personality: 'healthy' }), 400],
      ['/api/personality-results', 'post', await save({ pad: 'x'.repeat(20_000) }), 413],
      ['/api/personality-results', 'post', await save('personality=comfort', { 'content-type': 'text/plain' }), 415],
      ['/api/personality-results', 'post', await save(QUIZ), 429],
      ['/api/events', 'post', await record(EVENTS, 'text/plain;charset=UTF-8'), 204],
      ['/api/events', 'post', await record({ events: [] }), 400],
      ['/api/events', 'post', await record({ pad: 'x'.repeat(20_000) }), 413],
      ['/api/events', 'post', await record('<events/>', 'application/xml'), 415],
      ['/api/events', 'post', await record(EVENTS), 429],
      [
        '/api/personality-results/{id}/share',
        'put',
        await t.app.inject({ method: 'PUT', url: `/api/personality-results/${saved.json().id}/share` }),
        200,
      ],
      [
        '/api/personality-results/{id}/share',
        'put',
        await t.app.inject({ method: 'PUT', url: '/api/personality-results/not-a-uuid/share' }),
        400,
      ],
      [
        '/api/personality-results/{id}/share',
        'put',
        await t.app.inject({ method: 'PUT', url: `/api/personality-results/${UNKNOWN_ID}/share` }),
        404,
      ],
    ];
    for (const [path, method, response, status] of answers) {
      expect(response.statusCode).toBe(status);
      expectDocumented(path, method, response);
    }
    // Every documented answer was met above, but 503, which needs the database gone (see faults.spec in api-e2e).
    const met = new Set(answers.map(([path, method, , status]) => `${method} ${path} ${status}`));
    const promised = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.keys(operation.responses).map((status) => `${method} ${path} ${status}`),
      ),
    );
    expect(promised.filter((each) => !met.has(each) && !each.endsWith(' 503'))).toEqual([]);
  });

  it('is browsable at /api/docs from the app’s own files, under a policy that lets Swagger UI run', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/src="\.\/docs\/([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toContain('swagger-ui-bundle.js');
    for (const script of scripts)
      expect((await t.app.inject({ method: 'GET', url: `/api/docs/${script}` })).statusCode).toBe(200);
  });
});
