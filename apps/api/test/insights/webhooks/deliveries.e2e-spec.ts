import Ajv from 'ajv';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_PAYLOAD_SCHEMA } from '../../../src/insights/webhooks/webhook-payload.schema';
import { waitFor } from '../../helpers/http-download';
import { createKey } from '../../helpers/keys';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';
import { WebhookReceiver } from '../../helpers/webhook-receiver';

const METRICS_TOKEN = 'webhook-metrics-token-0123456789';
const QUIZ = { personality: 'comfort', answers: { flavor: 'mild', dining: 'cozy', cooking: 'traditional' } };
const CREATE = `mutation Add($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id url events } }
}`;

describe('webhooks: every result and share pushed, signed', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let manage: { authorization: string };
  let endpoint: { id: string; secret: string };
  beforeAll(async () => {
    t = await createTestApp({
      env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', KEY_FAILURES_PER_MINUTE: '0', METRICS_TOKEN },
    });
    receiver = await WebhookReceiver.start();
    manage = (await createKey(t.db, ['webhooks:manage'])).bearer;
    const { body } = await graphql(
      t.app,
      CREATE,
      { input: { url: receiver.url, events: ['result.created', 'result.shared'], description: 'CRM' } },
      manage,
    );
    endpoint = { id: body.data.createWebhookEndpoint.endpoint.id, secret: body.data.createWebhookEndpoint.secret };
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('pushes a stored result and its first share, each verified by the standardwebhooks library, with nothing personal', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/personality-results',
      payload: { ...QUIZ, clientId: '0f6c7a1e-9a53-4c1e-8d2b-5b0e7c9d1a22' },
    });
    expect(saved.statusCode).toBe(201);
    const id = saved.json().id;
    for (let i = 0; i < 2; i++) await t.app.inject({ method: 'PUT', url: `/api/personality-results/${id}/share` });
    await waitFor('both events', async () => receiver.received.length >= 2);
    const events = receiver.received.map(({ headers, body }) => ({
      verified: new Webhook(endpoint.secret).verify(body, headers as Record<string, string>),
      body,
    }));
    expect(events.map(({ verified }) => (verified as { type: string }).type).sort()).toEqual([
      'result.created',
      'result.shared',
    ]);
    const created = events.find(({ verified }) => (verified as { type: string }).type === 'result.created')?.verified;
    expect(created).toEqual({
      type: 'result.created',
      timestamp: expect.any(String),
      data: {
        id,
        personality: 'comfort',
        answers: QUIZ.answers,
        locale: 'en',
        embedOrigin: null,
        shared: false,
        sharedAt: null,
        createdAt: expect.any(String),
        // Saved without an arrival: a direct visit.
        attribution: {
          channel: 'Direct',
          source: '(direct)',
          medium: '(none)',
          campaign: '(not set)',
          content: null,
          term: null,
        },
      },
    });
    for (const { body } of events) expect(body).not.toContain('0f6c7a1e');
    // What is sent is what the OpenAPI document says is sent (formats are the document's to state, not checked here).
    const matchesSchema = new Ajv({ validateFormats: false }).compile(WEBHOOK_PAYLOAD_SCHEMA);
    for (const { body } of events)
      expect([matchesSchema(JSON.parse(body)), matchesSchema.errors ?? []]).toEqual([true, []]);
    expect(matchesSchema({ ...(created as object), data: { id } })).toBe(false);
    // A second share is no first share: still two events.
    expect(receiver.received).toHaveLength(2);
  });

  it('shows the delivery log with status, attempts, answer and time; a test event answers with the receiver’s answer', async () => {
    receiver.answer = () => ({ status: 202 });
    const { body } = await graphql(
      t.app,
      `mutation { sendTestWebhook(id: "${endpoint.id}") { eventType status attempts lastStatus lastDurationMs messageId } }`,
      {},
      manage,
    );
    expect(body.data.sendTestWebhook).toMatchObject({
      eventType: 'webhook.test',
      status: 'succeeded',
      attempts: 1,
      lastStatus: 202,
    });
    expect(receiver.of(body.data.sendTestWebhook.messageId)).toHaveLength(1);
    const log = await graphql(
      t.app,
      `{ webhookDeliveries(endpointId: "${endpoint.id}") { eventType status attempts lastStatus nextAttemptAt } }`,
      {},
      manage,
    );
    expect(log.body.data.webhookDeliveries.map((delivery: { eventType: string }) => delivery.eventType)).toEqual([
      'webhook.test',
      expect.stringMatching(/^result\./),
      expect.stringMatching(/^result\./),
    ]);
    expect(log.body.data.webhookDeliveries[0]).toEqual({
      eventType: 'webhook.test',
      status: 'succeeded',
      attempts: 1,
      lastStatus: 202,
      nextAttemptAt: null,
    });
  });

  it('counts attempts and deliveries by outcome, the oldest waiting delivery and disabled endpoints in /metrics', async () => {
    receiver.answer = () => ({ status: 500 });
    await t.app.inject({ method: 'POST', url: '/api/personality-results', payload: QUIZ });
    const scrape = async () =>
      (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
        .body;
    await waitFor('the failed attempt counted', async () =>
      /^tastetype_webhook_attempts_total\{outcome="failed"\} 1$/m.test(await scrape()),
    );
    const figures = await scrape();
    expect(figures).toMatch(/^tastetype_webhook_attempts_total\{outcome="succeeded"\} [3-9]$/m);
    expect(figures).toMatch(/^tastetype_webhook_deliveries_total\{outcome="succeeded"\} [3-9]$/m);
    expect(figures).toMatch(/^tastetype_webhook_endpoints_disabled 0$/m);
    const waiting = Number(/^tastetype_webhook_oldest_pending_seconds (\S+)$/m.exec(figures)?.[1]);
    expect(waiting).toBeGreaterThanOrEqual(0);
    expect(waiting).toBeLessThan(60);
    const pending = await t.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'pending'`);
    expect(pending.rows[0].n).toBe(1);
  });
});
