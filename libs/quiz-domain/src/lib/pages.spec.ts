import { PAGE_PATHS, matchPage } from './pages';

describe('matchPage', () => {
  it.each([
    ['/', { kind: 'home', locale: 'en' }],
    ['/test', { kind: 'test', locale: 'en' }],
    ['/test/', { kind: 'test', locale: 'en' }],
    ['/Test', { kind: 'test', locale: 'en' }],
    ['/RESULTS/Comfort', { kind: 'results', locale: 'en', personality: 'Comfort' }],
    ['/results', { kind: 'results', locale: 'en' }],
    ['/results/', { kind: 'results', locale: 'en' }],
    ['/results/comfort', { kind: 'results', locale: 'en', personality: 'comfort' }],
    ['/results/adventurous/', { kind: 'results', locale: 'en', personality: 'adventurous' }],
    ['/results/pizza', { kind: 'results', locale: 'en', personality: 'pizza' }],
    ['/results/%63omfort', { kind: 'results', locale: 'en', personality: 'comfort' }],
    ['/insights', { kind: 'insights', locale: 'en' }],
    ['/Insights/', { kind: 'insights', locale: 'en' }],
    ['/insights/keys', { kind: 'insightsKeys', locale: 'en' }],
    ['/Insights/Webhooks/', { kind: 'insightsWebhooks', locale: 'en' }],
    ['/embed', { kind: 'embed', locale: 'en' }],
    ['/embed/quiz', { kind: 'embedQuiz', locale: 'en' }],
    ['/embed/quiz/results/healthy', { kind: 'embedResults', locale: 'en', personality: 'healthy' }],
    ['/es', { kind: 'home', locale: 'es' }],
    ['/es/', { kind: 'home', locale: 'es' }],
    ['/es/test', { kind: 'test', locale: 'es' }],
    ['/AR/Results/healthy', { kind: 'results', locale: 'ar', personality: 'healthy' }],
    ['/pt-br/results/comfort', { kind: 'results', locale: 'pt-BR', personality: 'comfort' }],
    ['/de/embed/quiz', { kind: 'embedQuiz', locale: 'de' }],
    ['/fr/insights', { kind: 'insights', locale: 'fr' }],
    ['/es/insights/keys', { kind: 'insightsKeys', locale: 'es' }],
    ['/ar/insights/webhooks', { kind: 'insightsWebhooks', locale: 'ar' }],
  ])('opens %s as %o', async (pathname, page) => {
    expect(matchPage(pathname)).toEqual(page);
  });

  it.each([
    '',
    '//',
    '/no/such/page',
    '/index.html',
    '/tests',
    '/results/comfort/extra',
    '/results//',
    '/results/%E0%A4%A',
    '/insights/comfort',
    '/insights/keys/extra',
    '/insights/key',
    '/embed/results/comfort',
    '/embed/quiz/extra',
    '/en/test',
    '/it/test',
    '/es/es/test',
    '/pt/test',
  ])('finds no page at %s', async (pathname) => {
    expect(matchPage(pathname)).toBeUndefined();
  });
});

describe('PAGE_PATHS', () => {
  it('names, for every kind of page, a route that matchPage gives back as that kind', () => {
    for (const [kind, path] of Object.entries(PAGE_PATHS)) {
      expect([kind, matchPage(path.replace(':personality', 'comfort'))?.kind]).toEqual([kind, kind]);
    }
  });
});
