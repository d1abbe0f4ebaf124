import type { Page } from '@playwright/test';
import { LOCALES, type Locale, localizedPath } from '@tastetype/quiz-domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectNoAxeViolations, test } from './fixtures';

type Messages = Record<string, string>;
const MESSAGES = join(__dirname, '..', '..', 'web', 'src', 'i18n', 'messages');
const messagesIn = (locale: Locale): Messages => JSON.parse(readFileSync(join(MESSAGES, `${locale}.json`), 'utf8'));
const say = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

interface Profile {
  title: string;
  description: string;
}
const profilesIn = async (
  page: Page,
  locale: Locale,
): Promise<Record<'comfort' | 'adventurous' | 'healthy', Profile>> =>
  (await page.request.get(`/api/personalities?locale=${locale}`)).json();

/** Records the share sheet instead of opening it, before any page script runs. */
async function recordShares(page: Page) {
  await page.addInitScript(() => {
    const shares: unknown[] = [];
    Object.assign(window, { shares });
    Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void shares.push(data) });
  });
}
const sharesOf = (page: Page) => page.evaluate(() => (window as unknown as { shares: ShareData[] }).shares);

/** Answers the healthy option of each question as a visitor reads it, in the page's language. */
async function answerHealthy(page: Page, messages: Messages) {
  for (const option of ['option.fresh', 'option.fresh_natural', 'option.simple']) {
    await page.getByRole('radio', { name: messages[option] }).check();
    const onward = new RegExp(`^(${messages['quiz.next']}|${messages['quiz.getResults']})$`);
    await page.getByRole('button', { name: onward }).click();
  }
}

for (const locale of ['es', 'ar'] as const) {
  test(`a visitor in ${locale} takes the quiz, sees and shares the result in ${locale}, and the save records it`, async ({
    page,
    baseURL,
  }) => {
    const messages = messagesIn(locale);
    const healthy = (await profilesIn(page, locale)).healthy;
    await recordShares(page);
    const save = page.waitForRequest(
      (r) => r.url().endsWith('/graphql') && r.postDataJSON()?.operationName === 'SaveResult',
    );
    await page.goto(localizedPath(locale, '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('link', { name: messages['home.discover'] }).click();
    await expect(page).toHaveURL(`${baseURL}${localizedPath(locale, '/test')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['quiz.heading']);
    await answerHealthy(page, messages);

    await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, '/results/healthy')}\\?id=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      say(messages['results.youAre'], { title: healthy.title }),
    );
    await expect(page.getByText(healthy.description)).toBeVisible();
    await page.getByRole('button', { name: messages['share.button'] }).click();
    await expect(page.getByRole('button', { name: messages['share.done'] })).toBeVisible();
    expect(await sharesOf(page)).toEqual([
      {
        title: messages['share.title'],
        text: say(messages['share.text'], { title: healthy.title, description: healthy.description }),
        url: `${baseURL}${localizedPath(locale, '/results/healthy')}?ref=share&via=sheet`,
      },
    ]);
    // Stored in its language: the same attempt sent again gets the stored row back.
    const { input } = (await save).postDataJSON().variables;
    const again = await page.request.post('/api/personality-results', { data: input });
    expect([again.status(), (await again.json()).locale]).toEqual([200, locale]);
  });
}

test('in Arabic the page mirrors: the progress bar fills from the right, the switcher sits at the left', async ({
  page,
}) => {
  await page.goto('/ar/test');
  const bar = page.getByRole('progressbar');
  const [track, fill] = [await bar.boundingBox(), await bar.locator('div').boundingBox()];
  expect(track && fill && Math.abs(track.x + track.width - (fill.x + fill.width))).toBeLessThan(1);
  expect(fill && track && fill.x).toBeGreaterThan((track?.x ?? 0) + 1);
  const brand = await page.getByRole('link', { name: 'TasteType' }).boundingBox();
  const switcher = await page.locator('summary').boundingBox();
  expect(brand && switcher && brand.x > switcher.x).toBe(true);
});

test('the switcher keeps the visitor on the same page, query string and all, in the language picked', async ({
  page,
  baseURL,
}) => {
  await page.goto('/results/comfort?ref=share');
  await page.getByLabel('Language: English').click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(`${baseURL}/de/results/comfort?ref=share`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const comfort = (await profilesIn(page, 'de')).comfort;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    say(messagesIn('de')['results.youAre'], { title: comfort.title }),
  );
});

test.describe('a browser that asks for French', () => {
  test.use({ locale: 'fr-CA' });

  test('is offered the French page in one line of French, and nothing moves until it says yes', async ({
    page,
    baseURL,
  }) => {
    const french = messagesIn('fr');
    await page.goto('/test');
    await expect(page.getByText(french['offer.text'])).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/test`);
    // Arriving late, the offer moved nothing on the page (no layout shift at all).
    expect(await layoutShift(page)).toBe(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: french['offer.action'] }).click();
    await expect(page).toHaveURL(`${baseURL}/fr/test`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(french['quiz.heading']);
    await expect(page.getByText(french['offer.text'])).toHaveCount(0);
  });
});

// One test per page and language: each is one page's worth of work under its own time budget.
const AXE_PAGES = [
  '/',
  '/test',
  '/results/adventurous',
  '/results/healthy?ref=share',
  '/embed',
  '/insights',
  '/no-such-page',
];
for (const locale of LOCALES) {
  for (const path of AXE_PAGES) {
    test(`${path} in ${locale} passes axe`, async ({ page }) => {
      await page.goto(localizedPath(locale, path));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('link', { name: 'TasteType' })).toBeVisible();
      if (path.startsWith('/results'))
        await expect(page.getByRole('button', { name: messagesIn(locale)['share.button'] })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}

test.describe('Arabic on a 320 px wide phone', () => {
  // An Arabic reader's phone: no offer of another language pinned over the page.
  test.use({ viewport: { width: 320, height: 640 }, locale: 'ar' });

  for (const path of ['/ar/test', '/ar/results/healthy', '/ar/results/comfort?ref=share']) {
    test(`${path} has nothing overlapping and nothing wider than the screen`, async ({ page }, testInfo) => {
      await page.goto(path);
      if (path.includes('/results/'))
        await expect(page.getByRole('button', { name: messagesIn('ar')['share.button'] })).toBeVisible();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await testInfo.attach('screenshot', {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      expect(await overlappingBoxes(page)).toEqual([]);
    });
  }
});

/** The page's layout shift so far, as the browser reports it (CLS's raw entries). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0)),
        ).observe({ type: 'layout-shift', buffered: true });
        // No entry at all is reported as no callback: answer 0 once the observer has had its turn.
        setTimeout(() => resolve(0), 100);
      }),
  );
}

/** Pairs of visible elements, neither inside the other, whose boxes cross: what a reader would see collide. */
function overlappingBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'h1, h2, h3, p, li, a, button, img, label, summary, figcaption, strong, [role=progressbar]';
    // As a reader sees it: a closed menu's links, hidden or transparent parts do not count.
    const visible = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      const box = element.getBoundingClientRect();
      const shown = element.checkVisibility({
        contentVisibilityAuto: true,
        opacityProperty: true,
        visibilityProperty: true,
      });
      return box.width > 0 && box.height > 0 && shown;
    });
    const name = (element: Element) => `${element.tagName.toLowerCase()} “${element.textContent?.trim().slice(0, 30)}”`;
    const crossings: string[] = [];
    visible.forEach((a, index) => {
      for (const b of visible.slice(index + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const [p, q] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        const width = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const height = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        if (width > 1 && height > 1) crossings.push(`${name(a)} × ${name(b)}`);
      }
    });
    return crossings;
  });
}
