import { randomUUID } from 'node:crypto';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

const TOKEN = 'idempotent-save-test-token';
const COMFORT_QUIZ = { personality: 'comfort', answers: { flavor: 'mild', dining: 'cozy', cooking: 'traditional' } };
const HEALTHY_QUIZ = {
  personality: 'healthy',
  answers: { flavor: 'fresh', dining: 'fresh_natural', cooking: 'experimental' },
};
const SAVE = `mutation Save($input: SavePersonalityResultInput!) {
  savePersonalityResult(input: $input) { id personality answers { flavor dining cooking } }
}`;

describe('saves sent again with the same clientId', () => {
  let t: TestApp;
  beforeAll(
    async () => (t = await createTestApp({ env: { ANALYTICS_TOKEN: TOKEN, RATE_LIMIT_SAVES_PER_MINUTE: '3' } })),
  );
  afterAll(async () => t.close());

  // Each test is a client address of its own, so the save budget of one never reaches another.
  let clients = 0;
  const nextClient = () => `10.0.0.${++clients}`;
  const post = (payload: object, client: string) =>
    t.app.inject({ method: 'POST', url: '/api/personality-results', payload, remoteAddress: client });
  const rowsWith = async (clientId: string) =>
    (await t.db.query('SELECT id, personality, answers FROM personality_results WHERE client_id = $1', [clientId]))
      .rows;

  it('REST: the first send is 201, a resend is 200 with the same result, and one row is stored', async () => {
    const client = nextClient();
    const clientId = randomUUID();
    const first = await post({ ...COMFORT_QUIZ, clientId }, client);
    const again = await post({ ...COMFORT_QUIZ, clientId }, client);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await rowsWith(clientId)).toEqual([{ id: first.json().id, ...COMFORT_QUIZ }]);
  });

  it('GraphQL: a resend returns the stored result, also after a REST send', async () => {
    const clientId = randomUUID();
    const rest = await post({ ...HEALTHY_QUIZ, clientId }, nextClient());
    const sends = [];
    for (let i = 0; i < 2; i++) sends.push(await graphql(t.app, SAVE, { input: { ...HEALTHY_QUIZ, clientId } }));
    expect(sends.map(({ body }) => body.errors)).toEqual([undefined, undefined]);
    expect(sends.map(({ body }) => body.data.savePersonalityResult.id)).toEqual([rest.json().id, rest.json().id]);
    expect(await rowsWith(clientId)).toHaveLength(1);
  });

  it('sends racing each other store one row and all get it', async () => {
    const clientId = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post({ ...COMFORT_QUIZ, clientId }, `10.1.0.${i + 1}`)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(await rowsWith(clientId)).toHaveLength(1);
  });

  it('a resend with other answers gets the stored result, unchanged', async () => {
    const client = nextClient();
    const clientId = randomUUID();
    await post({ ...COMFORT_QUIZ, clientId }, client);
    const again = await post({ ...HEALTHY_QUIZ, clientId }, client);
    expect([again.statusCode, again.json().personality, again.json().answers]).toEqual([
      200,
      'comfort',
      COMFORT_QUIZ.answers,
    ]);
  });

  it('resends cost none of the per-minute budget of saves, and still answer once it is spent', async () => {
    const client = nextClient();
    const clientId = randomUUID();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post({ ...COMFORT_QUIZ, clientId }, client)).statusCode);
    for (let i = 0; i < 3; i++)
      statuses.push((await post({ ...COMFORT_QUIZ, clientId: randomUUID() }, client)).statusCode);
    expect(statuses).toEqual([201, 200, 200, 200, 200, 200, 201, 201, 429]);
    const past = await post({ ...COMFORT_QUIZ, clientId }, client);
    expect(past.statusCode).toBe(200);
  });

  it('without a clientId every send is a new result, as before', async () => {
    const client = nextClient();
    const first = await post(COMFORT_QUIZ, client);
    const second = await post(COMFORT_QUIZ, client);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().id).not.toBe(second.json().id);
  });

  it.each(['not-a-uuid', 42, ''])('refuses clientId %p with 400 and stores nothing', async (clientId) => {
    const before = (await t.db.query('SELECT count(*)::int AS n FROM personality_results')).rows[0].n;
    const rest = await post({ ...COMFORT_QUIZ, clientId }, nextClient());
    const viaGraphql = await graphql(t.app, SAVE, { input: { ...COMFORT_QUIZ, clientId } });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toBe('clientId must be a UUID');
    expect(viaGraphql.body.errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT|BAD_REQUEST/);
    expect((await t.db.query('SELECT count(*)::int AS n FROM personality_results')).rows[0].n).toBe(before);
  });

  it('the analytics count a result once, however often it was sent', async () => {
    const total = async () =>
      (await graphql(t.app, '{ resultStats { total } }', undefined, { authorization: `Bearer ${TOKEN}` })).body.data
        .resultStats.total;
    const before = await total();
    const client = nextClient();
    const clientId = randomUUID();
    for (let i = 0; i < 3; i++) await post({ ...COMFORT_QUIZ, clientId }, client);
    expect(await total()).toBe(before + 1);
  });
});
