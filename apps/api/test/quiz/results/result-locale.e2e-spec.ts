import { LOCALES } from '@tastetype/quiz-domain';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

const QUIZ = { personality: 'comfort', answers: { flavor: 'mild', dining: 'cozy', cooking: 'simple' } };
const SAVE = `mutation Save($input: SavePersonalityResultInput!) { savePersonalityResult(input: $input) { id locale } }`;
const REFUSED = 'locale must be one of the supported languages: en, es, de, fr, pt-BR, ar';

describe('a saved result records the language the quiz ran in', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ env: { RATE_LIMIT_SAVES_PER_MINUTE: '0' } })));
  afterAll(async () => t.close());

  let clients = 0;
  const post = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/personality-results',
      payload,
      remoteAddress: `10.2.0.${++clients % 250}`,
    });
  const storedLocale = async (id: string) =>
    (await t.db.query('SELECT locale FROM personality_results WHERE id = $1', [id])).rows[0]?.locale;
  const count = async () => (await t.db.query('SELECT count(*)::int AS n FROM personality_results')).rows[0].n;

  it('REST: stores the locale sent, answers with it, and English when none is sent', async () => {
    const spanish = await post({ ...QUIZ, locale: 'es' });
    expect([spanish.statusCode, spanish.json().locale]).toEqual([201, 'es']);
    expect(await storedLocale(spanish.json().id)).toBe('es');
    const plain = await post(QUIZ);
    expect([plain.statusCode, plain.json().locale]).toEqual([201, 'en']);
    expect(await storedLocale(plain.json().id)).toBe('en');
  });

  it('REST: takes a tag in any letter case and stores it in its own', async () => {
    const response = await post({ ...QUIZ, locale: 'PT-br' });
    expect([response.statusCode, response.json().locale]).toEqual([201, 'pt-BR']);
    expect(await storedLocale(response.json().id)).toBe('pt-BR');
  });

  it.each(['xx', 'pt-PT', '', 5, ['es']])('REST: refuses locale %p with 400, storing nothing', async (locale) => {
    const before = await count();
    const response = await post({ ...QUIZ, locale });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { statusCode: 400, error: 'Bad Request', message: REFUSED },
    ]);
    expect(await count()).toBe(before);
  });

  it('GraphQL: stores the locale sent, in any letter case, and English when none is sent', async () => {
    const arabic = await graphql(t.app, SAVE, { input: { ...QUIZ, locale: 'AR' } });
    expect(arabic.body.errors).toBeUndefined();
    expect(arabic.body.data.savePersonalityResult.locale).toBe('ar');
    expect(await storedLocale(arabic.body.data.savePersonalityResult.id)).toBe('ar');
    const plain = await graphql(t.app, SAVE, { input: QUIZ });
    expect(plain.body.data.savePersonalityResult.locale).toBe('en');
  });

  it('GraphQL: refuses an unsupported locale with BAD_USER_INPUT, storing nothing', async () => {
    const before = await count();
    const { body } = await graphql(t.app, SAVE, { input: { ...QUIZ, locale: 'klingon' } });
    expect(body.errors).toEqual([
      expect.objectContaining({ message: REFUSED, extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
    expect(await count()).toBe(before);
  });

  it('a crowd of saves in every language, written in groups, stores each with its own', async () => {
    const sent = Array.from({ length: 36 }, (_, index) => LOCALES[index % LOCALES.length]);
    const answers = await Promise.all(sent.map((locale) => post({ ...QUIZ, locale })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(sent.length).fill(201));
    expect(answers.map((answer) => answer.json().locale)).toEqual(sent);
    const ids = answers.map((answer) => answer.json().id as string);
    const { rows } = await t.db.query<{ id: string; locale: string; created_at: Date }>(
      'SELECT id, locale, created_at FROM personality_results WHERE id = ANY($1)',
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row.locale]));
    expect(ids.map((id) => byId.get(id))).toEqual(sent);
    // They did share commits: the group path, not one insert each, carried the languages.
    expect(new Set(rows.map((row) => row.created_at.toISOString())).size).toBeLessThan(sent.length);
  });

  it('a resend with the same clientId answers with the language first stored', async () => {
    const clientId = '6f1c2a4e-1b7d-4c39-9a55-0d3e8f2b7c10';
    const first = await post({ ...QUIZ, clientId, locale: 'de' });
    const again = await post({ ...QUIZ, clientId, locale: 'fr' });
    expect([first.statusCode, again.statusCode, again.json().locale]).toEqual([201, 200, 'de']);
  });

  it('sharing answers with the result’s language', async () => {
    const saved = (await post({ ...QUIZ, locale: 'fr' })).json();
    const shared = await t.app.inject({ method: 'PUT', url: `/api/personality-results/${saved.id}/share` });
    expect([shared.statusCode, shared.json().locale]).toEqual([200, 'fr']);
  });

  it('the database itself refuses a language TasteType does not speak', async () => {
    await expect(
      t.db.query(`INSERT INTO personality_results (personality, answers, locale) VALUES ('comfort', '{}', 'xx')`),
    ).rejects.toThrow(/personality_results_locale_supported/);
  });
});
