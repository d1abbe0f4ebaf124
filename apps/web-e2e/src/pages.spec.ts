import type { Page } from '@playwright/test';
import { answer, expect, expectNoAxeViolations, failOperation, test } from './fixtures';

test('an unknown path shows a not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('link', { name: 'Discover My Food Personality' })).toBeVisible();
});

test('the home page cards show each personality as its results page does (title and picture)', async ({
  page,
  request,
}) => {
  const profiles = await (await request.get('/api/personalities')).json();
  await page.goto('/');
  const cards = page
    .getByRole('list')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .getByRole('listitem');
  await expect(cards).toHaveCount(3);
  for (const [index, key] of ['comfort', 'adventurous', 'healthy'].entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(profiles[key].title);
    await expect(card.locator('img')).toHaveAttribute('src', profiles[key].image);
  }
});

test('robots.txt and the favicon are served', async ({ request }) => {
  await expect(await request.get('/robots.txt')).toBeOK();
  await expect(await request.get('/favicon.svg')).toBeOK();
});

test.describe('accessibility (axe, WCAG 2.x A and AA)', () => {
  test('home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: "What's Your Food Personality?" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('quiz, with an option picked', async ({ page }) => {
    await page.goto('/test');
    await page.getByRole('radio', { name: 'Bold & Spicy' }).check();
    await expectNoAxeViolations(page);
  });

  for (const personality of ['comfort', 'adventurous', 'healthy']) {
    test(`results of ${personality}, fully revealed`, async ({ page }) => {
      await page.goto(`/results/${personality}`);
      await expect(page.getByRole('button', { name: 'Share My Results' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("results with the 'Assessment Complete!' toast up", async ({ page }) => {
    await page.goto('/test');
    for (const label of ['Bold & Spicy', 'Exotic & Adventurous', 'Experimental & Fusion']) await answer(page, label);
    await expectNoAxeViolationsWithToast(page, 'Assessment Complete!', 'Your food personality has been determined.');
  });

  test("results with the destructive 'Error' toast up", async ({ page }) => {
    await failOperation(page, 'SaveResult');
    await page.goto('/test');
    for (const label of ['Fresh & Light', 'Fresh & Natural', 'Simple & Clean']) await answer(page, label);
    await expectNoAxeViolationsWithToast(page, 'Error', 'Failed to save your results. Please try again.');
  });

  test('personality not found and page not found', async ({ page }) => {
    await page.goto('/results/picky');
    await expect(page.getByRole('heading', { name: 'Personality not found' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/** Axe on the revealed results page while the toast is up, so its colours are measured too. */
async function expectNoAxeViolationsWithToast(page: Page, title: string, description: string) {
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: description });
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  await expect(toast.getByText(description)).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Close toast' })).toBeVisible();
  // A pointer resting on a toast holds it (sonner pauses its 5 s timer) while the reveal plays and axe runs.
  await toast.hover();
  await expect(page.getByRole('button', { name: 'Share My Results' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(toast).toBeVisible();
}
