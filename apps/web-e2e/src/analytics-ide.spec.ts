import type { Page } from '@playwright/test';
import { ANALYTICS_TEST_TOKEN } from '../playwright.config';
import { expect, test } from './fixtures';

const AUTH = { Authorization: `Bearer ${ANALYTICS_TEST_TOKEN}` };

/** GraphiQL's editors are CodeMirror 5 instances; set them as a paste would. */
async function setEditor(page: Page, selector: string, text: string) {
  await page
    .locator(`${selector} .CodeMirror`)
    .filter({ visible: true })
    .evaluate((el, value) => {
      (el as unknown as { CodeMirror: { setValue(v: string): void } }).CodeMirror.setValue(value);
    }, text);
}

/**
 * GraphiQL takes an edit 100 ms later (debounced): it stores the query and reads its operation name in one go,
 * and Execute before that sends the old name. An edit made before GraphiQL hooks the editor is never taken, so set again.
 */
async function setQuery(page: Page, query: string) {
  await expect(async () => {
    await setEditor(page, '.graphiql-query-editor', query);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('graphiql:query')), { timeout: 5_000 })
      .toBe(query);
  }).toPass();
}

/** Execute reads the headers straight from their editor (they are not persisted here): wait until it shows them. */
async function setHeaders(page: Page, headers: string) {
  await setEditor(page, '.graphiql-editor-tool', headers);
  await expect(page.locator('.graphiql-editor-tool .CodeMirror').filter({ visible: true })).toContainText(headers);
}

test('an analyst opens the IDE, sets the token and reads resultStats, all from this server', async ({
  page,
  request,
}) => {
  for (let i = 0; i < 3; i++) {
    const saved = await request.post('/api/personality-results', {
      data: { personality: 'adventurous', answers: { flavor: 'spicy', dining: 'exotic', cooking: 'experimental' } },
    });
    await expect(saved).toBeOK();
  }
  // Results made from now on (by tests running beside this one) fall outside the bound.
  const until = new Date().toISOString();
  const query = `{ resultStats(to: "${until}") { total shared byPersonality { personality count } } }`;

  await page.goto('/graphql');
  await expect(page.locator('.graphiql-query-editor')).toContainText('SharedAdventurousLastWeek');
  await expect(page.getByText('Headers', { exact: true })).toBeVisible();
  await setQuery(page, query);
  await setHeaders(page, JSON.stringify(AUTH));
  await page.getByRole('button', { name: /Execute query/ }).click();

  const response = page.locator('.graphiql-response');
  await expect(response).toContainText('"total"');
  const shown = JSON.parse(
    await response
      .locator('.CodeMirror')
      .evaluate((el) => (el as unknown as { CodeMirror: { getValue(): string } }).CodeMirror.getValue()),
  );
  const direct = await (await request.post('/graphql', { headers: AUTH, data: { query } })).json();
  expect(shown).toEqual(direct);
  expect(shown.data.resultStats.total).toBeGreaterThanOrEqual(3);
});

test('without the token the IDE shows the refusal and no figures', async ({ page }) => {
  await page.goto('/graphql');
  await setQuery(page, '{ resultStats { total } }');
  await setHeaders(page, '{}');
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(page.locator('.graphiql-response')).toContainText('UNAUTHENTICATED');
  await expect(page.locator('.graphiql-response')).not.toContainText('"total"');
});
