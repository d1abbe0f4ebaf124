import { answer, expect, failOperation, test } from './fixtures';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const PATHS = [
  {
    personality: 'comfort',
    title: 'Comfort Connoisseur',
    labels: ['Mild & Familiar', 'Cozy & Intimate', 'Traditional Methods'],
  },
  {
    personality: 'adventurous',
    title: 'Flavor Explorer',
    labels: ['Bold & Spicy', 'Exotic & Adventurous', 'Experimental & Fusion'],
  },
  { personality: 'healthy', title: 'Wellness Warrior', labels: ['Fresh & Light', 'Fresh & Natural', 'Simple & Clean'] },
];

for (const { personality, title, labels } of PATHS) {
  test(`the ${personality} path ends on its saved result`, async ({ page, request }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Discover My Food Personality' }).click();
    await expect(page.getByRole('heading', { name: 'Food Personality Assessment' })).toBeVisible();
    for (const label of labels) await answer(page, label);

    await expect(page.getByText('Assessment Complete!')).toBeVisible();
    await expect(page.getByText('Your food personality has been determined.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/results/${personality}\\?id=${UUID}$`));
    await expect(page.getByRole('heading', { name: `You're a ${title}!` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Perfect Foods for You' })).toBeVisible();
    await expect(page.getByText('Your Food Style')).toBeVisible();

    // The server stored it: the id it gave can be shared.
    const id = new URL(page.url()).searchParams.get('id');
    const shared = await request.put(`/api/personality-results/${id}/share`);
    await expect(shared).toBeOK();
    expect((await shared.json()).personality).toBe(personality);
  });
}

test('a 1-1-1 tie goes to comfort', async ({ page }) => {
  await page.goto('/test');
  for (const label of ['Bold & Spicy', 'Fresh & Natural', 'Traditional Methods']) await answer(page, label);
  await expect(page).toHaveURL(new RegExp(`/results/comfort\\?id=${UUID}$`));
  await expect(page.getByRole('heading', { name: "You're a Comfort Connoisseur!" })).toBeVisible();
});

test('Back to Home leaves the quiz; Previous steps back to a question with nothing picked', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await answer(page, 'Mild & Familiar');
  await expect(page.getByText('Question 2 of 3')).toBeVisible();
  await page.getByRole('radio', { name: 'Exotic & Adventurous' }).check();
  await page.getByRole('button', { name: 'Previous' }).click();

  // Back on question 1 with nothing picked: its old answer is cleared too, so Next waits for a new pick.
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Mild & Familiar' })).not.toBeChecked();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await answer(page, 'Fresh & Light');
  await expect(page.getByText('Question 2 of 3')).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the whole quiz can be done with the keyboard alone', async ({ page }) => {
  await page.goto('/test');
  for (const label of ['Bold & Spicy', 'Exotic & Adventurous', 'Simple & Clean']) {
    // Tab into the group (focus lands on its first radio), arrow to the pick, Tab past Previous to Next.
    while (
      !(await page
        .getByRole('radio')
        .first()
        .evaluate((el) => el === document.activeElement))
    )
      await page.keyboard.press('Tab');
    while (!(await page.getByRole('radio', { name: label }).isChecked())) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /^(Next|Get My Results)$/ })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(new RegExp(`/results/adventurous\\?id=${UUID}$`));
  await expect(page.getByRole('heading', { name: "You're a Flavor Explorer!" })).toBeVisible();
});

test('when saving fails the result is kept on the device and still shown', async ({ page }) => {
  await failOperation(page, 'SaveResult');
  await page.goto('/test');
  for (const label of ['Fresh & Light', 'Fresh & Natural', 'Traditional Methods']) await answer(page, label);

  await expect(page.getByText('Failed to save your results. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/results\/healthy\?id=\d{13}$/);
  await expect(page.getByRole('heading', { name: "You're a Wellness Warrior!" })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('tastetype-results') ?? '[]'));
  const id = new URL(page.url()).searchParams.get('id');
  expect(stored).toEqual([
    {
      id,
      personality: 'healthy',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      answers: { flavor: 'fresh', dining: 'fresh_natural', cooking: 'traditional' },
      shared: false,
      clientId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      locale: 'en',
    },
  ]);
});

test('past the save limit the server refuses, and the result is kept on the device as when saving fails', async ({
  page,
  request,
}) => {
  // This test's client spends its whole budget of saves for the minute (60 by default) first.
  let refused = false;
  for (let i = 0; i < 100 && !refused; i++) {
    const response = await request.post('/api/personality-results', {
      data: { personality: 'comfort', answers: { flavor: 'mild', dining: 'cozy', cooking: 'simple' } },
    });
    refused = response.status() === 429;
  }
  expect(refused).toBe(true);

  await page.goto('/test');
  const saveAnswer = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && r.request().postDataJSON()?.operationName === 'SaveResult',
  );
  for (const label of ['Bold & Spicy', 'Exotic & Adventurous', 'Traditional Methods']) await answer(page, label);
  expect((await (await saveAnswer).json()).errors[0].extensions.code).toBe('RATE_LIMITED');
  await expect(page.getByText('Failed to save your results. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/results\/adventurous\?id=\d{13}$/);
  await expect(page.getByRole('heading', { name: "You're a Flavor Explorer!" })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('tastetype-results') ?? '[]'));
  expect(stored).toEqual([
    expect.objectContaining({
      personality: 'adventurous',
      answers: { flavor: 'spicy', dining: 'exotic', cooking: 'traditional' },
    }),
  ]);
});
