import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';
import { TOKEN } from './acquisition-helpers';

const SAVE = `mutation Save($input: SavePersonalityResultInput!) {
  savePersonalityResult(input: $input) { id attribution { channel source medium campaign content term } }
}`;
const ANSWERS = { flavor: 'mild', dining: 'cozy', cooking: 'simple' };
const AUTH = { authorization: `Bearer ${TOKEN}` };

async function save(t: TestApp, arrival?: Record<string, unknown>) {
  const { body } = await graphql(
    t.app,
    SAVE,
    { input: { personality: 'comfort', answers: ANSWERS, arrival } },
    {
      host: 'tastetype.example',
    },
  );
  expect(body.errors).toBeUndefined();
  return body.data.savePersonalityResult;
}

describe('results carry where their visitor came from', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANALYTICS_TOKEN: TOKEN, RATE_LIMIT_SAVES_PER_MINUTE: '0' } });
    await t.db.query(
      `INSERT INTO webhook_endpoints (url, events, secret) VALUES ('http://127.0.0.1:9/hook', '{result.created}', 'whsec_BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcH')`,
    );
  });
  afterAll(async () => t.close());

  it('in the saved result, the result.created webhook and the CSV export, with formulas defused', async () => {
    const tagged = await save(t, {
      utmSource: 'Newsletter',
      utmMedium: 'email',
      utmCampaign: '=HYPERLINK("x")',
      utmTerm: 'pasta',
    });
    expect(tagged.attribution).toEqual({
      channel: 'Email',
      source: 'newsletter',
      medium: 'email',
      campaign: '=HYPERLINK("x")',
      content: null,
      term: 'pasta',
    });
    const direct = await save(t);
    expect(direct.attribution).toMatchObject({ channel: 'Direct', source: '(direct)' });

    const { rows } = await t.db.query(
      `SELECT payload->'data'->'attribution' AS attribution FROM webhook_deliveries WHERE payload->'data'->>'id' = $1`,
      [tagged.id],
    );
    expect(rows).toEqual([{ attribution: tagged.attribution }]);

    const csv = await t.app.inject({ method: 'GET', url: '/api/results.csv?channel=Email', headers: AUTH });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${tagged.id},.*,Email,newsletter,email,"'=HYPERLINK\\(""x""\\)",,pasta$`));
  });

  it('refuses a CSV filter over the length any tag can have', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/results.csv?campaign=${'x'.repeat(101)}`,
      headers: AUTH,
    });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().message).toContain('campaign must be shorter than or equal to 100 characters');
  });
});
