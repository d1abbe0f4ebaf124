import { PAGE_PATHS, matchPage } from './pages';

describe('matchPage', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/test', { kind: 'test' }],
    ['/test/', { kind: 'test' }],
    ['/Test', { kind: 'test' }],
    ['/RESULTS/Comfort', { kind: 'results', personality: 'Comfort' }],
    ['/results', { kind: 'results' }],
    ['/results/', { kind: 'results' }],
    ['/results/comfort', { kind: 'results', personality: 'comfort' }],
    ['/results/adventurous/', { kind: 'results', personality: 'adventurous' }],
    ['/results/pizza', { kind: 'results', personality: 'pizza' }],
    ['/results/%63omfort', { kind: 'results', personality: 'comfort' }],
    ['/insights', { kind: 'insights' }],
    ['/Insights/', { kind: 'insights' }],
    ['/embed', { kind: 'embed' }],
    ['/embed/quiz', { kind: 'embedQuiz' }],
    ['/embed/quiz/results/healthy', { kind: 'embedResults', personality: 'healthy' }],
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
    '/embed/results/comfort',
    '/embed/quiz/extra',
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
