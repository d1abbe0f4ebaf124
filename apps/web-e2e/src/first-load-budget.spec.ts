import { expect, test } from '@playwright/test';
import { PAGE_MODULES } from '@tastetype/quiz-domain';
import { firstPaintResources } from './budgets/first-paint';
import { growth, record } from './budgets/growth';
import { ROUTE_BUDGETS } from './budgets/route-budgets';
import { firstLoadJs, holdsApolloClient } from './first-load';

// The first-load JavaScript of each page, by the route modules it renders at once (loaded lazily).
const ROUTES = [
  { page: '/', modules: PAGE_MODULES.home },
  { page: '/test', modules: PAGE_MODULES.test },
  { page: '/results/{p}', modules: PAGE_MODULES.results },
  { page: '/embed/quiz', modules: PAGE_MODULES.embedQuiz },
  { page: '/embed/quiz/results/{p}', modules: PAGE_MODULES.embedResults },
];

for (const { page, modules } of ROUTES) {
  test(`${page} keeps Apollo Client out of its JavaScript before the first paint`, () => {
    // Apollo Client downloads after the first paint, while the visitor reads or answers.
    expect(firstLoadJs([...modules]).files.filter(holdsApolloClient)).toEqual([]);
  });
}

const KINDS = { js: 'JavaScript', css: 'CSS', images: 'pictures', fonts: 'fonts' } as const;

for (const budget of ROUTE_BUDGETS) {
  test(`${budget.path} fetches at most ${budget.requests} files and ${budget.kilobytes.js} KB of JavaScript before its first paint`, async ({
    request,
  }) => {
    const resources = await firstPaintResources(request, budget.path);
    if (process.env['RECORD_BUDGETS']) record(budget.path, resources);
    const over: string[] = [];
    for (const kind of Object.keys(KINDS) as (keyof typeof KINDS)[]) {
      const spent = resources.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.bytes, 0) / 1024;
      if (spent > budget.kilobytes[kind])
        over.push(
          `${KINDS[kind]}: ${spent.toFixed(1)} KB, over ${budget.kilobytes[kind]} KB\n${growth(budget.path, kind, resources)}`,
        );
    }
    // The document itself is a request too.
    if (resources.length + 1 > budget.requests)
      over.push(
        `requests: ${resources.length + 1}, over ${budget.requests}: ${resources.map((r) => r.url).join(', ')}`,
      );
    expect(over, `${budget.path} is over its budget (apps/web-e2e/src/budgets/route-budgets.ts)`).toEqual([]);
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

test('the visitors’ pages put their scripts and script preloads after their content', async ({ request }) => {
  for (const path of ['/', '/test', '/results/comfort', '/es/test']) {
    const html = await (await request.get(path)).text();
    const content = html.indexOf('<div id="root">');
    const scripts = [...html.matchAll(/<script type="module"|<link rel="modulepreload"/g)].map((m) => m.index);
    // Module scripts run after parsing wherever they stand: at the end, no script tag comes before the content.
    expect([path, scripts.length > 0, scripts.filter((at) => at < content)]).toEqual([path, true, []]);
  }
});
