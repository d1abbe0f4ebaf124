import { Webhook } from 'standardwebhooks';
import { WebhookClock } from '../../../src/insights/webhooks/webhook-clock';
import { waitFor } from '../../helpers/http-download';
import { createKey } from '../../helpers/keys';
import { createTestApp, graphql } from '../../helpers/test-app';
import { WebhookReceiver } from '../../helpers/webhook-receiver';

const QUIZ = { personality: 'comfort', answers: { flavor: 'mild', dining: 'cozy', cooking: 'simple' } };
const ADD = `mutation Add($url: String!) { createWebhookEndpoint(input: { url: $url, events: ["result.created"] }) { secret endpoint { id } } }`;

async function appWith(env: Record<string, string>) {
  const t = await createTestApp({ env: { KEY_FAILURES_PER_MINUTE: '0', ...env } });
  const manage = (await createKey(t.db, ['webhooks:manage'])).bearer;
  const run = (query: string, variables: Record<string, unknown> = {}) => graphql(t.app, query, variables, manage);
  const save = () => t.app.inject({ method: 'POST', url: '/api/personality-results', payload: QUIZ });
  return { t, run, save };
}

describe('endpoint URLs, without WEBHOOK_ALLOW_PRIVATE_TARGETS', () => {
  let env: Awaited<ReturnType<typeof appWith>>;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    env = await appWith({});
    receiver = await WebhookReceiver.start();
  });
  afterAll(async () => {
    await env.t.close();
    await receiver.close();
  });

  it.each([
    ['http://hooks.example/tastetype', 'url must be https:// (http:// only with WEBHOOK_ALLOW_PRIVATE_TARGETS=true)'],
    ['https://10.1.2.3/hook', 'url must not point at a private, loopback or link-local address: 10.1.2.3'],
    ['https://127.0.0.1/hook', 'url must not point at a private, loopback or link-local address: 127.0.0.1'],
    [
      'https://169.254.169.254/latest/meta-data',
      'url must not point at a private, loopback or link-local address: 169.254.169.254',
    ],
    ['https://100.64.0.1/hook', 'url must not point at a private, loopback or link-local address: 100.64.0.1'],
    ['https://[::1]/hook', 'url must not point at a private, loopback or link-local address: [::1]'],
    ['https://user:pw@hooks.example/', 'url must not hold a user name or password'],
  ])('refuses %s when it is given, storing nothing', async (url, message) => {
    const { body } = await env.run(ADD, { url });
    expect(body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await env.t.db.query('SELECT count(*)::int AS n FROM webhook_endpoints')).rows[0].n).toBe(0);
  });

  it('a name that resolves to a loopback address fails at connect time without connecting, and is retried', async () => {
    const { body } = await env.run(ADD, { url: receiver.url.replace('http://127.0.0.1', 'https://localhost') });
    const id = body.data.createWebhookEndpoint.endpoint.id;
    await env.save();
    await waitFor('the refused attempt recorded', async () => {
      const log = await env.run(`{ webhookDeliveries(endpointId: "${id}") { attempts lastResponse status } }`);
      return (
        log.body.data.webhookDeliveries[0]?.attempts === 1 && log.body.data.webhookDeliveries[0].lastResponse !== null
      );
    });
    const log = await env.run(`{ webhookDeliveries(endpointId: "${id}") { status lastStatus lastResponse } }`);
    expect(log.body.data.webhookDeliveries[0]).toEqual({
      status: 'pending',
      lastStatus: null,
      lastResponse: expect.stringContaining('is not allowed. Because, It is private IP address.'),
    });
    expect(receiver.connections).toBe(0);
  });
});

describe('with WEBHOOK_ALLOW_PRIVATE_TARGETS=true (loopback receivers)', () => {
  let env: Awaited<ReturnType<typeof appWith>>;
  const receivers: WebhookReceiver[] = [];
  const receiver = async () => {
    const started = await WebhookReceiver.start();
    receivers.push(started);
    return started;
  };
  const add = async (url: string) => {
    const { body } = await env.run(ADD, { url });
    return body.data.createWebhookEndpoint as { secret: string; endpoint: { id: string } };
  };
  const remove = (id: string) => env.run(`mutation { setWebhookEndpointEnabled(id: "${id}", enabled: false) { id } }`);
  beforeAll(async () => {
    env = await appWith({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_IN_FLIGHT: '1' });
  });
  afterAll(async () => {
    await env.t.close();
    for (const started of receivers) await started.close();
  });

  it('a redirect is a failure, never followed', async () => {
    const target = await receiver();
    const redirecting = await receiver();
    redirecting.answer = () => ({ status: 302, headers: { location: target.url } });
    const { endpoint } = await add(redirecting.url);
    await env.save();
    await waitFor('the 302 recorded', async () => {
      const log = await env.run(`{ webhookDeliveries(endpointId: "${endpoint.id}") { lastStatus } }`);
      return log.body.data.webhookDeliveries[0]?.lastStatus === 302;
    });
    const log = await env.run(`{ webhookDeliveries(endpointId: "${endpoint.id}") { status attempts } }`);
    expect(log.body.data.webhookDeliveries[0]).toEqual({ status: 'pending', attempts: 1 });
    expect(target.received).toHaveLength(0);
    await remove(endpoint.id);
  });

  it('a slow endpoint does not delay a fast one', async () => {
    const slow = await receiver();
    const fast = await receiver();
    slow.answer = () => ({ status: 200, delayMs: 3_000 });
    const [slowEndpoint, fastEndpoint] = [await add(slow.url), await add(fast.url)];
    for (let i = 0; i < 5; i++) await env.save();
    await waitFor('the fast endpoint has all five', async () => fast.received.length === 5);
    // One at a time (WEBHOOK_IN_FLIGHT=1) and 3 s each: the slow one is still on its first or second.
    expect(slow.received.length).toBeLessThanOrEqual(2);
    await remove(slowEndpoint.endpoint.id);
    await remove(fastEndpoint.endpoint.id);
  });

  it('during a rotation both secrets sign for 24 h, then only the new one', async () => {
    const hook = await receiver();
    const { secret: oldSecret, endpoint } = await add(hook.url);
    const rotated = await env.run(
      `mutation { rotateWebhookSecret(id: "${endpoint.id}") { secret endpoint { previousSecretUntil } } }`,
    );
    const newSecret = rotated.body.data.rotateWebhookSecret.secret as string;
    expect(newSecret).not.toBe(oldSecret);
    await env.save();
    await waitFor('the event', async () => hook.received.length === 1);
    const [during] = hook.received as [{ body: string; headers: Record<string, string> }];
    for (const secret of [oldSecret, newSecret]) {
      expect(() => new Webhook(secret).verify(during.body, during.headers)).not.toThrow();
    }
    const clock = env.t.app.get(WebhookClock);
    const until = Date.parse(rotated.body.data.rotateWebhookSecret.endpoint.previousSecretUntil);
    const spy = jest.spyOn(clock, 'now').mockImplementation(() => new Date(until + 1));
    try {
      await env.save();
      await waitFor('the event after the overlap', async () => hook.received.length === 2);
    } finally {
      spy.mockRestore();
    }
    const after = hook.received[1] as { body: string; headers: Record<string, string> };
    expect(() => new Webhook(newSecret).verify(after.body, after.headers)).not.toThrow();
    expect(() => new Webhook(oldSecret).verify(after.body, after.headers)).toThrow();
    await remove(endpoint.id);
  });
});
