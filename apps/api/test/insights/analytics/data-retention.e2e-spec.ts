import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

const TOKEN = 'test-analytics-token-0123456789';
const AUTH = { authorization: `Bearer ${TOKEN}` };
const RETENTION = '{ dataRetention { eventsKeepDays rawEventsSince resultsKeepDays resultsRemovedBefore } }';

async function retention(t: TestApp) {
  const { body } = await graphql(t.app, RETENTION, {}, AUTH);
  expect(body.errors).toBeUndefined();
  return body.data.dataRetention;
}

/** Midnight UTC `days` days before today, as the API writes an instant. */
function midnightDaysAgo(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days)).toISOString();
}

/** One raw event `secondsAgo` before now, whole seconds (so the answer's milliseconds match); resolves to its `at`. */
async function insertEvent(t: TestApp, secondsAgo: number): Promise<string> {
  // Near now: today's partition exists however funnel_events is partitioned.
  const { rows } = await t.db.query(
    `INSERT INTO funnel_events (at, name, attempt) VALUES (date_trunc('second', now()) - $1 * interval '1 second',
     'page_view', gen_random_uuid()) RETURNING at`,
    [secondsAgo],
  );
  return (rows[0].at as Date).toISOString();
}

describe('dataRetention with the default settings', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ env: { ANALYTICS_TOKEN: TOKEN } })));
  afterAll(async () => t.close());

  it('keeps results forever, and has no raw event to date from yet', async () => {
    expect(await retention(t)).toEqual({
      eventsKeepDays: 400,
      rawEventsSince: null,
      resultsKeepDays: 0,
      resultsRemovedBefore: null,
    });
  });

  it('dates raw events from the oldest one stored', async () => {
    await insertEvent(t, 5);
    const oldest = await insertEvent(t, 30);
    await insertEvent(t, 0);
    expect((await retention(t)).rawEventsSince).toBe(oldest);
  });
});

describe('dataRetention with RESULTS_KEEP_DAYS and EVENTS_KEEP_DAYS set', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await createTestApp({ env: { ANALYTICS_TOKEN: TOKEN, RESULTS_KEEP_DAYS: '30', EVENTS_KEEP_DAYS: '90' } })),
  );
  afterAll(async () => t.close());

  it('says results before midnight UTC of today minus 30 days were removed', async () => {
    const before = midnightDaysAgo(30);
    const answer = await retention(t);
    // Either side of a midnight the request may straddle.
    expect([before, midnightDaysAgo(30)]).toContain(answer.resultsRemovedBefore);
    expect(answer).toMatchObject({ eventsKeepDays: 90, resultsKeepDays: 30 });
  });
});
