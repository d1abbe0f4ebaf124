import { type TestApp, createTestApp } from '../../helpers/test-app';

const SPICY_QUIZ = {
  personality: 'adventurous',
  answers: { flavor: 'spicy', dining: 'exotic', cooking: 'simple' },
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('REST /api/personality-results', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t.close());

  const post = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/personality-results',
      payload: payload as object,
    });
  const share = (id: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/personality-results/${id}/share`,
    });

  it('stores a completed quiz and answers 201 with the stored result', async () => {
    const response = await post(SPICY_QUIZ);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      ...SPICY_QUIZ,
      shared: false,
      sharedAt: null,
    });
    expect(body.id).toMatch(UUID);
    const { rows } = await t.db.query(
      'SELECT personality, answers, shared, created_at FROM personality_results WHERE id = $1',
      [body.id],
    );
    expect(rows).toEqual([
      {
        personality: 'adventurous',
        answers: SPICY_QUIZ.answers,
        shared: false,
        created_at: expect.any(Date),
      },
    ]);
    expect(new Date(body.createdAt).getTime()).toBe(rows[0].created_at.getTime());
  });

  it('stores a 1-1-1 tie as comfort', async () => {
    const response = await post({
      personality: 'comfort',
      answers: { flavor: 'fresh', dining: 'exotic', cooking: 'traditional' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().personality).toBe('comfort');
  });

  it.each([
    [
      'a personality the answers do not give',
      { ...SPICY_QUIZ, personality: 'healthy' },
      'personality must be adventurous for these answers, not healthy',
    ],
    [
      'an unknown personality',
      { ...SPICY_QUIZ, personality: 'picky' },
      'personality must be one of the following values: comfort, adventurous, healthy',
    ],
    ['a missing personality', { answers: SPICY_QUIZ.answers }, 'personality must be one of the following values'],
    [
      'an unknown option',
      {
        ...SPICY_QUIZ,
        answers: { ...SPICY_QUIZ.answers, cooking: 'microwave' },
      },
      'answers.cooking must be one of: traditional, experimental, simple',
    ],
    [
      'a missing answer',
      { ...SPICY_QUIZ, answers: { flavor: 'spicy', dining: 'exotic' } },
      'answers.cooking is required',
    ],
    [
      'an extra answer',
      { ...SPICY_QUIZ, answers: { ...SPICY_QUIZ.answers, dessert: 'cake' } },
      'answers.dessert is not a question',
    ],
    ['no answers', { personality: 'comfort' }, 'answers must be an object with one option id per question'],
    ['an extra field', { ...SPICY_QUIZ, admin: true }, 'property admin should not exist'],
    ['a list instead of an object', [SPICY_QUIZ], 'personality must be one of the following values'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_case, payload, message) => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM personality_results');
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    const after = await t.db.query('SELECT count(*)::int AS n FROM personality_results');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('marks a result shared, idempotently, keeping the first shared time', async () => {
    const { id } = (await post(SPICY_QUIZ)).json();
    const first = await share(id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id,
      shared: true,
      sharedAt: expect.any(String),
    });
    const again = await share(id);
    expect(again.statusCode).toBe(200);
    expect(again.json().sharedAt).toBe(first.json().sharedAt);
    const { rows } = await t.db.query('SELECT shared, shared_at FROM personality_results WHERE id = $1', [id]);
    expect(rows[0].shared).toBe(true);
    expect(rows[0].shared_at.toISOString()).toBe(first.json().sharedAt);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await share('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No personality result has id 00000000-0000-4000-8000-000000000000');
    const malformed = await share('1732240000000');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('id must be a UUID');
  });
});
