import type { Page } from '@playwright/test';
import { ANALYTICS_TEST_TOKEN } from '../playwright.config';
import { expect, test } from './fixtures';

const AUTH = { Authorization: `Bearer ${ANALYTICS_TEST_TOKEN}` };

/** GraphiQL's editors are CodeMirror 5 instances; set them as a paste would. */
async function setEditor(page: Page, selector: string, text: string) {
  await page.locator(`${selector} .CodeMirror`).filter({ visible: true }).evaluate((el, value) => {
    (el as unknown as { CodeMirror: { setValue(v: string): void } }).CodeMirror.setValue(value);
  }, text);
}

test('an analyst opens the IDE, sets the token and reads resultStats, all from this server', async ({ page, request }) => {
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
  await setEditor(page, '.graphiql-query-editor', query);
  await setEditor(page, '.graphiql-editor-tool', JSON.stringify(AUTH));
  await page.getByRole('button', { name: /Execute query/ }).click();

  const response = page.locator('.graphiql-response');
  await expect(response).toContainText('"total"');
  const shown = JSON.parse(await response.locator('.CodeMirror').evaluate((el) => (el as unknown as { CodeMirror: { getValue(): string } }).CodeMirror.getValue()));
  const direct = await (await request.post('/graphql', { headers: AUTH, data: { query } })).json();
  await expect(shown).toEqual(direct);
  await expect(shown.data.resultStats.total).toBeGreaterThanOrEqual(3);
});

test('without the token the IDE shows the refusal and no figures', async ({ page }) => {
  await page.goto('/graphql');
  await setEditor(page, '.graphiql-query-editor', '{ resultStats { total } }');
  await setEditor(page, '.graphiql-editor-tool', '{}');
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(page.locator('.graphiql-response')).toContainText('UNAUTHENTICATED');
  await expect(page.locator('.graphiql-response')).not.toContainText('"total"');
});
