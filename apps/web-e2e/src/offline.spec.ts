import type { Page, Request } from '@playwright/test';
import { answer, expect, failOperation, test } from './fixtures';

interface KeptResult {
  clientId: string;
  serverId?: string;
  shared: boolean;
  sharedOnServer?: boolean;
}

const kept = (page: Page): Promise<KeptResult[]> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('tastetype-results') ?? '[]'));

/** Every GraphQL save the page sends from now on (the quiz's and a kept result's resend go the same way). */
function recordSaves(page: Page): Request[] {
  const saves: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'SaveResult')
      saves.push(request);
  });
  return saves;
}

/** The quiz completes while its save cannot reach the server, so the result is kept on the device. */
async function finishWithSaveBlocked(page: Page) {
  await failOperation(page, 'SaveResult');
  await page.goto('/test');
  for (const label of ['Mild & Familiar', 'Cozy & Intimate', 'Simple & Clean']) await answer(page, label);
  await expect(page.getByText('Failed to save your results. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share My Results' })).toBeVisible();
  await page.unroute('**/graphql');
}

/** The server's answer to the same clientId again: 200 with the stored result once it has it. */
async function storedOnServer(page: Page, clientId: string) {
  const response = await page.request.post('/api/personality-results', {
    data: { personality: 'comfort', answers: { flavor: 'mild', dining: 'cozy', cooking: 'simple' }, clientId },
  });
  return { status: response.status(), body: await response.json() };
}

test('a result kept while the save was blocked is stored once on the next visit, and never sent again', async ({
  page,
}) => {
  await finishWithSaveBlocked(page);
  const [{ clientId }] = await kept(page);
  const saves = recordSaves(page);

  await page.reload();
  await expect.poll(async () => (await kept(page))[0].serverId).toMatch(/^[0-9a-f-]{36}$/);
  expect(saves).toHaveLength(1);
  expect(saves[0].postDataJSON().variables.input).toEqual(expect.objectContaining({ clientId }));
  const [{ serverId }] = await kept(page);
  expect(await storedOnServer(page, clientId)).toEqual({
    status: 200,
    body: expect.objectContaining({ id: serverId, personality: 'comfort' }),
  });

  await page.reload();
  await expect(page.getByRole('heading', { name: "You're a Comfort Connoisseur!" })).toBeVisible();
  await expect(page.getByText('Failed to save your results. Please try again.')).toHaveCount(0);
  expect(saves).toHaveLength(1);
});

test('a result shared while offline is sent, then shared on the server, when the browser is back online', async ({
  page,
  context,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'share', { value: async () => undefined, configurable: true }),
  );
  await finishWithSaveBlocked(page);
  const saves = recordSaves(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Share My Results' }).click();
  await expect(page.getByRole('button', { name: 'Shared!' })).toBeVisible();
  expect((await kept(page))[0]).toEqual(expect.objectContaining({ shared: true }));

  await context.setOffline(false);
  await expect.poll(async () => (await kept(page))[0].sharedOnServer).toBe(true);
  const [{ clientId, serverId }] = await kept(page);
  expect(saves).toHaveLength(1);
  expect(await storedOnServer(page, clientId)).toEqual({
    status: 200,
    body: expect.objectContaining({ id: serverId, shared: true }),
  });
  await expect(page.getByText('Failed to save your results. Please try again.')).toHaveCount(0);
});
