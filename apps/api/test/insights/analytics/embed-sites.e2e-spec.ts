import { randomUUID } from 'node:crypto';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

const TOKEN = 'embed-sites-analytics-token';
const AUTH = { authorization: `Bearer ${TOKEN}` };
const QUIZ = { personality: 'comfort', answers: { flavor: 'mild', dining: 'cozy', cooking: 'traditional' } };
const BLOG = 'https://blog.example';
const MAGAZINE = 'http://localhost:8080';

describe('where the quiz ran: the site or an embedding page', () => {
  let t: TestApp;
  beforeAll(
    async () => (t = await createTestApp({ env: { ANALYTICS_TOKEN: TOKEN, RATE_LIMIT_SAVES_PER_MINUTE: '0' } })),
  );
  afterAll(async () => t.close());

  const storedOrigins = async () =>
    (await t.db.query('SELECT embed_origin FROM personality_results ORDER BY created_at')).rows.map(
      (row: { embed_origin: string | null }) => row.embed_origin,
    );
  /** One attempt's start, completion and (when `shared`) share, from where it ran. */
  const attempt = (embedOrigin: string | undefined, shared = false) => {
    const base = { attempt: randomUUID(), ...(embedOrigin && { embedOrigin }) };
    const events = [
      { ...base, name: 'quiz_start' },
      { ...base, name: 'quiz_complete', seconds: 40 },
      ...(shared ? [{ ...base, name: 'share_success' }] : []),
    ];
    return t.app.inject({ method: 'POST', url: '/api/events', payload: { events } });
  };

  it('records the embedding origin of a save, over REST and GraphQL, and nothing for the site', async () => {
    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/personality-results',
      payload: { ...QUIZ, embedOrigin: BLOG },
    });
    expect(rest.statusCode).toBe(201);
    const saved = await graphql(
      t.app,
      'mutation ($input: SavePersonalityResultInput!) { savePersonalityResult(input: $input) { id } }',
      { input: { ...QUIZ, embedOrigin: MAGAZINE } },
    );
    expect(saved.body.errors).toBeUndefined();
    expect((await t.app.inject({ method: 'POST', url: '/api/personality-results', payload: QUIZ })).statusCode).toBe(
      201,
    );
    expect(await storedOrigins()).toEqual([BLOG, MAGAZINE, null]);
    // Written another way, the same origin is stored in its one normal form.
    const another = await t.app.inject({
      method: 'POST',
      url: '/api/personality-results',
      payload: { ...QUIZ, embedOrigin: 'https://Blog.Example/' },
    });
    expect(another.statusCode).toBe(201);
    expect((await storedOrigins()).at(-1)).toBe(BLOG);
  });

  it.each([
    'https://blog.example/recipes',
    'blog.example',
    'javascript:alert(1)',
    `https://${'a'.repeat(200)}.example`,
  ])('refuses %s as an embedOrigin with 400, storing nothing', async (embedOrigin) => {
    const before = (await storedOrigins()).length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/personality-results',
      payload: { ...QUIZ, embedOrigin },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^embedOrigin must be an origin such as https:\/\/blog\.example/);
    const events = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { events: [{ name: 'quiz_start', attempt: randomUUID(), embedOrigin }] },
    });
    expect(events.statusCode).toBe(400);
    expect((await storedOrigins()).length).toBe(before);
  });

  it('filters the funnel and sharing by where the quiz ran, and splits them by it', async () => {
    for (const [origin, shared] of [
      [undefined, true],
      [undefined, false],
      [BLOG, true],
      [BLOG, true],
      [BLOG, false],
      [MAGAZINE, false],
    ] as const)
      expect((await attempt(origin, shared)).statusCode).toBe(204);

    const figures = async (ranOn?: string) => {
      const args = ranOn ? `(ranOn: "${ranOn}")` : '';
      const { body } = await graphql(
        t.app,
        `{ funnel${args} { starts completions } sharing${args} { shares } }`,
        {},
        AUTH,
      );
      return { ...body.data.funnel, shares: body.data.sharing.shares };
    };
    expect(await figures()).toEqual({ starts: 6, completions: 6, shares: 3 });
    expect(await figures('site')).toEqual({ starts: 2, completions: 2, shares: 1 });
    expect(await figures(BLOG)).toEqual({ starts: 3, completions: 3, shares: 2 });
    expect(await figures(MAGAZINE)).toEqual({ starts: 1, completions: 1, shares: 0 });

    const split = await graphql(t.app, '{ embedSites { origin starts completions shares } }', {}, AUTH);
    expect(split.body.data.embedSites).toEqual([
      { origin: BLOG, starts: 3, completions: 3, shares: 2 },
      { origin: null, starts: 2, completions: 2, shares: 1 },
      { origin: MAGAZINE, starts: 1, completions: 1, shares: 0 },
    ]);
  });

  it('refuses a ranOn that is neither "site" nor an origin', async () => {
    const { body } = await graphql(t.app, '{ funnel(ranOn: "blog.example/recipes") { starts } }', {}, AUTH);
    expect(body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^ranOn must be "site" or an origin/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
