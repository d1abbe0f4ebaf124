import { randomUUID } from 'node:crypto';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

const TOKEN = 'test-analytics-token-0123456789';
const AUTH = { authorization: `Bearer ${TOKEN}` };
const FUNNEL = `query Funnel($from: DateTime, $to: DateTime) { funnel(from: $from, to: $to) {
  views starts completions completionRate medianSecondsToComplete resultViews questions { question answered dropOffPercent }
} }`;
const SHARING = `query Sharing($from: DateTime, $to: DateTime) { sharing(from: $from, to: $to) {
  shareClicks shares shareRate sharedLinkLandings startsFromShares completionsFromShares viralFactor
} }`;
const DAILY = `query Daily($from: DateTime, $to: DateTime) { funnelDaily(from: $from, to: $to) {
  day views starts completions shares sharedLinkLandings
} }`;

type Event = Record<string, unknown>;

/** One attempt's events, as the web app would report them. */
function journey(steps: Event[], fromShare = false): Event[] {
  const attempt = randomUUID();
  return steps.map((step) => ({ ...step, attempt, ...(fromShare && { fromShare }) }));
}
const view = (route: string) => ({ name: 'page_view', route });
const answer = (question: number) => ({ name: 'question_answered', question });
const QUIZ = [{ name: 'quiz_start' }, answer(1), answer(2), answer(3)];

async function ask(t: TestApp, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await graphql(t.app, query, variables, AUTH);
  expect(body.errors).toBeUndefined();
  return Object.values(body.data)[0] as Record<string, unknown>;
}

describe('funnel analytics of journeys posted through /api/events', () => {
  let t: TestApp;
  let storedOn: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANALYTICS_TOKEN: TOKEN } });
    const completesAndShares = journey([
      view('/'),
      view('/test'),
      ...QUIZ,
      { name: 'quiz_complete', seconds: 30.4 },
      view('/results/comfort'),
      { name: 'result_view' },
      { name: 'share_click' },
      { name: 'share_success' },
      { name: 'retake' },
    ]);
    const leavesAtQuestion2 = journey([view('/'), { name: 'quiz_start' }, answer(1)]);
    const friendCompletes = journey(
      [
        { name: 'shared_link_landing' },
        view('/results/adventurous'),
        ...QUIZ,
        { name: 'quiz_complete', seconds: 45 },
        { name: 'result_view' },
        { name: 'share_click' },
      ],
      true,
    );
    const startsOnly = journey([view('/'), { name: 'quiz_start' }]);
    const looksOnly = journey([view('/'), view('/')]);
    // Posted at once, as beacons and as JSON: concurrent batches count exactly.
    const batches = [completesAndShares, leavesAtQuestion2, friendCompletes, startsOnly, looksOnly];
    const answers = await Promise.all(
      batches.map((events, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/events',
          payload: JSON.stringify({ events }),
          headers: { 'content-type': i % 2 ? 'application/json' : 'text/plain;charset=UTF-8' },
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(204);
    // The UTC day the events were stored on, taken now: a run crossing midnight still looks on the right day.
    storedOn = new Date().toISOString().slice(0, 10);
  });
  afterAll(async () => t.close());

  it('gives the funnel of the scripted journeys', async () => {
    await expect(ask(t, FUNNEL)).resolves.toEqual({
      views: 5,
      starts: 4,
      completions: 2,
      completionRate: 0.5,
      medianSecondsToComplete: 37.5,
      resultViews: 2,
      questions: [
        { question: 1, answered: 3, dropOffPercent: 25 },
        { question: 2, answered: 2, dropOffPercent: 33.3 },
        { question: 3, answered: 2, dropOffPercent: 0 },
      ],
    });
  });

  it('gives the sharing figures, the friend from a shared link included', async () => {
    await expect(ask(t, SHARING)).resolves.toEqual({
      shareClicks: 2,
      shares: 1,
      shareRate: 0.5,
      sharedLinkLandings: 1,
      startsFromShares: 1,
      completionsFromShares: 1,
      viralFactor: 0.5,
    });
  });

  it('gives today in funnelDaily', async () => {
    await expect(ask(t, DAILY)).resolves.toEqual([
      {
        day: storedOn,
        views: 5,
        starts: 4,
        completions: 2,
        shares: 1,
        sharedLinkLandings: 1,
      },
    ]);
  });

  it('answers zeros, and no median, for a period without events', async () => {
    const range = { from: '2020-01-01T00:00:00Z', to: '2020-02-01T00:00:00Z' };
    await expect(ask(t, FUNNEL, range)).resolves.toMatchObject({
      views: 0,
      starts: 0,
      completionRate: 0,
      medianSecondsToComplete: null,
      questions: [1, 2, 3].map((question) => ({ question, answered: 0, dropOffPercent: 0 })),
    });
    await expect(ask(t, SHARING, range)).resolves.toMatchObject({ shareRate: 0, viralFactor: 0 });
    await expect(ask(t, DAILY, range)).resolves.toEqual([]);
  });

  it('refuses from later than to with BAD_USER_INPUT', async () => {
    for (const query of [FUNNEL, SHARING, DAILY]) {
      const { body } = await graphql(t.app, query, { from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' }, AUTH);
      expect(body.errors[0]).toMatchObject({
        message: 'from must not be later than to',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer wrong-token-of-some-length' }],
  ])('gives no data and UNAUTHENTICATED to a request with %s', async (_case, headers) => {
    for (const query of [FUNNEL, SHARING, DAILY]) {
      const { body } = await graphql(t.app, query, {}, headers);
      expect(body.data).toBeNull();
      expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });
});
