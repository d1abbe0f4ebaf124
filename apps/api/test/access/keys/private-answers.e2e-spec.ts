import { createKey } from '../../helpers/keys';
import { type TestApp, createTestApp } from '../../helpers/test-app';

const STATS = { query: '{ resultStats { total } }' };

describe('answers that need a key', () => {
  let t: TestApp;
  let bearer: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    ({ bearer } = await createKey(t.db, ['analytics:read', 'metrics:read']));
  });
  afterAll(() => t.close());

  it('are never kept by a browser or a proxy: GraphQL with analysts’ figures', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/graphql', headers: bearer, payload: STATS });
    expect(answer.json()).toEqual({ data: { resultStats: { total: 0 } } });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('nor their refusals', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/graphql', payload: STATS });
    expect(refused.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).headers['cache-control']).toBe('no-store');
  });

  it('nor /metrics', async () => {
    const scrape = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.headers['cache-control']).toBe('no-store');
  });
});
