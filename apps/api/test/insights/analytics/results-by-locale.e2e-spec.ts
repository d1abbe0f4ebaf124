import { type ResultRowInput, insertResults } from '../../helpers/insert-results';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

const TOKEN = 'results-by-locale-analytics-token';
const AUTH = { authorization: `Bearer ${TOKEN}` };
const REFUSED = 'locale must be one of the supported languages: en, es, de, fr, pt-BR, ar';

// Over four UTC days, so a window can take whole days from the counts and partial ones from the rows.
const ROWS: ResultRowInput[] = [
  ['comfort', 'mild', 'cozy', 'traditional', true, '2026-11-01T10:00:00Z', 'es'],
  ['comfort', 'mild', 'cozy', 'simple', false, '2026-11-01T12:00:00Z', 'en'],
  ['adventurous', 'spicy', 'exotic', 'experimental', true, '2026-11-02T09:00:00Z', 'es'],
  ['adventurous', 'spicy', 'exotic', 'simple', false, '2026-11-02T23:00:00Z', 'ar'],
  ['healthy', 'fresh', 'fresh_natural', 'simple', true, '2026-11-03T08:00:00Z', 'pt-BR'],
  ['healthy', 'fresh', 'fresh_natural', 'traditional', false, '2026-11-03T12:00:00Z', 'es'],
  ['comfort', 'mild', 'cozy', 'traditional', false, '2026-11-04T00:00:00Z', 'de'],
];

const BY_LOCALE = `query ($from: DateTime, $to: DateTime) { resultsByLocale(from: $from, to: $to) { locale completions shares } }`;
const FILTERED = `query ($locale: String, $from: DateTime, $to: DateTime) {
  resultStats(locale: $locale, from: $from, to: $to) { total shared }
  dailyResults(locale: $locale, from: $from, to: $to) { day count shared }
  personalityResults(locale: $locale, from: $from, to: $to, first: 100) { totalCount edges { node { locale } } }
}`;

describe('analytics split by the language the quiz ran in', () => {
  let t: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp({ env: { ANALYTICS_TOKEN: TOKEN } });
    ids = await insertResults(t.db, ROWS);
  });
  afterAll(async () => t.close());

  const query = async (document: string, variables: Record<string, unknown> = {}) => {
    const { body } = await graphql(t.app, document, variables, AUTH);
    expect(body.errors).toBeUndefined();
    return body.data;
  };

  it('resultsByLocale gives every language, busiest first, ties in the order of LOCALES', async () => {
    expect((await query(BY_LOCALE)).resultsByLocale).toEqual([
      { locale: 'es', completions: 3, shares: 2 },
      { locale: 'en', completions: 1, shares: 0 },
      { locale: 'de', completions: 1, shares: 0 },
      { locale: 'pt-BR', completions: 1, shares: 1 },
      { locale: 'ar', completions: 1, shares: 0 },
      { locale: 'fr', completions: 0, shares: 0 },
    ]);
  });

  it('resultsByLocale counts [from, to), whole days from the counts and partial days from the rows', async () => {
    const window = { from: '2026-11-01T11:00:00Z', to: '2026-11-03T10:00:00Z' };
    expect((await query(BY_LOCALE, window)).resultsByLocale).toEqual([
      { locale: 'en', completions: 1, shares: 0 },
      { locale: 'es', completions: 1, shares: 1 },
      { locale: 'pt-BR', completions: 1, shares: 1 },
      { locale: 'ar', completions: 1, shares: 0 },
      { locale: 'de', completions: 0, shares: 0 },
      { locale: 'fr', completions: 0, shares: 0 },
    ]);
  });

  it('resultStats, dailyResults and personalityResults take a locale, in any letter case', async () => {
    for (const locale of ['es', 'ES']) {
      const data = await query(FILTERED, { locale });
      expect(data.resultStats).toEqual({ total: 3, shared: 2 });
      expect(data.dailyResults).toEqual([
        { day: '2026-11-01', count: 1, shared: 1 },
        { day: '2026-11-02', count: 1, shared: 1 },
        { day: '2026-11-03', count: 1, shared: 0 },
      ]);
      expect(data.personalityResults.totalCount).toBe(3);
      expect(data.personalityResults.edges.map(({ node }: { node: { locale: string } }) => node.locale)).toEqual([
        'es',
        'es',
        'es',
      ]);
    }
    const partial = await query(FILTERED, { locale: 'es', from: '2026-11-01T11:00:00Z', to: '2026-11-03T10:00:00Z' });
    expect([partial.resultStats.total, partial.personalityResults.totalCount]).toEqual([1, 1]);
    expect((await query(FILTERED, { locale: 'fr' })).resultStats).toEqual({ total: 0, shared: 0 });
  });

  it('a share moves its result’s count within its own language', async () => {
    const german = ids[6];
    expect((await t.app.inject({ method: 'PUT', url: `/api/personality-results/${german}/share` })).statusCode).toBe(
      200,
    );
    const { resultsByLocale } = await query(BY_LOCALE);
    expect(resultsByLocale.find((row: { locale: string }) => row.locale === 'de')).toEqual({
      locale: 'de',
      completions: 1,
      shares: 1,
    });
    expect((await query(FILTERED, { locale: 'de' })).resultStats).toEqual({ total: 1, shared: 1 });
  });

  it.each([
    ['resultStats(locale: "xx") { total }', REFUSED],
    ['personalityResults(locale: "pt-PT") { totalCount }', REFUSED],
    [
      'resultsByLocale(from: "2026-11-05T00:00:00Z", to: "2026-11-01T00:00:00Z") { locale }',
      'from must not be later than to',
    ],
  ])('refuses { %s } with BAD_USER_INPUT', async (field, message) => {
    const { body } = await graphql(t.app, `{ ${field} }`, {}, AUTH);
    expect(body.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT' } })]);
  });

  it('resultsByLocale needs the analytics token', async () => {
    const { body } = await graphql(t.app, '{ resultsByLocale { locale } }');
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('the CSV carries each result’s language and takes the same locale filter', async () => {
    const download = (query: string) => t.app.inject({ method: 'GET', url: `/api/results.csv${query}`, headers: AUTH });
    const all = (await download('')).body.split('\n').slice(1, -1);
    // The language is the eighth column; where the visitor came from follows it.
    const localeOf = (line: string) => line.split(',')[7];
    expect(all.map(localeOf)).toEqual(ROWS.map((row) => row[6]));
    for (const [asked, locale, count] of [
      ['es', 'es', 3],
      ['pt-br', 'pt-BR', 1],
      ['fr', 'fr', 0],
    ] as const) {
      const response = await download(`?locale=${asked}`);
      const lines = response.body.split('\n').slice(1, -1);
      expect(lines).toHaveLength(count);
      expect(lines.every((line) => localeOf(line) === locale)).toBe(true);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="tastetype-results-${locale}.csv"`);
      expect((await query(FILTERED, { locale: asked })).resultStats.total).toBe(count);
    }
    const refused = await download('?locale=klingon');
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { statusCode: 400, error: 'Bad Request', message: REFUSED },
    ]);
  });
});
