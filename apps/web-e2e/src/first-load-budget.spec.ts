import { expect, test } from '@playwright/test';
import { PAGE_MODULES } from '@tastetype/quiz-domain';
import { firstLoadJs, holdsApolloClient } from './first-load';

// Each visitor page with the route modules it renders at once (loaded lazily), and its budget in KB gzip.
const ROUTES = [
  { page: '/', modules: PAGE_MODULES.home, budget: 95 },
  { page: '/test', modules: PAGE_MODULES.test, budget: 95 },
  { page: '/results/{p}', modules: PAGE_MODULES.results, budget: 95 },
  // The quiz inside a publisher's page, which pays for it on their readers' first load.
  { page: '/embed/quiz', modules: PAGE_MODULES.embedQuiz, budget: 100 },
  { page: '/embed/quiz/results/{p}', modules: PAGE_MODULES.embedResults, budget: 100 },
];

for (const { page, modules, budget } of ROUTES) {
  test(`${page} downloads at most ${budget} KB of JavaScript (gzip) before its first paint, Apollo Client not among it`, () => {
    const { kilobytes, files } = firstLoadJs([...modules]);
    // Apollo Client downloads after the first paint, while the visitor reads or answers.
    expect(files.filter(holdsApolloClient)).toEqual([]);
    expect(kilobytes).toBeLessThanOrEqual(budget);
  });
}

test('the quiz, results and embed pages preload, with their HTML, every lazy chunk of their first paint', async ({
  request,
}) => {
  for (const [path, modules] of [
    ['/test', PAGE_MODULES.test],
    ['/results/comfort', PAGE_MODULES.results],
    ['/embed/quiz', PAGE_MODULES.embedQuiz],
    ['/embed/quiz/results/comfort', PAGE_MODULES.embedResults],
    ['/embed', PAGE_MODULES.embed],
  ] as const) {
    const html = await (await request.get(path)).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]);
    // Every file of the first paint but the entry script itself (Vite preloads the entry's own imports).
    const [entry, ...rest] = firstLoadJs([...modules]).files;
    expect([path, [...preloaded].sort()]).toEqual([path, rest.sort()]);
    expect(html).toContain(`<script type="module" crossorigin src="/${entry}">`);
  }
});
