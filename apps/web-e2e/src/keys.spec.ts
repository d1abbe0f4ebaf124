import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { BASE_URL } from '../playwright.config';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { graphql, signIn } from './insights-session';
import { KEY_SHAPE, createKeyWithCli } from './keys-cli';

/** The first key, with keys:manage, made by the CLI as an operator makes it: nothing else could make it. */
let manager: { name: string; secret: string };

test.beforeAll(async () => {
  const name = `e2e manager ${randomUUID().slice(0, 8)}`;
  manager = { name, secret: await createKeyWithCli(BASE_URL, name, ['analytics:read', 'keys:manage']) };
});

/** A name no other test (or earlier run on a reused database) has given a key. */
const unique = (what: string) => `e2e ${what} ${randomUUID().slice(0, 8)}`;
const today = () => new Date().toISOString().slice(0, 10);

/** A key made over the API with the manager's key, for the tests whose subject is not making one. */
async function createKeyByApi(request: APIRequestContext, name: string, scopes: string[]) {
  const answer = await graphql(
    request,
    manager.secret,
    'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { key { id prefix } secret } }',
    { input: { name, scopes } },
  );
  const { key, secret } = answer.data.createApiKey;
  return { name, secret: secret as string, id: key.id as string, prefix: key.prefix as string };
}

/** A key's row in the list, found by its name. */
const keyRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Keys, newest first' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('an analyst signs in with a key the CLI made, sees whose it is, and reaches the Keys page from the figures', async ({
  page,
}) => {
  await signIn(page, manager.secret);
  await expect(page.getByText(`Signed in as ${manager.name}`)).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Total results' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(1);

  const sections = page.getByRole('navigation', { name: 'Insights sections' });
  await sections.getByRole('link', { name: 'Keys' }).click();
  await expect(page).toHaveURL(/\/insights\/keys$/);
  await expect(page).toHaveTitle('Keys · Insights · TasteType');
  await expect(sections.getByRole('link', { name: 'Keys' })).toHaveAttribute('aria-current', 'page');
  // The list shows a key's first characters only.
  const row = keyRow(page, manager.name);
  await expect(row).toContainText(`${manager.secret.slice(0, 8)}…`);
  await expect(row.getByRole('listitem')).toHaveText(['analytics:read', 'keys:manage']);
  await expect(row).toContainText('the server’s command line');
  await expect(row).toContainText('Active');
  await expect(page.getByText(manager.secret)).toHaveCount(0);
});

test('the old addresses of the Keys and Webhooks pages land on their own paths, in their language', async ({
  page,
}) => {
  await page.goto('/');
  await page.goto('/insights?view=keys');
  await expect(page).toHaveURL(/\/insights\/keys$/);
  await expect(page).toHaveTitle('Keys · Insights · TasteType');
  // The old address was replaced, not added: Back leaves the page.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/es/insights?view=webhooks&endpoint=an-endpoint');
  await expect(page).toHaveURL(/\/es\/insights\/webhooks\?endpoint=an-endpoint$/);
  await expect(page.getByLabel('Clave o token de analítica')).toBeVisible();
});

test('a key without keys:manage reads the figures but is not offered the Keys page', async ({ page, request }) => {
  const reader = await createKeyByApi(request, unique('reader'), ['analytics:read']);
  await signIn(page, reader.secret);
  await expect(page.getByText(`Signed in as ${reader.name}`)).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Total results' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Insights sections' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Keys' })).toHaveCount(0);
});

test('a key made on the Keys page shows its secret once, copies it, and the server takes it', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = unique('made in the page');
  await signIn(page, manager.secret, '/insights/keys');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('checkbox', { name: /^analytics:read/ }).check();
  await page.getByRole('radio', { name: 'In 30 days' }).check();
  await page.getByRole('button', { name: 'Create key' }).click();

  const panel = page.getByRole('region', { name: `Key “${name}” created: copy it now` });
  await expect(panel.getByRole('heading', { level: 3 })).toBeFocused();
  await expect(panel).toContainText('It will not be shown again');
  const field = panel.getByLabel('The new key');
  await expect(field).toHaveValue(KEY_SHAPE);
  const secret = await field.inputValue();
  await panel.getByRole('button', { name: 'Copy key' }).click();
  await expect(panel.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expect(keyRow(page, name)).toContainText(`${secret.slice(0, 8)}…`);

  // The secret works, and is this key's.
  const holder = await graphql(request, secret, '{ currentKey { name scopes } }');
  expect(holder.data.currentKey).toEqual({ name, scopes: ['analytics:read'] });

  // Shown once: after a reload it is nowhere in the page or the tab's storage; the list still has the key.
  await page.reload();
  await expect(keyRow(page, name)).toContainText('Active');
  await expect(page.getByLabel('The new key')).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);
  expect(await page.evaluate(() => JSON.stringify([{ ...sessionStorage }, { ...localStorage }]))).not.toContain(secret);
});

test('revoking asks first, then the key shows revoked and the server refuses it', async ({ page, request }) => {
  const victim = await createKeyByApi(request, unique('to revoke'), ['analytics:read']);
  expect((await graphql(request, victim.secret, '{ currentKey { name } }')).data.currentKey.name).toBe(victim.name);
  await signIn(page, manager.secret, '/insights/keys');
  const row = keyRow(page, victim.name);
  const revoke = row.getByRole('button', { name: `Revoke ${victim.name}` });
  const question = page.getByRole('group', { name: `Revoke the key “${victim.name}” (${victim.prefix}…)?` });

  // Cancel revokes nothing, and gives the keyboard back to the button.
  await revoke.click();
  await expect(question).toBeFocused();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(revoke).toBeFocused();
  await expect(row).toContainText('Active');

  // By keyboard: Enter asks, Tab reaches the confirming button, Enter revokes.
  await revoke.press('Enter');
  await expect(question).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Yes, revoke it' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row).toContainText(`Revoked on ${today()}`);
  await expect(revoke).toHaveCount(0);
  await expect(page.getByText(`The key “${victim.name}” is revoked: it is refused from now on.`)).toBeFocused();

  const refused = await graphql(request, victim.secret, '{ currentKey { name } }');
  expect(refused.data).toBeNull();
  expect(refused.errors).toEqual([
    expect.objectContaining({ message: 'This key was revoked', extensions: { code: 'UNAUTHENTICATED' } }),
  ]);
});

test('a revoked key cannot sign in: the page says so in the server’s words', async ({ page, request }) => {
  const revoked = await createKeyByApi(request, unique('revoked'), ['analytics:read']);
  await graphql(request, manager.secret, 'mutation ($key: ID!) { revokeApiKey(key: $key) { id } }', {
    key: revoked.id,
  });
  await signIn(page, revoked.secret);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The server refused this key. Check it and enter it again, or ask for a new one.');
  await expect(alert.locator('[lang="en"]')).toHaveText('This key was revoked');
  await expect(page.getByLabel('Key or analytics token')).toBeFocused();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test('the audit log shows the signed-in key’s uses, filtered by that key', async ({ page }) => {
  await signIn(page, manager.secret, '/insights/keys');
  await page
    .getByRole('combobox', { name: 'Key', exact: true })
    .selectOption({ label: `${manager.name} (${manager.secret.slice(0, 8)}…)` });
  const log = page.getByRole('table', { name: 'Uses of keys, newest first' });
  const signedIn = log.getByRole('row').filter({ hasText: 'graphql CurrentKey.currentKey' });
  await expect(signedIn.first()).toContainText(manager.name);
  await expect(signedIn.first()).toContainText('Allowed');
  // Filtered: every row is this key's (once the filtered answer has replaced the whole log).
  await expect
    .poll(async () => [...new Set(await log.locator('tbody tr td:nth-child(2)').allTextContents())])
    .toEqual([manager.name]);
});

test('axe finds nothing on the Keys page, with a new secret, a revocation question and the audit log open', async ({
  page,
}) => {
  const name = unique('axe');
  await signIn(page, manager.secret, '/insights/keys');
  await page.getByLabel('Name', { exact: true }).fill(name);
  // Only the manager's own scopes are offered: a key gets no scope its maker lacks.
  await page.getByRole('checkbox', { name: /^analytics:read/ }).check();
  await page.getByRole('radio', { name: 'Never' }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByLabel('The new key')).toHaveValue(KEY_SHAPE);
  await keyRow(page, name)
    .getByRole('button', { name: `Revoke ${name}` })
    .click();
  await expect(page.getByRole('group', { name: /^Revoke the key/ })).toBeFocused();
  await expect(page.getByRole('table', { name: 'Uses of keys, newest first' })).toBeVisible();
  // On a phone the wide tables scroll inside their own boxes: the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await expectNoAxeViolations(page);
});
