import { randomUUID } from 'node:crypto';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

const QUIZ = { personality: 'comfort', answers: { flavor: 'mild', dining: 'cozy', cooking: 'simple' } };
const SAVE = `mutation Save($input: SavePersonalityResultInput!) { savePersonalityResult(input: $input) { id } }`;

describe('saves arriving together are written in groups', () => {
  let t: TestApp;
  let limited: TestApp;
  beforeAll(async () => {
    // The crowd's GraphQL saves all come from one address: its limit is off, and on at 5 in the other app.
    t = await createTestApp({ env: { RATE_LIMIT_SAVES_PER_MINUTE: '0' } });
    limited = await createTestApp({ env: { RATE_LIMIT_SAVES_PER_MINUTE: '5' } });
  });
  afterAll(async () => Promise.all([t.close(), limited.close()]));

  let clients = 0;
  const nextClient = () => `10.1.0.${++clients}`;
  const post = (payload: object, client = nextClient(), app = t.app) =>
    app.inject({ method: 'POST', url: '/api/personality-results', payload, remoteAddress: client });
  const stored = async (ids: string[], db = t.db) =>
    (
      await db.query<{ id: string; created_at: Date }>(
        'SELECT id, created_at FROM personality_results WHERE id = ANY($1)',
        [ids],
      )
    ).rows;

  it('a crowd over REST and GraphQL is stored whole, in fewer commits than saves, each answered with its own row', async () => {
    const rest = Array.from({ length: 30 }, () => post(QUIZ));
    const viaGraphql = Array.from({ length: 10 }, () =>
      graphql(t.app, SAVE, { input: QUIZ }).then(({ body }) => body.data.savePersonalityResult.id as string),
    );
    const answers = await Promise.all(rest);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(201));
    const ids = [...answers.map((answer) => answer.json().id as string), ...(await Promise.all(viaGraphql))];
    expect(new Set(ids).size).toBe(40);
    const rows = await stored(ids);
    expect(rows).toHaveLength(40);
    // One commit, one transaction time: saves that shared a group share it.
    const commits = new Set(rows.map((row) => row.created_at.toISOString())).size;
    expect(commits).toBeLessThan(40);
  });

  it('two saves with one clientId in a crowd store one row, and both are answered with it', async () => {
    const clientId = randomUUID();
    const [first, again] = await Promise.all([
      post({ ...QUIZ, clientId }),
      post({ ...QUIZ, clientId }),
      ...Array.from({ length: 8 }, () => post(QUIZ)),
    ]);
    expect([first?.statusCode, again?.statusCode].sort()).toEqual([200, 201]);
    expect(again?.json().id).toBe(first?.json().id);
    const rows = await t.db.query('SELECT id FROM personality_results WHERE client_id = $1', [clientId]);
    expect(rows.rows).toEqual([{ id: first?.json().id }]);
  });

  it("counts every stored result against its client's limit, however the saves were grouped", async () => {
    const client = nextClient();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(QUIZ, client, limited.app)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const ids = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().id);
    expect(await stored(ids, limited.db)).toHaveLength(5);
  });
});
