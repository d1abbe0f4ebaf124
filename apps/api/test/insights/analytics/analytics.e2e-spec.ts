import { type ResultRowInput, insertResults } from '../../helpers/insert-results';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

const TOKEN = 'test-analytics-token-0123456789';
const AUTH = { authorization: `Bearer ${TOKEN}` };

// A known mix, with the winner of each row worked out by hand.
const ROWS = [
  ['comfort', 'mild', 'cozy', 'traditional', true, '2026-11-01T10:00:00Z'],
  ['comfort', 'mild', 'cozy', 'simple', false, '2026-11-01T12:00:00Z'],
  ['adventurous', 'spicy', 'exotic', 'experimental', true, '2026-11-02T09:00:00Z'],
  ['adventurous', 'spicy', 'exotic', 'simple', true, '2026-11-03T23:59:59Z'],
  ['adventurous', 'mild', 'exotic', 'experimental', false, '2026-11-04T00:00:00Z'],
  ['healthy', 'fresh', 'fresh_natural', 'simple', false, '2026-11-04T08:00:00Z'],
  ['comfort', 'fresh', 'exotic', 'traditional', false, '2026-11-05T00:00:00Z'],
  ['healthy', 'fresh', 'fresh_natural', 'traditional', true, '2026-11-05T00:00:00Z'],
] as const;

const insertRows = (t: TestApp, rows: readonly ResultRowInput[]) => insertResults(t.db, rows);

const STATS = `query Stats($from: DateTime, $to: DateTime, $personality: PersonalityKey) {
  resultStats(from: $from, to: $to, personality: $personality) {
    total shared shareRate byPersonality { personality count percent } answers { question option count }
  }
}`;
const DAILY = `query Daily($from: DateTime, $to: DateTime) { dailyResults(from: $from, to: $to) { day count shared } }`;
const PAGE = `query Page($first: Int, $after: String, $personality: PersonalityKey) {
  personalityResults(first: $first, after: $after, personality: $personality) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id personality answers { flavor } shared createdAt } }
  }
}`;

describe('analytics queries', () => {
  let t: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp({ env: { ANALYTICS_TOKEN: TOKEN } });
    ids = await insertRows(t, ROWS);
  });
  afterAll(async () => t.close());

  it('resultStats gives exact totals, shares and every answer count', async () => {
    const { body } = await graphql(t.app, STATS, {}, AUTH);
    expect(body.data.resultStats).toEqual({
      total: 8,
      shared: 4,
      shareRate: 0.5,
      byPersonality: [
        { personality: 'comfort', count: 3, percent: 37.5 },
        { personality: 'adventurous', count: 3, percent: 37.5 },
        { personality: 'healthy', count: 2, percent: 25 },
      ],
      answers: [
        { question: 'flavor', option: 'mild', count: 3 },
        { question: 'flavor', option: 'spicy', count: 2 },
        { question: 'flavor', option: 'fresh', count: 3 },
        { question: 'dining', option: 'cozy', count: 2 },
        { question: 'dining', option: 'exotic', count: 4 },
        { question: 'dining', option: 'fresh_natural', count: 2 },
        { question: 'cooking', option: 'traditional', count: 3 },
        { question: 'cooking', option: 'experimental', count: 2 },
        { question: 'cooking', option: 'simple', count: 3 },
      ],
    });
  });

  it('bounds dates: from inclusive, to exclusive', async () => {
    const { body } = await graphql(t.app, STATS, { from: '2026-11-02T00:00:00Z', to: '2026-11-04T00:00:00Z' }, AUTH);
    expect(body.data.resultStats).toMatchObject({
      total: 2,
      shared: 2,
      shareRate: 1,
    });
  });

  it.each([
    ['partial days at both ends', '2026-11-01T11:00:00Z', '2026-11-04T04:00:00Z', 4, 2],
    ['a window inside one day', '2026-11-01T11:00:00Z', '2026-11-01T13:00:00Z', 1, 0],
    ['a window across midnight', '2026-11-03T23:00:00Z', '2026-11-04T01:00:00Z', 2, 1],
  ])('counts exactly over %s', async (_case, from, to, total, shared) => {
    const stats = await graphql(t.app, STATS, { from, to }, AUTH);
    expect(stats.body.data.resultStats).toMatchObject({ total, shared });
    const daily = await graphql(t.app, DAILY, { from, to }, AUTH);
    const summed = daily.body.data.dailyResults.reduce((n: number, d: { count: number }) => n + d.count, 0);
    expect(summed).toBe(total);
  });

  it('answers "how many adventurous results were shared" for a period', async () => {
    const { body } = await graphql(t.app, STATS, { personality: 'adventurous', from: '2026-11-03T00:00:00Z' }, AUTH);
    expect(body.data.resultStats).toMatchObject({ total: 2, shared: 1 });
    expect(body.data.resultStats.byPersonality.map((p: { count: number }) => p.count)).toEqual([0, 2, 0]);
  });

  it('reports zeros, not errors, for an empty period', async () => {
    const { body } = await graphql(t.app, STATS, { from: '2020-01-01T00:00:00Z', to: '2020-02-01T00:00:00Z' }, AUTH);
    expect(body.data.resultStats).toMatchObject({
      total: 0,
      shared: 0,
      shareRate: 0,
    });
    expect(body.data.resultStats.answers).toHaveLength(9);
  });

  it('dailyResults gives one row per UTC day with results, in order', async () => {
    const { body } = await graphql(t.app, DAILY, {}, AUTH);
    expect(body.data.dailyResults).toEqual([
      { day: '2026-11-01', count: 2, shared: 1 },
      { day: '2026-11-02', count: 1, shared: 1 },
      { day: '2026-11-03', count: 1, shared: 1 },
      { day: '2026-11-04', count: 2, shared: 0 },
      { day: '2026-11-05', count: 2, shared: 1 },
    ]);
    const bounded = await graphql(t.app, DAILY, { from: '2026-11-04T00:00:00Z' }, AUTH);
    expect(bounded.body.data.dailyResults.map((d: { day: string }) => d.day)).toEqual(['2026-11-04', '2026-11-05']);
  });

  it('personalityResults pages newest first, visiting every row exactly once', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const { body } = await graphql(t.app, PAGE, { first: 3, after }, AUTH);
      const connection = body.data.personalityResults;
      expect(connection.totalCount).toBe(8);
      seen.push(...connection.edges.map((e: { node: { id: string } }) => e.node.id));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    // Rows 7 and 8 share a timestamp; the id breaks the tie.
    const lastTwo = [ids[6], ids[7]].sort().reverse();
    expect(seen).toEqual([...lastTwo, ids[5], ids[4], ids[3], ids[2], ids[1], ids[0]]);
  });

  it('filters pages by personality and caps the page size', async () => {
    const { body } = await graphql(t.app, PAGE, { first: 500, personality: 'adventurous' }, AUTH);
    expect(body.data.personalityResults.totalCount).toBe(3);
    expect(
      body.data.personalityResults.edges.map((e: { node: { personality: string } }) => e.node.personality),
    ).toEqual(['adventurous', 'adventurous', 'adventurous']);
    expect(body.data.personalityResults.pageInfo).toEqual({
      hasNextPage: false,
      endCursor: expect.any(String),
    });
  });

  it.each([
    [{ first: 0 }, 'first must not be less than 1'],
    [{ first: 2, after: 'not-a-cursor' }, 'after must be an endCursor returned by personalityResults'],
    [
      {
        first: 2,
        after: Buffer.from(`1.${'-'.repeat(36)}`).toString('base64url'),
      },
      'after must be an endCursor returned by personalityResults',
    ],
    [
      {
        first: 2,
        after: Buffer.from(`99999999999999999.${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`).toString('base64url'),
      },
      'after must be an endCursor returned by personalityResults',
    ],
    [
      { personality: 'picky' },
      'Variable "$personality" got invalid value "picky"; Value "picky" does not exist in "PersonalityKey" enum.',
    ],
  ])('refuses bad paging input %o with BAD_USER_INPUT', async (variables, message) => {
    const { body } = await graphql(t.app, PAGE, variables, AUTH);
    expect(body.errors[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses from later than to', async () => {
    const { body } = await graphql(t.app, STATS, { from: '2026-11-05T00:00:00Z', to: '2026-11-01T00:00:00Z' }, AUTH);
    expect(body.errors[0]).toMatchObject({
      message: 'from must not be later than to',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer wrong-token-of-some-length' }],
    ['the token without its scheme', { authorization: TOKEN }],
  ])('gives no data and UNAUTHENTICATED to a request with %s', async (_case, headers) => {
    for (const query of [STATS, DAILY, PAGE]) {
      const { body } = await graphql(t.app, query, {}, headers);
      expect(body.data).toBeNull();
      expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(JSON.stringify(body)).not.toContain(ids[0]);
    }
  });

  it('keeps the visitor operations open', async () => {
    const saved = await graphql(
      t.app,
      'mutation { savePersonalityResult(input: { personality: comfort, answers: { flavor: mild, dining: cozy, cooking: simple } }) { id } }',
    );
    expect(saved.body.data.savePersonalityResult.id).toEqual(expect.any(String));
    expect((await graphql(t.app, '{ personalities { key } }')).body.data.personalities).toHaveLength(3);
  });
});

describe('analytics as visitors save and share', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ env: { ANALYTICS_TOKEN: TOKEN } })));
  afterAll(async () => t.close());

  it('counts a save at once, and a share once however often it is recorded', async () => {
    const SAVE =
      'mutation { savePersonalityResult(input: { personality: healthy, answers: { flavor: fresh, dining: cozy, cooking: simple } }) { id } }';
    const { id } = (await graphql(t.app, SAVE)).body.data.savePersonalityResult;
    expect((await graphql(t.app, STATS, {}, AUTH)).body.data.resultStats).toMatchObject({ total: 1, shared: 0 });
    for (let i = 0; i < 3; i++)
      await t.app.inject({
        method: 'PUT',
        url: `/api/personality-results/${id}/share`,
      });
    const stats = (await graphql(t.app, STATS, {}, AUTH)).body.data.resultStats;
    expect(stats).toMatchObject({ total: 1, shared: 1, shareRate: 1 });
    expect(stats.byPersonality[2]).toEqual({
      personality: 'healthy',
      count: 1,
      percent: 100,
    });
  });

  it('follows rows changed or deleted by hand, so the counts never drift from the rows', async () => {
    const [{ id }] = (await t.db.query('SELECT id FROM personality_results LIMIT 1')).rows;
    await t.db.query('UPDATE personality_results SET shared = false, created_at = $2 WHERE id = $1', [
      id,
      '2026-01-01T12:00:00Z',
    ]);
    expect((await graphql(t.app, STATS, {}, AUTH)).body.data.resultStats).toMatchObject({ total: 1, shared: 0 });
    expect((await graphql(t.app, DAILY, {}, AUTH)).body.data.dailyResults).toEqual([
      { day: '2026-01-01', count: 1, shared: 0 },
    ]);
    await t.db.query('DELETE FROM personality_results');
    expect((await graphql(t.app, STATS, {}, AUTH)).body.data.resultStats).toMatchObject({ total: 0, shared: 0 });
    expect((await graphql(t.app, DAILY, {}, AUTH)).body.data.dailyResults).toEqual([]);
  });
});

describe('analytics without ANALYTICS_TOKEN configured', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t.close());

  it('refuses every analytics query to what was the token elsewhere: only keys open them', async () => {
    for (const [headers, message] of [
      [{}, 'This needs a key: send the header Authorization: Bearer <key>'],
      [AUTH, 'This key is not known to this server'],
    ] as const) {
      const { body } = await graphql(t.app, STATS, {}, headers);
      expect(body.data).toBeNull();
      expect(body.errors[0]).toMatchObject({ message, extensions: { code: 'UNAUTHENTICATED' } });
    }
  });
});

describe('the public personalityDistribution', () => {
  const DISTRIBUTION = '{ personalityDistribution { personality percent } }';
  const many = (count: number, personality: string, flavor: string, dining: string, cooking: string) =>
    Array.from({ length: count }, () => [personality, flavor, dining, cooking, false, '2026-10-01T00:00:00Z'] as const);

  it('says nothing while there are fewer than 20 results', async () => {
    const t = await createTestApp();
    await insertRows(t, many(19, 'comfort', 'mild', 'cozy', 'simple'));
    expect((await graphql(t.app, DISTRIBUTION)).body.data.personalityDistribution).toEqual([]);
    await t.close();
  });

  it('gives only percentages, with no token, once there are enough', async () => {
    const t = await createTestApp();
    await insertRows(t, [
      ...many(10, 'comfort', 'mild', 'cozy', 'simple'),
      ...many(7, 'adventurous', 'spicy', 'exotic', 'simple'),
      ...many(3, 'healthy', 'fresh', 'fresh_natural', 'simple'),
    ]);
    expect((await graphql(t.app, DISTRIBUTION)).body.data.personalityDistribution).toEqual([
      { personality: 'comfort', percent: 50 },
      { personality: 'adventurous', percent: 35 },
      { personality: 'healthy', percent: 15 },
    ]);
    await t.close();
  });
});
