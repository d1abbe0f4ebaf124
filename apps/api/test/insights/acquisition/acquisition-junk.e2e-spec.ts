import { type TestApp, createTestApp } from '../../helpers/test-app';
import { TOKEN, acquisition, postEvents, visit } from './acquisition-helpers';

describe('acquisition under junk and floods', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ANALYTICS_TOKEN: TOKEN, RATE_LIMIT_EVENTS_PER_MINUTE: '0', ACQUISITION_TAGS_PER_DAY: '3' },
    });
  });
  afterAll(async () => t.close());

  it('keeps an event whose tags are junk, cleaned and cut', async () => {
    const arrival = {
      utmSource: '\u0000 Evil\u202eSource \n',
      utmCampaign: `<img src=x onerror=alert(1)>${'x'.repeat(5000)}`,
      referrer: 'https://blog.example/private/path?email=a@b.c',
    };
    expect((await postEvents(t, { events: visit(['quiz_start']), arrival })).statusCode).toBe(204);
    const { rows } = await t.db.query(`SELECT DISTINCT source, medium, campaign FROM funnel_events`);
    expect(rows).toEqual([
      { source: 'evil source', medium: '(none)', campaign: `<img src=x onerror=alert(1)>${'x'.repeat(72)}` },
    ]);
  });

  it.each([
    ['a tag that is no string', { utmSource: 42 }, 'arrival.utmSource must be a string'],
    ['an arrival that is no object', 'newsletter', 'nested property arrival must be either object or array'],
    ['an unknown arrival field', { ip: '1.2.3.4' }, 'arrival.property ip should not exist'],
  ])('refuses %s with 400 naming it, and stores nothing of the batch', async (_case, arrival, message) => {
    const before = (await t.db.query('SELECT count(*)::int AS n FROM funnel_events')).rows[0].n;
    const response = await postEvents(t, { events: visit([]), arrival });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await t.db.query('SELECT count(*)::int AS n FROM funnel_events')).rows[0].n).toBe(before);
  });

  it('refuses landing on any event but page_view', async () => {
    const response = await postEvents(t, {
      events: [{ ...visit(['quiz_start'])[1], landing: true, name: 'quiz_start', route: undefined }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('events.0.landing is only allowed on page_view events');
  });

  it('folds campaigns past the day’s limit into one "other" row, and keeps every visitor', async () => {
    for (let n = 0; n < 12; n++) {
      const arrival = { utmSource: 'flood', utmMedium: 'cpc', utmCampaign: `random-${n}` };
      expect((await postEvents(t, { events: visit([]), arrival })).statusCode).toBe(204);
    }
    const campaigns = await acquisition(t, { by: 'CAMPAIGN' });
    // The junk test's tags took one of the 3 places; two random campaigns got the others.
    const rows = campaigns.map((row) => [row.value, row.visitors]);
    expect(rows[0]).toEqual(['other', 10]);
    expect(
      rows
        .slice(1)
        .map(([value]) => String(value).slice(0, 7))
        .sort(),
    ).toEqual(['<img sr', 'random-', 'random-']);
    const channels = await acquisition(t, { by: 'CHANNEL' });
    expect(channels.find((row) => row.value === 'Paid Other')).toMatchObject({ visitors: 12 });
    const admitted = await t.db.query('SELECT count(*)::int AS n FROM acquisition_tags_daily');
    expect(admitted.rows[0].n).toBe(3);
  });
});
