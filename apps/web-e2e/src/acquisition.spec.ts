import type { APIRequestContext, Page, Request } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  ANALYTICS_TEST_TOKEN,
  EMBED_HOST_URL,
  launchOptions,
  PUBLISHER_URL,
  TEST_HOSTS_ON_LOOPBACK,
} from '../playwright.config';
import { expect, test } from './fixtures';
import { finishQuiz, leave, startFromHome } from './journeys';

/** Names no other run or test uses, so each test reads only the rows it made on the shared server. */
const RUN = randomUUID().slice(0, 8);
const unique = (what: string) => `${what}-${RUN}`;
/** A forum on a host of its own (any *.test name reaches host-pages.mjs), that links to the quiz. */
const FORUM_URL = `http://${unique('forum')}.test:${new URL(EMBED_HOST_URL).port}`;

test.use({
  launchOptions: { ...launchOptions, args: [...launchOptions.args, TEST_HOSTS_ON_LOOPBACK] },
  otherOrigins: [FORUM_URL, PUBLISHER_URL],
});

// A whole quiz, then figures polled until the batches are counted: on a busy 2-core box, more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const HEALTHY_ANSWERS = ['Fresh & Light', 'Fresh & Natural', 'Simple & Clean'];

type Dimension = 'CHANNEL' | 'SOURCE' | 'MEDIUM' | 'CAMPAIGN';
interface Narrowing {
  channel?: string;
  source?: string;
  medium?: string;
  campaign?: string;
  ranOn?: string;
}
interface AcquisitionRow {
  value: string;
  visitors: number;
  starts: number;
  completions: number;
  completionRate: number;
  shares: number;
  friendsLanded: number;
  friendsCompleted: number;
}

const ACQUISITION = `query Acquisition($by: AcquisitionDimension!, $channel: String, $source: String, $medium: String,
    $campaign: String, $ranOn: String) {
  acquisition(by: $by, channel: $channel, source: $source, medium: $medium, campaign: $campaign, ranOn: $ranOn) {
    value visitors starts completions completionRate shares friendsLanded friendsCompleted
  }
}`;

/** What an analyst reads: the acquisition rows of one narrowing, grouped by one dimension. */
async function acquisition(request: APIRequestContext, by: Dimension, narrowing: Narrowing): Promise<AcquisitionRow[]> {
  const response = await request.post('/graphql', {
    data: { query: ACQUISITION, variables: { by, ...narrowing } },
    headers: { authorization: `Bearer ${ANALYTICS_TEST_TOKEN}` },
  });
  const body = await response.json();
  expect(body.errors, 'acquisition answered with errors').toBeUndefined();
  return body.data.acquisition;
}

/** One row as acquisition gives it: nothing but what the journey counted. */
const row = (value: string, counts: Partial<AcquisitionRow>): AcquisitionRow => ({
  value,
  visitors: 0,
  starts: 0,
  completions: 0,
  completionRate: 0,
  shares: 0,
  friendsLanded: 0,
  friendsCompleted: 0,
  ...counts,
});

/** The CSV export of one narrowing, each row by its header's names (our values hold no comma or quote). */
async function exportedResults(request: APIRequestContext, narrowing: Narrowing): Promise<Record<string, string>[]> {
  const response = await request.get('/api/results.csv', {
    params: { ...narrowing },
    headers: { authorization: `Bearer ${ANALYTICS_TEST_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  const [header, ...lines] = (await response.text()).trim().split(/\r?\n/);
  const names = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, index) => [names[index], value])));
}

/** The quiz's save, as the browser sends it. */
function nextSave(page: Page): Promise<Request> {
  return page.waitForRequest(
    (request) => request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'SaveResult',
  );
}

test('a tagged newsletter link: the analyst sees one visitor, start and completion under Email; the browser keeps nothing', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const campaign = unique('monday-digest');
  const source = unique('newsletter');
  await page.goto(`/?utm_source=${source}&utm_medium=email&utm_campaign=${campaign}`);
  await startFromHome(page);
  const save = nextSave(page);
  await finishQuiz(page);
  // The tags ride on the save, read from the first page although the visitor has moved on since.
  expect((await save).postDataJSON().variables.input.arrival).toEqual({
    utmSource: source,
    utmMedium: 'email',
    utmCampaign: campaign,
  });

  // In memory only: no cookie, and nothing kept on the device names where the visitor came from.
  expect(await context.cookies(baseURL)).toEqual([]);
  const kept = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    ),
  );
  expect(kept.filter((entry) => entry.includes(RUN) || /utm|newsletter/i.test(entry))).toEqual([]);
  await leave(page);

  const counted = row(source, { visitors: 1, starts: 1, completions: 1, completionRate: 1 });
  await expect.poll(() => acquisition(request, 'SOURCE', { source }), { timeout: 15_000 }).toEqual([counted]);
  expect(await acquisition(request, 'CHANNEL', { campaign })).toEqual([{ ...counted, value: 'Email' }]);
  expect(await acquisition(request, 'MEDIUM', { campaign })).toEqual([{ ...counted, value: 'email' }]);

  await expect.poll(async () => (await exportedResults(request, { campaign })).length).toBe(1);
  const [stored] = await exportedResults(request, { campaign });
  expect(stored).toMatchObject({
    personality: 'comfort',
    channel: 'Email',
    source,
    medium: 'email',
    campaign,
    content: '',
    term: '',
  });
});

test("a plain link on another site's page: the analyst sees that host, in lower case, as a Referral", async ({
  page,
  request,
  baseURL,
}) => {
  // Upper case in the address: the browser (and so the Referer) names hosts in lower case.
  await page.goto(`${FORUM_URL.replace('forum', 'FORUM')}/link.html`);
  await page.getByRole('link', { name: 'Take the TasteType food quiz' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  // Chromium's default policy (strict-origin-when-cross-origin) sends the forum's origin alone, never its page.
  expect(await page.evaluate(() => document.referrer)).toBe(`${FORUM_URL}/`);
  await startFromHome(page);
  await leave(page);

  const source = new URL(FORUM_URL).hostname;
  const counted = { visitors: 1, starts: 1 };
  await expect
    .poll(() => acquisition(request, 'SOURCE', { source }), { timeout: 15_000 })
    .toEqual([row(source, counted)]);
  expect(await acquisition(request, 'CHANNEL', { source })).toEqual([row('Referral', counted)]);
  expect(await acquisition(request, 'MEDIUM', { source })).toEqual([row('referral', counted)]);
});

test("a friend's shared result link: the friend lands and completes under the sharer's source, in the Shared channel", async ({
  page,
  request,
}) => {
  const campaign = unique('spring');
  const source = unique('sharer-newsletter');
  await page.goto(
    `/results/comfort?ref=share&via=sheet&utm_source=${source}&utm_medium=email&utm_campaign=${campaign}`,
  );
  await page.getByRole('link', { name: 'Take the Test' }).click();
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await finishQuiz(page);
  await leave(page);

  // The shared result page is the visitor's landing: one visitor, who starts and completes as a friend.
  const counted = row(source, {
    visitors: 1,
    starts: 1,
    completions: 1,
    completionRate: 1,
    friendsLanded: 1,
    friendsCompleted: 1,
  });
  await expect.poll(() => acquisition(request, 'SOURCE', { source }), { timeout: 15_000 }).toEqual([counted]);
  expect(await acquisition(request, 'CHANNEL', { source })).toEqual([{ ...counted, value: 'Shared' }]);
  expect(await acquisition(request, 'CAMPAIGN', { channel: 'Shared', source })).toEqual([
    { ...counted, value: campaign },
  ]);
});

// Newest first: ours is among the healthy results of the last minute (50 keeps within the query cost limit).
const RESULTS = `query Results($from: DateTime) {
  personalityResults(first: 50, from: $from, personality: healthy) {
    edges { node { id personality attribution { channel source medium campaign content term } } }
  }
}`;

test("inside a publisher's embed: the result names the publisher's host as a Referral, counted where it ran", async ({
  page,
  request,
}) => {
  const publisher = new URL(PUBLISHER_URL).hostname;
  const narrowing = { source: publisher, ranOn: PUBLISHER_URL };
  // The publisher's host is one for the whole run (the server's allow-list names it): count from what is there.
  const [before] = await acquisition(request, 'SOURCE', narrowing);
  const startedAt = new Date(Date.now() - 60_000).toISOString();

  await page.goto(`${PUBLISHER_URL}/api.html`);
  const frame = page.frameLocator('iframe[title="TasteType food quiz"]');
  await expect(frame.getByRole('heading', { name: 'Food Personality Assessment' })).toBeVisible();
  const save = nextSave(page);
  for (const label of HEALTHY_ANSWERS) {
    await frame.getByRole('radio', { name: label }).check();
    await frame.getByRole('button', { name: /^(Next|Get My Results)$/ }).click();
  }
  await expect(frame.getByRole('heading', { name: "You're a Wellness Warrior!" })).toBeVisible();
  const sent = await save;
  expect(sent.postDataJSON().variables.input).toMatchObject({
    embedOrigin: PUBLISHER_URL,
    arrival: { referrer: new URL(PUBLISHER_URL).host },
  });
  const id: string = (await (await sent.response())?.json())?.data.savePersonalityResult.id;
  expect(id).toEqual(expect.any(String));
  await leave(page);

  const stored = async () => {
    const response = await request.post('/graphql', {
      data: { query: RESULTS, variables: { from: startedAt } },
      headers: { authorization: `Bearer ${ANALYTICS_TEST_TOKEN}` },
    });
    const body = await response.json();
    expect(body.errors, 'personalityResults answered with errors').toBeUndefined();
    const edges: { node: { id: string } }[] = body.data.personalityResults.edges;
    return edges.find((edge) => edge.node.id === id)?.node;
  };
  await expect.poll(stored).toEqual({
    id,
    personality: 'healthy',
    attribution: {
      channel: 'Referral',
      source: publisher,
      medium: 'referral',
      campaign: '(not set)',
      content: null,
      term: null,
    },
  });

  // One more visitor, start and completion than before, on the publisher's page only.
  const gained = async () => {
    const [now] = await acquisition(request, 'SOURCE', narrowing);
    return {
      value: now?.value,
      visitors: (now?.visitors ?? 0) - (before?.visitors ?? 0),
      starts: (now?.starts ?? 0) - (before?.starts ?? 0),
      completions: (now?.completions ?? 0) - (before?.completions ?? 0),
    };
  };
  await expect.poll(gained, { timeout: 15_000 }).toEqual({ value: publisher, visitors: 1, starts: 1, completions: 1 });
  // The same counts are the publisher's alone: none of them is the site's own.
  expect(await acquisition(request, 'CHANNEL', { source: publisher, ranOn: 'site' })).toEqual([]);
});

/** One landing, as the web app sends it: a page session's first page_view. */
const landing = () => [{ name: 'page_view', attempt: randomUUID(), route: '/', landing: true }];

test('a flood of random campaigns is taken and counted, each under its own name', async ({ request }) => {
  const source = unique('flood');
  const campaigns = Array.from({ length: 30 }, () => unique(randomUUID().slice(0, 6)));
  // Within the per-client limit of event batches a minute, all at once.
  const statuses = await Promise.all(
    campaigns.map(async (campaign) => {
      const arrival = { utmSource: source, utmMedium: 'email', utmCampaign: campaign };
      return (await request.post('/api/events', { data: { events: landing(), arrival } })).status();
    }),
  );
  expect(statuses).toEqual(campaigns.map(() => 204));
  const rows = await acquisition(request, 'CAMPAIGN', { source });
  expect(rows.map((each) => each.value).sort()).toEqual([...campaigns].sort());
  expect(rows.every((each) => each.visitors === 1 && each.starts === 0)).toBe(true);
  expect(await acquisition(request, 'CHANNEL', { source })).toEqual([row('Email', { visitors: 30 })]);
});

test('junk arrivals: odd strings are cleaned and cut, never refused; a number is refused with words; nothing fails', async ({
  request,
}) => {
  const post = (arrival: unknown) => request.post('/api/events', { data: { events: landing(), arrival } });
  const id = unique('junk');
  const long = `long-${id}-${'x'.repeat(5_000)}`;
  const emoji = `emoji-${id}-${'🍜'.repeat(2_000)}`;
  const cases = [
    // Control, bidi and zero-width characters, and line breaks: one space, trimmed.
    { source: `ctrl-${id}`, sent: `\u0000 ctrl\u0007\u202e\u200b\r\n\t${id}\u0085`, kept: `ctrl ${id}` },
    // 5,000 characters: the first 100.
    { source: `long-${id}`, sent: long, kept: long.slice(0, 100) },
    // Cut by characters, never inside one: 100 of them, whatever their UTF-16 length.
    { source: `emoji-${id}`, sent: emoji, kept: [...emoji].slice(0, 100).join('') },
  ];
  for (const { source, sent } of cases) {
    const response = await post({ utmSource: source, utmMedium: 'email', utmCampaign: sent });
    expect(response.status(), `the arrival of ${source}`).toBe(204);
  }
  for (const { source, kept } of cases) {
    expect(await acquisition(request, 'CAMPAIGN', { source })).toEqual([row(kept, { visitors: 1 })]);
  }

  // Nothing but the junk itself: the arrival is left out as a direct visit's.
  for (const arrival of [
    {},
    { utmCampaign: '   ' },
    { referrer: 'not a host' },
    { referrer: `\u0000${'.'.repeat(99)}` },
  ]) {
    expect((await post(arrival)).status(), JSON.stringify(arrival)).toBe(204);
  }

  // A number is no tag: the batch is refused, saying which field and why.
  const number = await post({ utmSource: `number-${id}`, utmCampaign: 42 });
  expect(number.status()).toBe(400);
  expect(await number.json()).toEqual({
    statusCode: 400,
    error: 'Bad Request',
    message: 'arrival.utmCampaign must be a string',
  });
  expect(await acquisition(request, 'SOURCE', { source: `number-${id}` })).toEqual([]);
  // Through GraphQL the schema refuses it before anything runs: a user's error, not the server's.
  const graphql = await request.post('/graphql', {
    data: {
      query: 'mutation Save($input: SavePersonalityResultInput!) { savePersonalityResult(input: $input) { id } }',
      variables: {
        input: {
          personality: 'comfort',
          answers: { flavor: 'mild', dining: 'cozy', cooking: 'simple' },
          arrival: { utmCampaign: 42 },
        },
      },
    },
  });
  expect(graphql.status()).toBeLessThan(500);
  const { errors } = await graphql.json();
  expect(errors).toEqual([expect.objectContaining({ message: expect.stringContaining('utmCampaign') })]);
  // Nor is an arrival that is no object, or an unknown field in one.
  for (const arrival of ['newsletter', [id], { utmSource: id, gclid: 'x' }]) {
    const refused = await post(arrival);
    expect(refused.status(), JSON.stringify(arrival)).toBe(400);
    expect((await refused.json()).message).toEqual(expect.stringContaining('arrival'));
  }

  // A save with the same junk is stored, cleaned and cut as the events were: its columns hold at most 100 characters.
  const saved = await request.post('/api/personality-results', {
    data: {
      personality: 'comfort',
      answers: { flavor: 'mild', dining: 'cozy', cooking: 'simple' },
      clientId: randomUUID(),
      arrival: { utmSource: `save-${id}`, utmMedium: 'email', utmCampaign: long, utmContent: emoji, utmTerm: '\u0000' },
    },
  });
  expect(saved.status()).toBe(201);
  expect(await exportedResults(request, { source: `save-${id}` })).toEqual([
    expect.objectContaining({
      channel: 'Email',
      source: `save-${id}`,
      medium: 'email',
      campaign: long.slice(0, 100),
      content: [...emoji].slice(0, 100).join(''),
      term: '',
    }),
  ]);
});
