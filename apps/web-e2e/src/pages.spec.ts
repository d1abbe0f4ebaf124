import { expect, expectNoAxeViolations, test } from './fixtures';

test('an unknown path shows a not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('link', { name: 'Discover My Food Personality' })).toBeVisible();
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
      await page.waitForTimeout(800); // let the slide-in transition settle before colours are measured
      await expectNoAxeViolations(page);
    });
  }

  test('personality not found and page not found', async ({ page }) => {
    await page.goto('/results/picky');
    await expect(page.getByRole('heading', { name: 'Personality not found' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
