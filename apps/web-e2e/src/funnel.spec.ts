import type { Browser, BrowserContext, Page } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ANALYTICS_TEST_TOKEN, FUNNEL_BASE_URL } from '../playwright.config';
import { answer, expect, test } from './fixtures';
import { COMFORT_ANSWERS, finishQuiz, leave, startFromHome } from './journeys';

// This server sees only these journeys, so its figures are exactly what they script.
test.use({ baseURL: FUNNEL_BASE_URL });

/** What the server answered, kept for the record (the assertions below are the test). */
const FIGURES_FILE = join(__dirname, '..', '..', '..', 'tmp', 'funnel-figures.json');
const FIGURES = `{
  funnel { homePageViews starts completions completionRate medianSecondsToComplete resultViews
           questions { question answered dropOffPercent } }
  sharing { shareClicks shares shareRate sharedLinkLandings startsFromShares completionsFromShares viralFactor }
  funnelDaily { day homePageViews starts completions shares sharedLinkLandings }
}`;

/** A visitor of their own: a new browser context is a new page session with nothing remembered. */
async function visitor(browser: Browser, contexts: BrowserContext[]): Promise<Page> {
  const context = await browser.newContext({ baseURL: FUNNEL_BASE_URL });
  contexts.push(context);
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'share', { value: async () => undefined, configurable: true }),
  );
  return context.newPage();
}

test('scripted journeys give exactly the funnel and sharing figures they make', async ({ browser, request }) => {
  // Four whole journeys, each waiting only for what a visitor sees: a budget for four tests, not one.
  test.setTimeout(120_000);
  const contexts: BrowserContext[] = [];

  const completes = await visitor(browser, contexts);
  await completes.goto('/');
  await startFromHome(completes);
  await finishQuiz(completes);
  await leave(completes);

  const abandons = await visitor(browser, contexts);
  await abandons.goto('/');
  await startFromHome(abandons);
  await answer(abandons, COMFORT_ANSWERS[0]);
  await expect(abandons.getByText('Question 2 of 3')).toBeVisible();
  await leave(abandons);

  const shares = await visitor(browser, contexts);
  await shares.goto('/');
  await startFromHome(shares);
  await finishQuiz(shares);
  await shares.getByRole('button', { name: 'Share My Results' }).click();
  await expect(shares.getByRole('button', { name: 'Shared!' })).toBeVisible();
  await leave(shares);

  const friend = await visitor(browser, contexts);
  await friend.goto('/results/comfort?ref=share');
  await friend.getByRole('link', { name: 'Take the Test' }).click();
  await finishQuiz(friend);
  await leave(friend);

  const figures = async () => {
    const response = await request.post('/graphql', {
      data: { query: FIGURES },
      headers: { authorization: `Bearer ${ANALYTICS_TEST_TOKEN}` },
    });
    return (await response.json()).data;
  };
  // Events arrive in batches a moment after each step: wait until all four journeys are counted.
  await expect.poll(async () => (await figures())?.funnel.resultViews, { timeout: 15_000 }).toBe(3);
  await expect.poll(async () => (await figures()).funnel.homePageViews).toBe(3);
  const { funnel, sharing, funnelDaily } = await figures();
  await mkdir(join(FIGURES_FILE, '..'), { recursive: true });
  await writeFile(FIGURES_FILE, JSON.stringify({ funnel, sharing, funnelDaily }, null, 2));

  expect(funnel).toEqual({
    homePageViews: 3,
    starts: 4,
    completions: 3,
    completionRate: 0.75,
    medianSecondsToComplete: expect.any(Number),
    resultViews: 3,
    questions: [
      { question: 1, answered: 4, dropOffPercent: 0 },
      { question: 2, answered: 3, dropOffPercent: 25 },
      { question: 3, answered: 3, dropOffPercent: 0 },
    ],
  });
  // Whole seconds, as the browser measured them: a quick run may take under half of one.
  expect(funnel.medianSecondsToComplete).toBeGreaterThanOrEqual(0);
  expect(sharing).toEqual({
    shareClicks: 1,
    shares: 1,
    shareRate: 1 / 3,
    sharedLinkLandings: 1,
    startsFromShares: 1,
    completionsFromShares: 1,
    viralFactor: 1 / 3,
  });
  // A run that crosses midnight UTC spreads over two days; the totals stay the same.
  const total = (field: 'homePageViews' | 'starts' | 'completions' | 'shares' | 'sharedLinkLandings') =>
    funnelDaily.reduce((sum: number, day: Record<string, number>) => sum + day[field], 0);
  expect([total('homePageViews'), total('starts'), total('completions'), total('shares')]).toEqual([3, 4, 3, 1]);
  expect(total('sharedLinkLandings')).toBe(1);

  for (const context of contexts) await context.close();
});
