import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createKey } from '../../helpers/keys';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

const ANALYTICS_TOKEN = 'test-analytics-token-0123456789';
const METRICS_TOKEN = 'test-metrics-token-0123456789';
const token = (secret: string) => ({ authorization: `Bearer ${secret}` });
const OLD = 'query Old { funnel { views homePageViews } funnelDaily { day views homePageViews } }';
const NEW = 'query New { funnel { homePageViews } funnelDaily { day homePageViews } }';
/** RFC 9745's date of 1.0.0's day, 2026-11-26, and RFC 8594's sunset, 2027-06-01. */
const HEADERS = { deprecation: '@1795651200', sunset: 'Tue, 01 Jun 2027 00:00:00 GMT' };

type Key = Awaited<ReturnType<typeof createKey>>;

describe('deprecated fields and tokens', () => {
  let t: TestApp;
  let scraper: Key;
  let warn: jest.SpyInstance;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANALYTICS_TOKEN, METRICS_TOKEN } });
    scraper = await createKey(t.db, ['metrics:read'], { name: 'scraper' });
    const attempt = randomUUID();
    const events = [1, 2, 3].map(() => ({ name: 'page_view', route: '/', attempt }));
    const posted = await t.app.inject({ method: 'POST', url: '/api/events', payload: { events } });
    expect(posted.statusCode).toBe(204);
  });
  beforeEach(() => (warn = jest.spyOn(Logger.prototype, 'warn')));
  afterEach(() => warn.mockRestore());
  afterAll(async () => t.close());

  /** `tastetype_deprecated_uses_total{what, key}` as /metrics says it; undefined when the series is absent. */
  const uses = async (what: string, key: string) => {
    const scrape = await t.app.inject({ method: 'GET', url: '/metrics', headers: scraper.bearer });
    const line = scrape.body
      .split('\n')
      .find(
        (each) =>
          /^tastetype_deprecated_uses_total\{/.test(each) &&
          each.includes(`what="${what}"`) &&
          each.includes(`key="${key}"`),
      );
    return line === undefined ? undefined : Number(line.split(' ').pop());
  };
  const lines = () =>
    warn.mock.calls.map(([fields]) => fields as Record<string, unknown>).filter((fields) => fields?.['deprecated']);

  it('answers a deprecated field as its successor, counts each use under the key’s name and logs it once a minute', async () => {
    const key = await createKey(t.db, ['analytics:read'], { name: 'old-dashboard' });
    for (let i = 0; i < 2; i++) {
      const { body } = await graphql(t.app, OLD, {}, key.bearer);
      expect(body.errors).toBeUndefined();
      expect(body.data.funnel).toEqual({ views: 3, homePageViews: 3 });
      expect(body.data.funnelDaily).toEqual([expect.objectContaining({ views: 3, homePageViews: 3 })]);
    }
    expect(await uses('Funnel.views', 'old-dashboard')).toBe(2);
    expect(await uses('FunnelDay.views', 'old-dashboard')).toBe(2);
    const line = { key: 'old-dashboard', uses: 1, removedIn: '2.0.0', sunset: '2027-06-01' };
    expect(lines()).toEqual([
      { deprecated: 'Funnel.views', ...line },
      { deprecated: 'FunnelDay.views', ...line },
    ]);
  });

  it('counts nothing for the successor alone, and a request without a key as anonymous', async () => {
    const key = await createKey(t.db, ['analytics:read'], { name: 'new-dashboard' });
    expect((await graphql(t.app, NEW, {}, key.bearer)).body.errors).toBeUndefined();
    expect(await uses('Funnel.views', 'new-dashboard')).toBeUndefined();
    expect((await graphql(t.app, '{ funnel { views } }', {}, key.bearer)).body.errors).toBeUndefined();
    expect(await uses('Funnel.views', 'new-dashboard')).toBe(1);
    expect(await uses('FunnelDay.views', 'new-dashboard')).toBeUndefined();
    const refused = await graphql(t.app, '{ funnel { views } }');
    expect(refused.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await uses('Funnel.views', 'anonymous')).toBe(1);
    expect(lines().map(({ deprecated, key }) => [deprecated, key])).toEqual([
      ['Funnel.views', 'new-dashboard'],
      ['Funnel.views', 'anonymous'],
    ]);
  });

  it('says when a deprecated token goes in every answer it authorizes, and counts each request once; a key’s answers say nothing', async () => {
    const reader = await createKey(t.db, ['analytics:read', 'results:export'], { name: 'analyst' });
    const both = 'query Both { resultStats { total } funnel { homePageViews } }';
    const asked = async (headers: Record<string, string>) => [
      await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: both }, headers }),
      await t.app.inject({ method: 'GET', url: '/api/results.csv', headers }),
    ];
    for (const answer of await asked(token(ANALYTICS_TOKEN))) {
      expect(answer.statusCode).toBe(200);
      expect({ deprecation: answer.headers['deprecation'], sunset: answer.headers['sunset'] }).toEqual(HEADERS);
    }
    const scrape = await t.app.inject({ method: 'GET', url: '/metrics', headers: token(METRICS_TOKEN) });
    expect({ deprecation: scrape.headers['deprecation'], sunset: scrape.headers['sunset'] }).toEqual(HEADERS);
    for (const answer of [
      ...(await asked(reader.bearer)),
      await t.app.inject({ method: 'GET', url: '/metrics', headers: scraper.bearer }),
    ]) {
      expect(answer.statusCode).toBe(200);
      expect([answer.headers['deprecation'], answer.headers['sunset']]).toEqual([undefined, undefined]);
    }
    // Two requests, though the GraphQL one checked the token for each of its two fields.
    expect(await uses('ANALYTICS_TOKEN', 'ANALYTICS_TOKEN')).toBe(2);
    expect(await uses('METRICS_TOKEN', 'METRICS_TOKEN')).toBe(1);
    expect(lines()).toEqual([
      { deprecated: 'ANALYTICS_TOKEN', key: 'ANALYTICS_TOKEN', uses: 1, removedIn: '2.0.0', sunset: '2027-06-01' },
      { deprecated: 'METRICS_TOKEN', key: 'METRICS_TOKEN', uses: 1, removedIn: '2.0.0', sunset: '2027-06-01' },
    ]);
  });

  it('counts a deprecated field used with a deprecated token under the token’s name', async () => {
    const { body } = await graphql(t.app, '{ funnel { views } }', {}, token(ANALYTICS_TOKEN));
    expect(body.data.funnel).toEqual({ views: 3 });
    expect(await uses('Funnel.views', 'ANALYTICS_TOKEN')).toBe(1);
  });
});
