import type { Page } from '@playwright/test';
import { answer, expect, expectNoAxeViolations, test } from './fixtures';

/** Collects every CSP violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

async function openWithPolicy(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src 'self'(;|$)/);
  return policy;
}

const ROUTES: Array<[string, string]> = [
  ['/', "What's Your Food Personality?"],
  ['/test', 'Food Personality Assessment'],
  ['/results/healthy', 'Wellness Warrior'],
  ['/results/picky', 'Personality not found'],
  ['/no/such/page', 'Page not found'],
];

for (const [path, heading] of ROUTES) {
  test(`${path} runs under the strict policy with no violation`, async ({ page }) => {
    const violations = await recordViolations(page);
    const policy = await openWithPolicy(page, path);
    expect(policy).not.toContain('unsafe-inline');
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}

test('a whole quiz, its toast and the results reveal run with no violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await openWithPolicy(page, '/test');
  for (const label of ['Mild & Familiar', 'Cozy & Intimate', 'Traditional Methods']) await answer(page, label);
  await expect(page.getByText('Assessment Complete!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share My Results' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the GraphQL IDE runs under its own policy with no violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await openWithPolicy(page, '/graphql');
  await expect(page.locator('.graphiql-query-editor')).toContainText('SharedAdventurousLastWeek');
  // GraphiQL stores the document once it has taken it; Execute before that runs nothing.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('graphiql:query')))
    .toContain('SharedAdventurousLastWeek');
  // The example holds two operations, so Execute asks which one to run.
  await page.getByRole('button', { name: /Execute query/ }).click();
  await page.getByRole('menuitem', { name: 'Overview' }).click();
  await expect(page.locator('.graphiql-response')).toContainText('UNAUTHENTICATED');
  expect(await violations()).toEqual([]);
});

test("the publishers' guide runs its live embed under the strict policy, listing the quiz's events", async ({
  page,
  baseURL,
}) => {
  const violations = await recordViolations(page);
  await openWithPolicy(page, '/embed');
  await expect(page.getByRole('heading', { name: 'Embed the TasteType food quiz' })).toBeVisible();
  await expect(page.getByText(`<script src="${baseURL}/embed.js" async></script>`)).toBeVisible();
  const preview = page.frameLocator('iframe[title="TasteType food quiz"]');
  await expect(preview.getByRole('heading', { name: 'Food Personality Assessment' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'onReady()' })).toBeVisible();
  await preview.getByRole('radio', { name: 'Bold & Spicy' }).check();
  await preview.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText("onAnswer({ question: 1, option: 'spicy' })")).toBeVisible();
  expect(await violations()).toEqual([]);
  await expectNoAxeViolations(page);
});
