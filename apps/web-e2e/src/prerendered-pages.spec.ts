import type { Page } from '@playwright/test';
import type { Locale } from '@tastetype/quiz-domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { answer, expect, test } from './fixtures';

const MESSAGES = join(__dirname, '..', '..', 'web', 'src', 'i18n', 'messages');
const messagesIn = (locale: Locale): Record<string, string> =>
  JSON.parse(readFileSync(join(MESSAGES, `${locale}.json`), 'utf8'));

/** Holds every script of the app until the returned function is called: a phone on a slow network. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and the first question show in the page’s language, written by the server', async ({ page }) => {
    for (const locale of ['en', 'es', 'ar'] as const) {
      const say = messagesIn(locale);
      const prefix = locale === 'en' ? '' : `/${locale}`;
      await page.goto(prefix || '/');
      await expect(page.getByText(say['home.tagline'] as string)).toBeVisible();
      await expect(page.getByRole('link', { name: say['home.start'] })).toBeVisible();
      await page.goto(`${prefix}/test`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(say['quiz.heading'] as string);
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
      await expect(page.getByRole('radio')).toHaveCount(3);
      await expect(page.getByRole('button', { name: say['quiz.next'] })).toBeDisabled();
    }
  });

  test('the analysts’ pages show their heading, written by the server; the sign-in waits for the scripts', async ({
    page,
  }) => {
    for (const path of ['/insights', '/insights/keys', '/insights/webhooks']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights');
      await expect(page.getByLabel('Key or analytics token')).toHaveCount(0);
    }
  });
});

test('a card picked before the scripts arrive stays picked once they run, and the quiz goes on', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/test', { waitUntil: 'commit' });
  await page.getByRole('radio', { name: 'Bold & Spicy' }).check();
  release();
  await expect(page.getByTestId('check-mark')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 2 of 3')).toBeVisible();
  await answer(page, 'Cozy & Intimate');
  await expect(page.getByText('Question 3 of 3')).toBeVisible();
});

test.describe('a browser that asks for Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('takes over the prerendered pages without an error: the offer, which needs the scripts, arrives', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    for (const path of ['/', '/test', '/de/test', '/ar', '/insights/keys']) {
      await page.goto(path);
      await expect(page.getByText(messagesIn('es')['offer.text'] as string)).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});
