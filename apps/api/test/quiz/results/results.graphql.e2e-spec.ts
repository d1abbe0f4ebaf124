import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

const SAVE = `mutation Save($input: SavePersonalityResultInput!) {
  savePersonalityResult(input: $input) { id personality answers { flavor dining cooking } shared sharedAt createdAt }
}`;
const MARK_SHARED = `mutation Share($id: ID!) { markShared(id: $id) { id shared sharedAt } }`;
const HEALTHY_QUIZ = {
  personality: 'healthy',
  answers: {
    flavor: 'fresh',
    dining: 'fresh_natural',
    cooking: 'experimental',
  },
};

describe('GraphQL savePersonalityResult and markShared', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t.close());

  it('saves a result and reads back the stored row', async () => {
    const { status, body } = await graphql(t.app, SAVE, {
      input: HEALTHY_QUIZ,
    });
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    const saved = body.data.savePersonalityResult;
    expect(saved).toMatchObject({
      ...HEALTHY_QUIZ,
      shared: false,
      sharedAt: null,
    });
    const { rows } = await t.db.query('SELECT personality, answers FROM personality_results WHERE id = $1', [saved.id]);
    expect(rows).toEqual([{ personality: 'healthy', answers: HEALTHY_QUIZ.answers }]);
  });

  it('refuses a personality its answers do not give with BAD_USER_INPUT', async () => {
    const { body } = await graphql(t.app, SAVE, {
      input: { ...HEALTHY_QUIZ, personality: 'comfort' },
    });
    expect(body.data).toBeNull();
    const message = 'personality must be healthy for these answers, not comfort';
    expect(body.errors).toEqual([
      expect.objectContaining({
        message,
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
  });

  it.each([
    [
      'an unknown personality',
      { ...HEALTHY_QUIZ, personality: 'picky' },
      'Value "picky" does not exist in "PersonalityKey" enum',
    ],
    [
      'an unknown option',
      {
        ...HEALTHY_QUIZ,
        answers: { ...HEALTHY_QUIZ.answers, flavor: 'salty' },
      },
      'Value "salty" does not exist in "FlavorOption" enum',
    ],
    [
      'an option of another question',
      {
        ...HEALTHY_QUIZ,
        answers: { ...HEALTHY_QUIZ.answers, dining: 'spicy' },
      },
      'Value "spicy" does not exist in "DiningOption" enum',
    ],
    [
      'a missing answer',
      {
        ...HEALTHY_QUIZ,
        answers: { flavor: 'fresh', dining: 'fresh_natural' },
      },
      'Field "cooking" of required type "CookingOption!" was not provided',
    ],
    [
      'an extra answer',
      {
        ...HEALTHY_QUIZ,
        answers: { ...HEALTHY_QUIZ.answers, dessert: 'cake' },
      },
      'Field "dessert" is not defined by type "QuizAnswersInput"',
    ],
  ])('refuses %s in the variables with BAD_USER_INPUT', async (_case, input, message) => {
    const { status, body } = await graphql(t.app, SAVE, { input });
    expect(status).toBe(400);
    expect(body.errors[0].message).toContain(message);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(body)).not.toContain('stacktrace');
  });

  it('marks shared idempotently, with NOT_FOUND and BAD_USER_INPUT for bad ids', async () => {
    const saved = (await graphql(t.app, SAVE, { input: HEALTHY_QUIZ })).body.data.savePersonalityResult;
    const first = (await graphql(t.app, MARK_SHARED, { id: saved.id })).body.data.markShared;
    expect(first).toMatchObject({ id: saved.id, shared: true });
    const again = (await graphql(t.app, MARK_SHARED, { id: saved.id })).body.data.markShared;
    expect(again.sharedAt).toBe(first.sharedAt);

    const unknown = await graphql(t.app, MARK_SHARED, {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.body.errors[0].extensions).toEqual({
      code: 'NOT_FOUND',
    });
    const malformed = await graphql(t.app, MARK_SHARED, { id: 'not-a-uuid' });
    expect(malformed.body.errors[0]).toMatchObject({
      message: 'id must be a UUID',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
