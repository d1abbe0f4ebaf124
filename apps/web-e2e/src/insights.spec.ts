import type { APIRequestContext, Page, Request } from '@playwright/test';
import { PERSONALITY_TITLES } from '@tastetype/quiz-domain';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ANALYTICS_TEST_TOKEN } from '../playwright.config';
import { answer, expect, expectNoAxeViolations, test } from './fixtures';

const AUTH = { Authorization: `Bearer ${ANALYTICS_TEST_TOKEN}` };
const PERSONALITIES = ['comfort', 'adventurous', 'healthy'] as const;
const ANSWERS = {
  comfort: { flavor: 'mild', dining: 'cozy', cooking: 'traditional' },
  adventurous: { flavor: 'spicy', dining: 'exotic', cooking: 'experimental' },
  healthy: { flavor: 'fresh', dining: 'fresh_natural', cooking: 'simple' },
};
/** Three comfort, two adventurous, one healthy: six saves, far below the 60 a minute one client may make. */
const MIX = ['comfort', 'comfort', 'comfort', 'adventurous', 'adventurous', 'healthy'] as const;
/** chart.js's own words: a script that carries them carries chart.js. */
const CHART_JS_SIGNATURE = 'Canvas is already in use';

interface Window {
  from?: string;
  to?: string;
  personality?: string;
}

/** Saves the mix through the REST API, as this test's client, and returns the ids. */
async function saveMix(request: APIRequestContext): Promise<string[]> {
  const ids: string[] = [];
  for (const personality of MIX) {
    const saved = await request.post('/api/personality-results', {
      data: { personality, answers: ANSWERS[personality] },
    });
    await expect(saved).toBeOK();
    ids.push((await saved.json()).id);
  }
  return ids;
}

/** One visit through the quiz that shares its result, and a friend's that a shared link brings to a completion. */
async function sendVisits(request: APIRequestContext) {
  const quiz = (attempt: string, fromShare?: true) =>
    [
      { name: 'quiz_start' },
      ...[1, 2, 3].map((question) => ({ name: 'question_answered', question })),
      { name: 'quiz_complete', seconds: 40 },
      { name: 'result_view' },
    ].map((event) => ({ ...event, attempt, ...(fromShare && { fromShare }) }));
  const visitor = randomUUID();
  const friend = randomUUID();
  const events = [
    { name: 'page_view', route: '/', attempt: visitor },
    ...quiz(visitor),
    { name: 'share_click', attempt: visitor },
    { name: 'share_success', attempt: visitor },
    { name: 'shared_link_landing', attempt: friend, fromShare: true },
    ...quiz(friend, true),
  ];
  // And the visitors' phones' Core Web Vitals of /test, so "What phones see" has a table whichever tests ran before.
  const vitals = [
    { metric: 'LCP', route: '/test', le: 2500 },
    { metric: 'INP', route: '/test', le: 200 },
    { metric: 'CLS', route: '/test', le: 0.05 },
  ];
  await expect(await request.post('/api/events', { data: { events, vitals } })).toBeOK();
}

/** What the api itself answers for a filter, formatted as the page writes figures. */
async function resultStats(request: APIRequestContext, variables: Window) {
  const response = await request.post('/graphql', {
    headers: AUTH,
    data: {
      query: `query ($from: DateTime, $to: DateTime, $personality: PersonalityKey) {
        resultStats(from: $from, to: $to, personality: $personality) { total byPersonality { personality count } }
      }`,
      variables,
    },
  });
  const { resultStats: stats } = (await response.json()).data;
  const count = (key: string) =>
    stats.byPersonality.find((share: { personality: string }) => share.personality === key).count;
  return {
    total: stats.total.toLocaleString('en'),
    byPersonality: PERSONALITIES.map((key) => count(key).toLocaleString('en')),
  };
}

const isOperation = (name: string) => (request: Request) =>
  request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === name;

async function enterToken(page: Page, token = ANALYTICS_TEST_TOKEN) {
  await page.getByLabel('Key or analytics token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const headline = (page: Page, term: string) => page.locator('dt', { hasText: term }).locator('xpath=../dd');

/** The total and the personality table, read as a person reads them (opening the table's disclosure). */
async function figuresShown(page: Page) {
  const distribution = page.getByRole('region', { name: 'Personality distribution' });
  const disclosure = distribution.locator('details');
  if (!(await disclosure.evaluate((details: HTMLDetailsElement) => details.open))) {
    await distribution.getByText('Show the figures').click();
  }
  const table = distribution.getByRole('table', { name: 'Results by personality' });
  await expect(table).toBeVisible();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from((tr as HTMLTableRowElement).cells, (cell) => cell.textContent)));
  // Named as the visitors read them on their results.
  expect(rows.map((row) => row[0])).toEqual(PERSONALITIES.map((key) => PERSONALITY_TITLES[key]));
  return { total: await headline(page, 'Total results').textContent(), byPersonality: rows.map((row) => row[1]) };
}

/**
 * The page shows what resultStats answers for the filter the page itself asked with. Other tests save results
 * on this server meanwhile: when one lands between the two reads, read both again.
 */
async function expectFiguresOfTheApi(page: Page, request: APIRequestContext) {
  await expect(async () => {
    const sent = page.waitForRequest(isOperation('ResultInsights'));
    await page.reload();
    const variables: Window = (await sent).postDataJSON().variables;
    const shown = await figuresShown(page);
    expect(shown).toEqual(await resultStats(request, variables));
  }).toPass({ timeout: 30_000 });
}

test('an analyst enters the token and reads the figures resultStats gives for the same filter', async ({
  page,
  request,
}) => {
  await saveMix(request);
  await page.goto('/insights?range=all');
  await expect(page).toHaveTitle('Insights · TasteType');
  await enterToken(page);
  await expect(headline(page, 'Total results')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'All time' })).toBeChecked();
  await expectFiguresOfTheApi(page, request);

  // At least this test's own mix is in there.
  const { byPersonality } = await figuresShown(page);
  const counts = byPersonality.map((count) => Number(count?.replace(/,/g, '')));
  expect(counts[0]).toBeGreaterThanOrEqual(3);
  expect(counts[1]).toBeGreaterThanOrEqual(2);
  expect(counts[2]).toBeGreaterThanOrEqual(1);
  // The results' charts are drawn, each an image with a spoken summary: per day, personalities, three questions.
  const results = page.getByRole('region', { name: 'Results', exact: true });
  await expect(results.getByRole('img')).toHaveCount(5);
  const summary = new RegExp(`^Results by personality: ${PERSONALITY_TITLES.comfort} \\d`);
  await expect(results.getByRole('img', { name: summary })).toBeVisible();
});

test('the personality and the range change the figures, live in the address, and a colleague opening it sees the same', async ({
  page,
  context,
  request,
}) => {
  await saveMix(request);
  await page.goto('/insights');
  await enterToken(page);
  await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  await expect(headline(page, 'Total results')).toBeVisible();

  await page.getByLabel('Personality', { exact: true }).selectOption({ label: PERSONALITY_TITLES.comfort });
  await expect(page).toHaveURL(/\/insights\?range=30d&personality=comfort$/);
  await expectFiguresOfTheApi(page, request);
  const { byPersonality } = await figuresShown(page);
  expect(byPersonality.slice(1)).toEqual(['0', '0']);

  const sent = page.waitForRequest(isOperation('ResultInsights'));
  await page.getByRole('radio', { name: 'Custom range' }).check();
  await page.getByLabel('First day').fill('2020-01-01');
  await page.getByLabel('Last day (included)').fill('2020-01-31');
  await page.getByRole('button', { name: 'Apply range' }).click();
  await expect(page).toHaveURL(/\/insights\?from=2020-01-01&to=2020-01-31&personality=comfort$/);
  // The last day is included: the window ends at the next UTC midnight.
  const variables = (await sent).postDataJSON().variables;
  expect(variables).toEqual({
    from: '2020-01-01T00:00:00.000Z',
    to: '2020-02-01T00:00:00.000Z',
    personality: 'comfort',
  });
  expect((await resultStats(request, variables)).total).toBe('0');
  const nothingInJanuary = `No results in this filter (2020-01-01 to 2020-01-31, ${PERSONALITY_TITLES.comfort}).`;
  await expect(page.getByText(nothingInJanuary)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personality distribution' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);

  // A tab of its own has no token (it is kept per tab), but the address brings the same view.
  const colleague = await context.newPage();
  await colleague.goto(page.url());
  await enterToken(colleague);
  await expect(colleague.getByText(nothingInJanuary)).toBeVisible();
  await expect(colleague.getByRole('radio', { name: 'Custom range' })).toBeChecked();
  await expect(colleague.getByLabel('Personality', { exact: true })).toHaveValue('comfort');

  // Back to the last 30 days: the figures return.
  await page.goBack();
  await expect(page).toHaveURL(/\/insights\?range=30d&personality=comfort$/);
  await expect(page.getByRole('region', { name: 'Personality distribution' })).toBeVisible();
});

test('the CSV download of the current filter holds the rows just saved', async ({ page, request }) => {
  const ids = await saveMix(request);
  await page.goto('/insights?range=all');
  await enterToken(page);
  await expect(headline(page, 'Total results')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  // A refused export shows an alert and never downloads: fail with its words at once.
  const refused = page
    .getByRole('alert')
    .waitFor()
    .then(async () => Promise.reject(new Error(`No download: ${await page.getByRole('alert').textContent()}`)));
  const download = await Promise.race([downloading, refused]);
  expect(download.suggestedFilename()).toBe('tastetype-results.csv');
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toBe(
    'id,personality,flavor,dining,cooking,shared,created_at,locale,channel,source,medium,campaign,content,term',
  );
  for (const [index, id] of ids.entries()) {
    const row = rows.find((line) => line.startsWith(`${id},`));
    expect(row, `the row of ${id}`).toContain(`,${MIX[index]},${Object.values(ANSWERS[MIX[index]]).join(',')},`);
  }
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

/** How many stored results the api counts in a language, over all time. */
async function resultsIn(request: APIRequestContext, locale: string): Promise<number> {
  const response = await request.post('/graphql', {
    headers: AUTH,
    data: { query: '{ resultsByLocale { locale completions } }' },
  });
  const languages: { locale: string; completions: number }[] = (await response.json()).data.resultsByLocale;
  return languages.find((language) => language.locale === locale)?.completions ?? 0;
}

test('the "By language" table counts a result saved in Spanish, and the Language filter keeps to Spanish', async ({
  page,
  request,
}) => {
  // Other tests save results meanwhile, some in Spanish: counts only grow, so the row holds at least one more.
  const before = await resultsIn(request, 'es');
  const saved = await request.post('/api/personality-results', {
    data: { personality: 'healthy', answers: ANSWERS.healthy, locale: 'es' },
  });
  await expect(saved).toBeOK();
  expect((await saved.json()).locale).toBe('es');

  await page.goto('/insights?range=all');
  await enterToken(page);
  const table = page.getByRole('table', { name: 'Stored results and shares by the language the quiz was taken in' });
  const spanish = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Español', exact: true }) });
  const shown = Number((await spanish.getByRole('cell').first().textContent())?.replace(/,/g, ''));
  expect(shown).toBeGreaterThanOrEqual(before + 1);

  const answered = page.waitForResponse((response) => isOperation('ResultInsights')(response.request()));
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption({ label: 'Español' });
  await expect(page).toHaveURL(/\/insights\?range=all&locale=es$/);
  expect((await answered).request().postDataJSON().variables).toMatchObject({ locale: 'es' });
  await expect(page.getByText(/^All time, all personalities, in Español$/)).toBeVisible();
  const total = Number((await headline(page, 'Total results').textContent())?.replace(/,/g, ''));
  expect(total).toBeGreaterThanOrEqual(1);
});

test('a wrong token gets the refusal, in the server’s words too, and no figure', async ({ page }) => {
  await page.goto('/insights');
  await enterToken(page, 'wrong-token-of-some-length');
  await expect(page.getByRole('alert')).toHaveText(
    'The server refused this key. Check it and enter it again, or ask for a new one.This key is not known to this server',
  );
  await expect(page.getByLabel('Key or analytics token')).toBeVisible();
  await expect(page.getByText('Total results')).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('img')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await expectNoAxeViolations(page);
});

test('axe and the strict content policy find nothing on the page with every figure and table open', async ({
  page,
  request,
}) => {
  await saveMix(request);
  await sendVisits(request);
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const response = await page.goto('/insights?range=all');
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
  await enterToken(page);
  await expect(page.getByRole('img')).toHaveCount(7);
  for (const summary of await page.getByText('Show the figures').all()) await summary.click();
  // Each chart's table, those by embedding site and by language, which are always shown, where visitors came from
  // (sendVisits' direct visitors) and what their phones saw.
  await expect(page.getByRole('table')).toHaveCount(11);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test.describe('on a 320 px wide phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the whole dashboard, every table open, reflows without the page scrolling sideways', async ({
    page,
    request,
  }) => {
    await saveMix(request);
    await sendVisits(request);
    // A publisher's long origin, which no table cell can wrap, and a long campaign name.
    const attempt = randomUUID();
    const embedded = await request.post('/api/events', {
      data: {
        events: [{ name: 'quiz_start', attempt, embedOrigin: 'https://recipes.a-rather-long-publisher-name.example' }],
        arrival: { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'the-whole-autumn-comfort-food-campaign' },
      },
    });
    expect(embedded.status()).toBe(204);
    await page.goto('/insights?range=all');
    await enterToken(page);
    await expect(page.getByRole('img')).toHaveCount(7);
    for (const summary of await page.getByText('Show the figures').all()) await summary.click();
    await expect(page.getByRole('table')).toHaveCount(11);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test('"Sign out" returns to the prompt, for good', async ({ page, request }) => {
  await saveMix(request);
  await page.goto('/insights?range=all');
  await enterToken(page);
  await expect(headline(page, 'Total results')).toBeVisible();
  await page.reload();
  await expect(headline(page, 'Total results')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Key or analytics token')).toBeFocused();
  await expect(page.getByText('Total results')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Key or analytics token')).toBeVisible();
  await expect(page.getByText('Total results')).toHaveCount(0);
});

test("a visitor's pages download no insights code and never send the token", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (sent) => void (sent.resourceType() === 'script' && scripts.push(sent.url())));
  const graphql: Request[] = [];
  page.on('request', (sent) => void (sent.url().endsWith('/graphql') && graphql.push(sent)));
  /** The scripts downloaded so far that are the dashboard's, by name or by carrying chart.js. */
  async function insightsCode() {
    const found: string[] = [];
    for (const url of scripts) {
      const body = await (await request.get(url)).text();
      if (url.includes('insights') || body.includes(CHART_JS_SIGNATURE)) found.push(url);
    }
    return found;
  }

  await page.goto('/');
  await page.getByRole('link', { name: 'Discover My Food Personality' }).click();
  await expect(page.getByRole('radio', { name: 'Bold & Spicy' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(1);
  expect(await insightsCode()).toEqual([]);

  // The check above can see it: the dashboard does download it, and sends the token.
  await page.goto('/insights');
  await enterToken(page);
  await expect(headline(page, 'Total results')).toBeVisible();
  expect((await insightsCode()).length).toBeGreaterThan(0);
  expect(await graphql.at(-1)?.headerValue('authorization')).toBe(AUTH.Authorization);

  // With the token still in this tab, the quiz's requests go without it.
  graphql.length = 0;
  await page.goto('/test');
  for (const label of ['Bold & Spicy', 'Exotic & Adventurous', 'Experimental & Fusion']) await answer(page, label);
  await expect(page.getByRole('button', { name: 'Share My Results' })).toBeVisible();
  expect(graphql.length).toBeGreaterThan(0);
  for (const request of graphql) expect(await request.headerValue('authorization')).toBeNull();
});
