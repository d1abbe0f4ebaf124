import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { BASE_URL } from '../playwright.config';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { graphql, signIn } from './insights-session';
import { createKeyWithCli } from './keys-cli';
import { type Delivered, type Receiver, startReceiver } from './webhook-receiver';

/** A signing secret as the server makes them: whsec_ and 32 bytes in base64. */
const SECRET_SHAPE = /^whsec_[A-Za-z0-9+/]{43}=$/;
const ENDPOINT_FIELDS = 'id url';

/** The first key, made by the CLI as an operator makes it, with webhooks:manage (and the figures, to land on). */
let integrator: { name: string; secret: string };
/** The receiver every endpoint of this file points at, each at an address of its own. */
let receiver: Receiver;
/** Endpoints this file adds: disabled at the end, so other files' results are not sent to a closed receiver. */
const added: string[] = [];

test.beforeAll(async () => {
  receiver = await startReceiver();
  const name = `e2e integrator ${randomUUID().slice(0, 8)}`;
  integrator = { name, secret: await createKeyWithCli(BASE_URL, name, ['analytics:read', 'webhooks:manage']) };
});

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  for (const id of added) {
    await graphql(
      request,
      integrator.secret,
      'mutation ($id: ID!) { setWebhookEndpointEnabled(id: $id, enabled: false) { id } }',
      {
        id,
      },
    );
  }
  await request.dispose();
  await receiver?.close();
});

const unique = (what: string) => `${what}-${randomUUID().slice(0, 8)}`;

/** An endpoint added over the API, for the tests whose subject is not adding one. */
async function addEndpoint(request: APIRequestContext, name: string, events = ['result.created']) {
  const answer = await graphql(
    request,
    integrator.secret,
    `mutation ($input: CreateWebhookEndpointInput!) {
      createWebhookEndpoint(input: $input) { endpoint { ${ENDPOINT_FIELDS} } secret }
    }`,
    { input: { url: receiver.urlFor(name), events, description: `e2e ${name}` } },
  );
  const { endpoint, secret } = answer.data.createWebhookEndpoint;
  added.push(endpoint.id);
  return { id: endpoint.id as string, url: endpoint.url as string, secret: secret as string };
}

/** Saves a quiz result as the quiz does; answers its id. */
async function saveResult(request: APIRequestContext): Promise<string> {
  const saved = await request.post('/api/personality-results', {
    data: { personality: 'comfort', answers: { flavor: 'mild', dining: 'cozy', cooking: 'simple' } },
  });
  await expect(saved).toBeOK();
  return (await saved.json()).id;
}

/** The requests at an address that carry an event of one type (and, given, about one result). */
const eventsAt = (url: string, type: string, resultId?: string) =>
  receiver.at(url).filter((request) => {
    const body = JSON.parse(request.body);
    return body.type === type && (resultId === undefined || body.data.id === resultId);
  });

/** Whether a request's webhook-signature verifies with a secret, as a receiver checks it with Standard Webhooks. */
function signedWith(secret: string, request: Delivered): boolean {
  try {
    new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

/** The webhooks view with one endpoint chosen, signed in; answers that endpoint's details. */
async function openEndpoint(page: Page, endpoint: { id: string; url: string }) {
  await signIn(page, integrator.secret, `/insights/webhooks?endpoint=${endpoint.id}`);
  const details = page.getByRole('region', { name: `Endpoint ${endpoint.url}`, exact: true });
  await expect(details).toBeVisible();
  return details;
}

/** An instant to the second, as the English page writes it. */
const second = (instant: string) => `${new Date(instant).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** A delivery's row in the log, by the delivery as the API gives it (its event and when it was made). */
const deliveryRow = (details: ReturnType<Page['getByRole']>, delivery: { eventType: string; createdAt: string }) =>
  details
    .getByRole('table', { name: 'Deliveries, newest first' })
    .getByRole('row')
    .filter({
      has: details.page().getByRole('button', { name: `Resend ${delivery.eventType}, ${second(delivery.createdAt)}` }),
    });

/** An endpoint's state as the API gives it. */
async function endpointOnServer(request: APIRequestContext, id: string) {
  const answer = await graphql(request, integrator.secret, '{ webhookEndpoints { id disabledAt disabledReason } }');
  return (
    answer.data.webhookEndpoints as { id: string; disabledAt: string | null; disabledReason: string | null }[]
  ).find((listed) => listed.id === id);
}

/** The delivery the receiver got with a webhook-id, as the API lists it. */
async function deliveryOf(request: APIRequestContext, endpointId: string, messageId: string) {
  const answer = await graphql(
    request,
    integrator.secret,
    'query ($id: ID!) { webhookDeliveries(endpointId: $id, first: 100) { messageId eventType createdAt } }',
    { id: endpointId },
  );
  const deliveries: { messageId: string; eventType: string; createdAt: string }[] = answer.data.webhookDeliveries;
  const delivery = deliveries.find((listed) => listed.messageId === messageId);
  if (!delivery) throw new Error(`No delivery of endpoint ${endpointId} has the webhook-id ${messageId}`);
  return delivery;
}

test('an endpoint added on the Webhooks page shows its signing secret once, and that secret signs its deliveries', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const url = receiver.urlFor(unique('added'));
  await signIn(page, integrator.secret);
  const sections = page.getByRole('navigation', { name: 'Insights sections' });
  // Its key has no keys:manage: the figures and the webhooks only.
  await expect(sections.getByRole('link')).toHaveText(['Figures', 'Webhooks']);
  await sections.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/\/insights\/webhooks$/);
  await expect(page).toHaveTitle('Webhooks · Insights · TasteType');

  // A URL the server refuses is said next to the form, in its words.
  const urlField = page.getByLabel('URL', { exact: true });
  await urlField.fill('hooks.example.com/tastetype');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('Could not add the endpoint.');
  await expect(refusal.locator('[lang="en"]')).toHaveText(/^url must be an absolute URL/);
  await expect(urlField).toHaveAttribute('aria-invalid', 'true');

  await urlField.fill(url);
  await expect(page.getByRole('checkbox', { name: /^result\.created/ })).toBeChecked();
  await page.getByLabel('Description (optional)').fill('e2e: added in the page');
  await page.getByRole('button', { name: 'Add endpoint' }).click();

  const panel = page.getByRole('region', { name: `Endpoint ${url} added: copy its signing secret now` });
  await expect(panel.getByRole('heading', { level: 3 })).toBeFocused();
  await expect(panel).toContainText('It will not be shown again');
  const field = panel.getByLabel('The signing secret');
  await expect(field).toHaveValue(SECRET_SHAPE);
  const secret = await field.inputValue();
  await panel.getByRole('button', { name: 'Copy secret' }).click();
  await expect(panel.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  // Listed, active, and chosen: its details are open below the list.
  const row = page
    .getByRole('table', { name: 'Webhook endpoints, newest first' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: url, exact: true }) });
  await expect(row).toContainText('e2e: added in the page');
  await expect(row).toContainText('Active');
  await expect(page.getByRole('region', { name: `Endpoint ${url}`, exact: true })).toBeVisible();
  const id = new URL(page.url()).searchParams.get('endpoint') ?? '';
  added.push(id);

  // The secret shown is the one that signs: a test event sent over the API verifies with it.
  await graphql(request, integrator.secret, 'mutation ($id: ID!) { sendTestWebhook(id: $id) { status } }', { id });
  const [testEvent] = eventsAt(url, 'webhook.test');
  expect(signedWith(secret, testEvent)).toBe(true);

  // Shown once: after a reload it is nowhere in the page or the tab's storage.
  await page.reload();
  await expect(row).toContainText('Active');
  await expect(page.getByLabel('The signing secret')).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);
  expect(await page.evaluate(() => JSON.stringify([{ ...sessionStorage }, { ...localStorage }]))).not.toContain(secret);
});

test('a test event shows the receiver’s 200, its time and the start of its answer', async ({ page, request }) => {
  const endpoint = await addEndpoint(request, unique('test-event'));
  const details = await openEndpoint(page, endpoint);
  const send = details.getByRole('button', { name: 'Send test event' });
  await send.click();
  const answer = details.getByRole('status').filter({ hasText: 'the receiver answered' });
  await expect(answer).toContainText(/Delivered: the receiver answered 200 in [\d,]+ ms\./);
  await expect(answer).toContainText('The start of its answer:');
  await expect(answer.locator('[lang="en"]')).toHaveText('{"received":200}');
  await expect(send).toBeFocused();

  // The receiver got it, signed with the endpoint's secret; the log lists it.
  const [testEvent] = eventsAt(endpoint.url, 'webhook.test');
  expect(JSON.parse(testEvent.body).data).toEqual({ endpointId: endpoint.id });
  expect(signedWith(endpoint.secret, testEvent)).toBe(true);
  const delivery = await deliveryOf(request, endpoint.id, String(testEvent.headers['webhook-id']));
  await expect(deliveryRow(details, delivery)).toContainText('Succeeded');
});

test('a saved quiz result reaches the receiver and shows in the delivery log as succeeded', async ({
  page,
  request,
}) => {
  const endpoint = await addEndpoint(request, unique('result'));
  const resultId = await saveResult(request);
  await expect.poll(() => eventsAt(endpoint.url, 'result.created', resultId).length).toBe(1);
  const [received] = eventsAt(endpoint.url, 'result.created', resultId);
  expect(JSON.parse(received.body).data).toMatchObject({ id: resultId, personality: 'comfort' });
  expect(signedWith(endpoint.secret, received)).toBe(true);

  const delivery = await deliveryOf(request, endpoint.id, String(received.headers['webhook-id']));
  expect(delivery.eventType).toBe('result.created');
  const details = await openEndpoint(page, endpoint);
  const row = deliveryRow(details, delivery);
  await expect(row.getByRole('rowheader')).toHaveText('result.created');
  await expect(row.getByRole('cell')).toHaveText([
    second(delivery.createdAt),
    'Succeeded',
    '1',
    '200',
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/,
    /^[\d,]+ ms$/,
    '—',
    /^Resend/,
  ]);
});

test('a resent delivery reaches the receiver again with the same webhook-id', async ({ page, request }) => {
  const endpoint = await addEndpoint(request, unique('resend'));
  const resultId = await saveResult(request);
  await expect.poll(() => eventsAt(endpoint.url, 'result.created', resultId).length).toBe(1);
  const messageId = String(eventsAt(endpoint.url, 'result.created', resultId)[0].headers['webhook-id']);
  const delivery = await deliveryOf(request, endpoint.id, messageId);

  const details = await openEndpoint(page, endpoint);
  const row = deliveryRow(details, delivery);
  await expect(row).toContainText('Succeeded');
  const resend = row.getByRole('button', { name: /^Resend/ });
  await resend.click();
  await expect(
    details.getByRole('status').filter({ hasText: `The delivery result.created, ${second(delivery.createdAt)}` }),
  ).toHaveText(`The delivery result.created, ${second(delivery.createdAt)} goes out again now.`);
  await expect(resend).toBeFocused();

  await expect.poll(() => eventsAt(endpoint.url, 'result.created', resultId).length).toBe(2);
  const [first, again] = eventsAt(endpoint.url, 'result.created', resultId);
  expect(again.headers['webhook-id']).toBe(messageId);
  expect(again.body).toBe(first.body);
  // The log follows the pending delivery to its new outcome: a fresh schedule, one attempt.
  await expect(row).toContainText('Succeeded');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
});

test('rotating the secret asks first, shows the new one once, and both secrets sign for 24 hours', async ({
  page,
  request,
}) => {
  const endpoint = await addEndpoint(request, unique('rotate'));
  const details = await openEndpoint(page, endpoint);
  const rotate = details.getByRole('button', { name: 'Rotate secret' });
  const question = page.getByRole('group', { name: `Rotate the signing secret of ${endpoint.url}?` });

  await rotate.click();
  await expect(question).toBeFocused();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(rotate).toBeFocused();

  await rotate.press('Enter');
  await expect(question).toBeFocused();
  await question.getByRole('button', { name: 'Yes, rotate it' }).click();
  const panel = page.getByRole('region', { name: `New signing secret for ${endpoint.url}: copy it now` });
  await expect(panel.getByRole('heading', { level: 3 })).toBeFocused();
  await expect(panel).toContainText(
    /The old secret keeps signing beside it for 24 hours, until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC: update the receiver before then\./,
  );
  const secret = await panel.getByLabel('The signing secret').inputValue();
  expect(secret).toMatch(SECRET_SHAPE);
  expect(secret).not.toBe(endpoint.secret);
  await expect(details).toContainText(
    /Rotated: the previous secret also signs until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./,
  );

  // A delivery now carries both signatures: the receiver verifies with the new secret or the old one.
  await details.getByRole('button', { name: 'Send test event' }).click();
  await expect(details.getByRole('status').filter({ hasText: 'Delivered' })).toBeVisible();
  const [testEvent] = eventsAt(endpoint.url, 'webhook.test');
  expect(signedWith(secret, testEvent)).toBe(true);
  expect(signedWith(endpoint.secret, testEvent)).toBe(true);

  await panel.getByRole('button', { name: 'Done, hide the secret' }).click();
  await expect(panel).toHaveCount(0);
  await expect(rotate).toBeFocused();
});

test('disabling and enabling an endpoint shows in its state, and the server agrees', async ({ page, request }) => {
  const endpoint = await addEndpoint(request, unique('switch'));
  const details = await openEndpoint(page, endpoint);
  const row = page
    .getByRole('table', { name: 'Webhook endpoints, newest first' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: endpoint.url, exact: true }) });

  await details.getByRole('button', { name: 'Disable endpoint' }).click();
  await expect(details.getByRole('status').filter({ hasText: 'Disabled.' })).toHaveText('Disabled.');
  await expect(row).toContainText(/Disabled on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\. A manager disabled it\./);
  const enable = details.getByRole('button', { name: 'Enable endpoint' });
  await expect(enable).toBeFocused();
  expect(await endpointOnServer(request, endpoint.id)).toMatchObject({ disabledReason: 'disabled by a manager' });

  await enable.click();
  await expect(details.getByRole('status').filter({ hasText: 'Enabled' })).toHaveText(
    'Enabled: deliveries that waited go out now.',
  );
  await expect(row).toContainText('Active');
  expect(await endpointOnServer(request, endpoint.id)).toMatchObject({ disabledAt: null, disabledReason: null });
});

test('an endpoint that answered 410 is disabled; enabled again, its failed delivery is recovered', async ({
  page,
  request,
}) => {
  const endpoint = await addEndpoint(request, unique('gone'));
  receiver.answer(endpoint.url, 410);
  const resultId = await saveResult(request);
  await expect.poll(() => eventsAt(endpoint.url, 'result.created', resultId).length).toBe(1);
  const messageId = String(eventsAt(endpoint.url, 'result.created', resultId)[0].headers['webhook-id']);
  // The server writes what the 410 meant once it has the answer: the page opens after that.
  await expect.poll(async () => (await endpointOnServer(request, endpoint.id))?.disabledReason).toBeTruthy();

  const details = await openEndpoint(page, endpoint);
  await expect(details).toContainText(/Disabled on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\. It answered 410 Gone\./);
  const delivery = await deliveryOf(request, endpoint.id, messageId);
  const row = deliveryRow(details, delivery);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Failed');
  await expect(row.getByRole('cell').nth(3)).toContainText('410');

  receiver.answer(endpoint.url, 200);
  await details.getByRole('button', { name: 'Enable endpoint' }).click();
  await expect(details.getByRole('status').filter({ hasText: 'Enabled' })).toBeVisible();
  // Since 24 hours ago (UTC) unless changed: the failed delivery is sent again.
  await expect(details.getByLabel('Failed deliveries since (UTC)')).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await details.getByRole('button', { name: 'Resend failed deliveries' }).click();
  await expect(details.getByRole('status').filter({ hasText: 'out again' })).toHaveText(
    /^(1 failed delivery goes|\d+ failed deliveries go) out again\.$/,
  );
  await expect.poll(() => eventsAt(endpoint.url, 'result.created', resultId).length).toBe(2);
  expect(eventsAt(endpoint.url, 'result.created', resultId)[1].headers['webhook-id']).toBe(messageId);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Succeeded');
});

test('axe finds nothing on the Webhooks view, with an endpoint open, its log, a test answer and a rotation question', async ({
  page,
  request,
}) => {
  const endpoint = await addEndpoint(request, unique('axe'), ['result.created', 'result.shared']);
  const details = await openEndpoint(page, endpoint);
  await details.getByRole('button', { name: 'Send test event' }).click();
  await expect(details.getByRole('status').filter({ hasText: 'Delivered' })).toBeVisible();
  await expect(details.getByRole('table', { name: 'Deliveries, newest first' })).toBeVisible();
  await details.getByRole('button', { name: 'Rotate secret' }).click();
  await expect(page.getByRole('group', { name: /^Rotate the signing secret/ })).toBeFocused();
  // On a phone the wide tables scroll inside their own boxes: the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await expectNoAxeViolations(page);
});
