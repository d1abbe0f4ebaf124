import type { Page } from '@playwright/test';
import { answer, expect, failOperation, test } from './fixtures';

const DESCRIPTION = /^You cook the way other people hug\./;

/** Replaces the device's share sheet and clipboard with recorders, before any page script runs. */
async function stubDevice(page: Page, device: { share: 'ok' | 'fail' | 'cancel' | 'none' }) {
  await page.addInitScript((mode) => {
    const calls: unknown[] = [];
    Object.assign(window, { deviceCalls: calls });
    const share = async (data: unknown) => {
      calls.push({ share: data });
      if (mode === 'fail') throw new DOMException('blocked', 'NotAllowedError');
      if (mode === 'cancel') throw new DOMException('cancelled', 'AbortError');
    };
    Object.defineProperty(navigator, 'share', { value: mode === 'none' ? undefined : share, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text: string) => void calls.push({ clipboard: text }) },
      configurable: true,
    });
  }, device.share);
}

const deviceCalls = (page: Page) => page.evaluate(() => (window as unknown as { deviceCalls: unknown[] }).deviceCalls);

async function finishComfortQuiz(page: Page) {
  await page.goto('/test');
  for (const label of ['Mild & Familiar', 'Cozy & Intimate', 'Simple & Clean']) await answer(page, label);
  await expect(page.getByRole('button', { name: 'Share My Results' })).toBeVisible();
}

test('sharing records the result on the server, then opens the share sheet with the link for friends', async ({
  page,
  baseURL,
}) => {
  await stubDevice(page, { share: 'ok' });
  const recorded = page.waitForRequest(
    (r) => r.url().endsWith('/graphql') && r.postDataJSON()?.operationName === 'MarkShared',
  );
  await finishComfortQuiz(page);
  await page.getByRole('button', { name: 'Share My Results' }).click();

  await expect(page.getByRole('button', { name: 'Shared!' })).toBeVisible();
  await expect(page.getByText('Shared successfully!')).toBeVisible();
  await expect(page.getByText('Your food personality has been shared.')).toBeVisible();
  expect((await recorded).postDataJSON().variables.id).toBe(new URL(page.url()).searchParams.get('id'));
  const [call] = (await deviceCalls(page)) as { share: { title: string; text: string; url: string } }[];
  expect(call.share.title).toBe('TasteType - My Food Personality');
  expect(call.share.text).toMatch(/^I'm a Comfort Connoisseur! You cook the way other people hug\./);
  expect(call.share.url).toBe(`${baseURL}/results/comfort?ref=share&via=sheet`);
});

test("with no share sheet the spec's text, ending with the site's origin, is copied to the clipboard", async ({
  page,
  baseURL,
}) => {
  await stubDevice(page, { share: 'none' });
  await finishComfortQuiz(page);
  await page.getByRole('button', { name: 'Share My Results' }).click();
  await expect(page.getByText('Shared successfully!')).toBeVisible();
  const [call] = (await deviceCalls(page)) as { clipboard: string }[];
  expect(call.clipboard).toMatch(
    /^I'm a Comfort Connoisseur! You cook the way other people hug\..* Check out TasteType: /,
  );
  expect(call.clipboard.endsWith(`Check out TasteType: ${baseURL}`)).toBe(true);
});

test("a share that fails says 'Share failed'", async ({ page }) => {
  await stubDevice(page, { share: 'fail' });
  await finishComfortQuiz(page);
  await page.getByRole('button', { name: 'Share My Results' }).click();
  await expect(page.getByText('Share failed')).toBeVisible();
  await expect(page.getByText('Unable to share at this time.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share My Results' })).toBeEnabled();
});

test('closing the share sheet is not an error', async ({ page }) => {
  await stubDevice(page, { share: 'cancel' });
  await finishComfortQuiz(page);
  await page.getByRole('button', { name: 'Share My Results' }).click();
  await expect.poll(async () => (await deviceCalls(page)).length).toBe(1);
  await expect(page.getByRole('button', { name: 'Share My Results' })).toBeEnabled();
  await expect(page.getByText('Share failed')).toHaveCount(0);
});

test('a local fallback result is marked shared on the device, with no server call', async ({ page }) => {
  await stubDevice(page, { share: 'ok' });
  await failOperation(page, 'SaveResult');
  const serverCalls: string[] = [];
  page.on('request', (r) => r.url().endsWith('/graphql') && serverCalls.push(r.postDataJSON()?.operationName));
  await finishComfortQuiz(page);
  await page.getByRole('button', { name: 'Share My Results' }).click();
  await expect(page.getByRole('button', { name: 'Shared!' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('tastetype-results') ?? '[]'));
  expect(stored[0].shared).toBe(true);
  expect(serverCalls).not.toContain('MarkShared');
});

test("an unknown personality shows 'Personality not found' with a way home", async ({ page }) => {
  await page.goto('/results/picky');
  await expect(page.getByRole('heading', { name: 'Personality not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("profiles that fail to load give the 'Error' toast, then 'Personality not found'", async ({ page }) => {
  // Pages carry the profiles; one served without them (profiles not read yet) asks GraphQL, which fails here.
  await page.route('**/results/comfort', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<script type="application\/json" id="tastetype-profiles"[^>]*>.*?<\/script>/s,
      '',
    );
    await route.fulfill({ response, body });
  });
  await failOperation(page, 'Personalities');
  await page.goto('/results/comfort');
  await expect(page.getByText('Failed to load personality data.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personality not found' })).toBeVisible();
});

test('the results page shows its description after the reveal', async ({ page }) => {
  await page.goto('/results/comfort');
  await expect(
    page.getByText('Loading your food personality...').or(page.getByRole('heading', { name: /You're a/ })),
  ).toBeVisible();
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retake Test' })).toHaveAttribute('href', '/test');
});
