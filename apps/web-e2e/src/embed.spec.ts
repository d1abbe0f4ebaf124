import type { FrameLocator, Page, Request } from '@playwright/test';
import { ANALYTICS_TEST_TOKEN, EMBED_HOST_URL, REFUSED_HOST_URL } from '../playwright.config';
import { expect, expectNoAxeViolations, failOperation, test } from './fixtures';

test.use({ otherOrigins: [EMBED_HOST_URL, REFUSED_HOST_URL] });

const HEALTHY = ['Fresh & Light', 'Fresh & Natural', 'Simple & Clean'];
const quizFrame = (page: Page) => page.frameLocator('iframe[title="TasteType food quiz"]');
const embedEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { embedEvents: { type: string; detail?: unknown }[] }).embedEvents);
const eventTypes = async (page: Page) => (await embedEvents(page)).map((event) => event.type);

async function answerIn(frame: FrameLocator, label: string) {
  await frame.getByRole('radio', { name: label }).check();
  await frame.getByRole('button', { name: /^(Next|Get My Results)$/ }).click();
}

/** The quiz's save, sent from inside the frame. */
function nextSave(page: Page): Promise<Request> {
  return page.waitForRequest(
    (request) => request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'SaveResult',
  );
}

test('the one-line embed loads the quiz only when scrolled near, in a frame as tall as its content, moving nothing', async ({
  page,
}) => {
  await page.goto(`${EMBED_HOST_URL}/snippet.html`);
  const iframe = page.locator('iframe[title="TasteType food quiz"]');
  await expect(iframe).toBeAttached();
  await expect(page.getByRole('link', { name: 'Take the TasteType food quiz' })).toHaveCount(0);
  // Far below the fold: nothing is loaded yet.
  await expect(iframe).not.toHaveAttribute('src');
  const after = page.locator('#after');
  const reservedTop = await after.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await iframe.scrollIntoViewIfNeeded();
  await expect(iframe).toHaveAttribute('src', /\/embed\/quiz\?host=http%3A%2F%2F127\.0\.0\.1%3A\d+$/);
  const frame = quizFrame(page);
  await expect(frame.getByRole('heading', { name: 'Food Personality Assessment' })).toBeVisible();
  // The site's own header is not in the frame.
  await expect(frame.getByRole('link', { name: 'TasteType' })).toHaveCount(0);
  // Its height follows the content: nothing scrolls inside.
  await expect
    .poll(() => frame.locator('html').evaluate((html) => html.scrollHeight - html.clientHeight))
    .toBeLessThanOrEqual(0);
  // The first screen fits the space the snippet reserved: the publisher's page did not move.
  expect(await after.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)).toBe(reservedTop);
});

test('the JS API: a whole quiz inside the frame reports each step and onResult once, with the winner; the row is stored', async ({
  page,
}) => {
  await page.goto(`${EMBED_HOST_URL}/api.html`);
  const frame = quizFrame(page);
  await expect(frame.getByRole('heading', { name: 'Food Personality Assessment' })).toBeVisible();
  await expect.poll(() => eventTypes(page)).toEqual(expect.arrayContaining(['ready', 'start', 'height']));
  await expect(frame.getByRole('button', { name: 'Back to Home' })).toHaveCount(0);
  const save = nextSave(page);
  for (const label of HEALTHY) await answerIn(frame, label);
  await expect(frame.getByRole('heading', { name: "You're a Wellness Warrior!" })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Retake Test' })).toBeVisible();
  expect(page.url()).toBe(`${EMBED_HOST_URL}/api.html`);
  const events = await embedEvents(page);
  expect(events.filter((event) => event.type === 'answer').map((event) => event.detail)).toEqual([
    { question: 1, option: 'fresh' },
    { question: 2, option: 'fresh_natural' },
    { question: 3, option: 'simple' },
  ]);
  expect(events.filter((event) => event.type === 'result')).toEqual([
    { type: 'result', detail: { personality: 'healthy', title: 'Wellness Warrior' } },
  ]);
  // Stored: the same attempt sent again gets the stored row back (200), not a new one.
  const { input } = (await save).postDataJSON().variables;
  const again = await page.request.post('/api/personality-results', { data: input });
  expect([again.status(), (await again.json()).personality]).toEqual([200, 'healthy']);
  expect(input.embedOrigin).toBe(EMBED_HOST_URL);
  // The funnel knows where it ran: the analysts see completions embedded on this host.
  const completionsHere = async () => {
    const response = await page.request.post('/graphql', {
      headers: { authorization: `Bearer ${ANALYTICS_TEST_TOKEN}` },
      data: { query: '{ embedSites { origin completions } }' },
    });
    const sites: { origin: string | null; completions: number }[] = (await response.json()).data.embedSites;
    return sites.find((site) => site.origin === EMBED_HOST_URL)?.completions ?? 0;
  };
  await expect.poll(completionsHere).toBeGreaterThan(0);
});

test('a snippet that names a language (data-locale, any letter case) frames the quiz in it, mirrored for Arabic', async ({
  page,
}) => {
  await page.goto(`${EMBED_HOST_URL}/arabic.html`);
  // Named in the quiz's language, for a screen reader on the publisher's page.
  const iframe = page.getByTitle('اختبار الطعام من TasteType');
  await expect(iframe).toHaveAttribute('src', /\/ar\/embed\/quiz\?host=/);
  await expect(iframe).toHaveAttribute('lang', 'ar');
  const frame = page.frameLocator('iframe[lang="ar"]');
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('اختبار شخصيتك في عالم الطعام');
});

test('messages from anywhere but its own frame are ignored', async ({ page }) => {
  await page.goto(`${EMBED_HOST_URL}/api.html`);
  await expect.poll(() => eventTypes(page)).toContain('ready');
  const before = await embedEvents(page);
  // Forged by the host page's own window: a result and a resize, right in shape and version.
  const received = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let seen = 0;
        addEventListener('message', () => (seen += 1) === 2 && resolve(seen));
        const forged = { source: 'tastetype', version: 1 };
        postMessage({ ...forged, type: 'result', personality: 'comfort', title: 'Comfort Connoisseur' }, '*');
        postMessage({ ...forged, type: 'resize', height: 5000 }, '*');
      }),
  );
  expect(received).toBe(2);
  expect(await embedEvents(page)).toEqual(before);
  const height = await page.locator('iframe').evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBeLessThan(5000);
});

test('a page not on the allow-list cannot frame the quiz', async ({ page }) => {
  const framed = page.waitForResponse((response) => response.url().includes('/embed/quiz?'));
  await page.goto(`${REFUSED_HOST_URL}/api.html`);
  const csp = (await framed).headers()['content-security-policy'];
  expect(csp).toContain(`frame-ancestors 'self' ${EMBED_HOST_URL}`);
  expect(csp).not.toContain(REFUSED_HOST_URL);
  // Chromium shows its own error page in place of the quiz, and the quiz never says it is ready.
  await expect.poll(() => page.frames()[1]?.url()).toMatch(/^chrome-error:/);
  expect(await eventTypes(page)).not.toContain('ready');
});

test('without JavaScript the link to the quiz stays and works', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${EMBED_HOST_URL}/snippet.html`);
  const link = page.getByRole('link', { name: 'Take the TasteType food quiz' });
  await expect(link).toHaveAttribute('href', `${baseURL}/`);
  await context.close();
});

test('with storage refused to the frame and its save failing, the quiz still completes and shows its result', async ({
  page,
  baseURL,
}) => {
  // What a browser blocking third-party storage does: touching it throws, in the quiz's frame only.
  await page.addInitScript((quizOrigin) => {
    if (location.origin !== quizOrigin) return;
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        get: () => {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    }
  }, baseURL);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The fallback then tries to keep the result on the device, which it cannot either.
  await failOperation(page, 'SaveResult');
  await page.goto(`${EMBED_HOST_URL}/api.html`);
  const frame = quizFrame(page);
  await expect(frame.locator('body')).toBeVisible();
  const storage = await frame.locator('html').evaluate(() => {
    try {
      return typeof window.localStorage;
    } catch {
      return 'refused';
    }
  });
  expect(storage).toBe('refused');
  for (const label of HEALTHY) await answerIn(frame, label);
  await expect(frame.getByText('Failed to save your results. Please try again.')).toBeVisible();
  await expect(frame.getByRole('heading', { name: "You're a Wellness Warrior!" })).toBeVisible();
  expect((await embedEvents(page)).filter((event) => event.type === 'result')).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('the embedded quiz and its result have no accessibility violations', async ({ page }) => {
  await page.goto(`${EMBED_HOST_URL}/api.html`);
  const frame = quizFrame(page);
  await expect(frame.getByRole('heading', { name: 'Food Personality Assessment' })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const label of HEALTHY) await answerIn(frame, label);
  await expect(frame.getByRole('button', { name: 'Share My Results' })).toBeVisible();
  // Axe measures colours as rendered: the reveal inside the frame must be over too.
  await expect
    .poll(() =>
      frame.locator('html').evaluate(() => document.getAnimations().every((each) => each.playState !== 'running')),
    )
    .toBe(true);
  await expectNoAxeViolations(page);
});

test('from its own frame, only messages of this version and shape are taken', async ({ page }) => {
  await page.goto(`${EMBED_HOST_URL}/api.html`);
  await expect.poll(() => eventTypes(page)).toContain('ready');
  const frame = page.frames().find((each) => each.url().includes('/embed/quiz'));
  if (!frame) throw new Error('the quiz frame did not load');
  // Sent by the frame's own window, from the quiz's origin: only the version and the shape can tell them apart.
  await frame.evaluate((host) => {
    const base = { source: 'tastetype', personality: 'comfort' };
    parent.postMessage({ ...base, version: 2, type: 'share' }, host);
    parent.postMessage({ ...base, version: 1, type: 'share', id: 'a-result-id' }, host);
    parent.postMessage({ ...base, version: 1, type: 'result' }, host);
    parent.postMessage({ ...base, version: 1, type: 'share' }, host);
  }, EMBED_HOST_URL);
  // The last is right: once it is taken, the three before it (delivered first) were ignored.
  await expect.poll(() => eventTypes(page)).toContain('share');
  const events = await embedEvents(page);
  expect(events.filter((event) => event.type === 'share' || event.type === 'result')).toEqual([
    { type: 'share', detail: { personality: 'comfort' } },
  ]);
});
