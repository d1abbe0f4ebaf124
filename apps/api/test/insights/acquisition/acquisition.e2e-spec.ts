import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';
import { TOKEN, acquisition, postEvents, visit } from './acquisition-helpers';

const NEWSLETTER = { utmSource: 'Newsletter', utmMedium: 'email', utmCampaign: 'monday' };
const FULL = ['quiz_start', 'quiz_complete', 'share_success'];

describe('where visitors come from, posted through /api/events and read through GraphQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANALYTICS_TOKEN: TOKEN, RATE_LIMIT_EVENTS_PER_MINUTE: '0' } });
    const sessions: [Record<string, unknown>[], Record<string, string> | undefined][] = [
      [visit(FULL), NEWSLETTER],
      [visit(['quiz_start']), NEWSLETTER],
      [visit(['quiz_start', 'quiz_complete']), { referrer: 'www.google.com' }],
      [visit([]), { referrer: 'tastetype.example' }],
      [visit(['quiz_start']), undefined],
      // A friend of the newsletter's reader, through the link the reader's page shared.
      [visit(['quiz_start', 'quiz_complete'], { fromShare: true }), { ref: 'share', via: 'sheet', ...NEWSLETTER }],
    ];
    for (const [events, arrival] of sessions) {
      expect((await postEvents(t, { events, ...(arrival && { arrival }) })).statusCode).toBe(204);
    }
  });
  afterAll(async () => t.close());

  it('counts visitors, starts, completions and shares per channel, busiest first', async () => {
    await expect(acquisition(t, { by: 'CHANNEL' })).resolves.toEqual([
      {
        value: 'Email',
        visitors: 2,
        starts: 2,
        completions: 1,
        completionRate: 0.5,
        shares: 1,
        friendsLanded: 0,
        friendsCompleted: 0,
      },
      {
        value: 'Direct',
        visitors: 2,
        starts: 1,
        completions: 0,
        completionRate: 0,
        shares: 0,
        friendsLanded: 0,
        friendsCompleted: 0,
      },
      {
        value: 'Organic Search',
        visitors: 1,
        starts: 1,
        completions: 1,
        completionRate: 1,
        shares: 0,
        friendsLanded: 0,
        friendsCompleted: 0,
      },
      {
        value: 'Shared',
        visitors: 1,
        starts: 1,
        completions: 1,
        completionRate: 1,
        shares: 0,
        friendsLanded: 1,
        friendsCompleted: 1,
      },
    ]);
  });

  it("joins a source to the friends its visitors' shares brought", async () => {
    const sources = await acquisition(t, { by: 'SOURCE' });
    expect(sources.find((row) => row.value === 'newsletter')).toMatchObject({
      visitors: 3,
      shares: 1,
      friendsLanded: 1,
      friendsCompleted: 1,
    });
    expect(sources.map((row) => row.value)).toEqual(['newsletter', '(direct)', 'google']);
  });

  it('narrows by a clicked row: only Email visitors, by source', async () => {
    await expect(acquisition(t, { by: 'SOURCE', channel: 'Email' })).resolves.toEqual([
      expect.objectContaining({ value: 'newsletter', visitors: 2 }),
    ]);
    await expect(acquisition(t, { by: 'CAMPAIGN', source: 'google' })).resolves.toEqual([
      expect.objectContaining({ value: '(not set)', visitors: 1 }),
    ]);
  });

  it('stores the attribution on the events, never a path or query of the referrer', async () => {
    const { rows } = await t.db.query(
      `SELECT DISTINCT channel, source, medium, campaign FROM funnel_events WHERE source = 'google'`,
    );
    expect(rows).toEqual([{ channel: 'Organic Search', source: 'google', medium: 'search', campaign: '(not set)' }]);
  });

  it('refuses a from after to, as every analytics query does', async () => {
    const backwards =
      '{ acquisition(by: CHANNEL, from: "2026-02-01T00:00:00Z", to: "2026-01-01T00:00:00Z") { value } }';
    const { body } = await graphql(t.app, backwards, {}, { authorization: `Bearer ${TOKEN}` });
    expect(body.errors[0]).toMatchObject({
      message: 'from must not be later than to',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers UNAUTHENTICATED without a key', async () => {
    const { body } = await graphql(t.app, '{ acquisition(by: CHANNEL) { value } }');
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
