import { expect, test } from '@playwright/test';
import { firstLoadJs, holdsApolloClient } from './first-load';

// The route modules each page renders at once (app-routes.tsx loads them lazily), and its budget in KB gzip.
const ROUTES = [
  { page: '/', modules: [], budget: 95 },
  { page: '/test', modules: ['src/app/routes/quiz-layout.tsx', 'src/app/routes/test.tsx'], budget: 95 },
  { page: '/results/{p}', modules: ['src/app/routes/quiz-layout.tsx', 'src/app/routes/results.tsx'], budget: 95 },
];

for (const { page, modules, budget } of ROUTES) {
  test(`${page} downloads at most ${budget} KB of JavaScript (gzip) before its first paint, Apollo Client not among it`, () => {
    const { kilobytes, files } = firstLoadJs(modules);
    // Apollo Client downloads after the first paint, while the visitor reads or answers.
    expect(files.filter(holdsApolloClient)).toEqual([]);
    expect(Math.round(kilobytes)).toBeLessThanOrEqual(budget);
  });
}
