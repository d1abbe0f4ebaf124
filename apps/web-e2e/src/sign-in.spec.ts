import type { Page } from '@playwright/test';
import { SSO_BASE_URL, SSO_ISSUER } from '../playwright.config';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.use({ baseURL: SSO_BASE_URL, otherOrigins: [SSO_ISSUER] });

/** The provider's own sign-in form, as a person fills it in. */
async function atProvider(page: Page, login: string) {
  await expect(page.getByRole('heading', { name: 'Example Corp' })).toBeVisible();
  await page.getByLabel('Username').fill(login);
  await page.getByLabel('Password').fill('correct horse');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an analyst signs in with the company provider and sees the dashboard, not the Keys page', async ({ page }) => {
  await page.goto('/insights');
  const signIn = page.getByRole('link', { name: 'Sign in with Example Corp' });
  await expect(signIn).toBeVisible();
  await expectNoAxeViolations(page);
  await signIn.click();
  await atProvider(page, 'ada');
  await expect(page.getByText('Signed in as Ada Lovelace')).toBeVisible();
  await expect(page.getByText('Your scopes: analytics:read, results:export.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Headline figures' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Keys' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === '__Host-tastetype-session')).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
  });
});

test('an admin gets the Keys page', async ({ page }) => {
  await page.goto('/insights/keys');
  await page.getByRole('link', { name: 'Sign in with Example Corp' }).click();
  await atProvider(page, 'grace');
  await expect(page).toHaveURL(/\/insights\/keys$/);
  await expect(page.getByText('Signed in as Grace Hopper')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Keys' })).toBeVisible();
});

test('a person of no mapped group is told why and whom to ask', async ({ page }) => {
  await page.goto('/insights');
  await page.getByRole('link', { name: 'Sign in with Example Corp' }).click();
  await atProvider(page, 'eve');
  await expect(page.getByText('none of your groups in Example Corp gives access')).toBeVisible();
  await expect(page.getByText('Ask data-team@example.com for access.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('one click from /insights while the provider still knows the person; Sign out ends both', async ({ page }) => {
  await page.goto('/insights');
  await page.getByRole('link', { name: 'Sign in with Example Corp' }).click();
  await atProvider(page, 'ada');
  await expect(page.getByText('Signed in as Ada Lovelace')).toBeVisible();
  // TasteType's session alone ends (its idle limit, say); the provider's goes on.
  await page.context().clearCookies({ name: '__Host-tastetype-session' });
  await page.goto('/insights');
  await page.getByRole('link', { name: 'Sign in with Example Corp' }).click();
  await expect(page.getByText('Signed in as Ada Lovelace')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in with Example Corp' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in with Example Corp' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
});
