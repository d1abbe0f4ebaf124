import { Webhook } from 'standardwebhooks';
import { RETRY_DELAYS_MS } from '../../../src/insights/webhooks/delivery/retry-schedule';
import { WebhookClock } from '../../../src/insights/webhooks/webhook-clock';
import { waitFor } from '../../helpers/http-download';
import { createKey } from '../../helpers/keys';
import { createTestApp, graphql } from '../../helpers/test-app';
import { WebhookReceiver } from '../../helpers/webhook-receiver';

const QUIZ = { personality: 'healthy', answers: { flavor: 'fresh', dining: 'fresh_natural', cooking: 'simple' } };
/** A minute ahead of the real time: the outbox's rows are stamped by the database's clock, and are due at once. */
const START = Math.ceil(Date.now() / 1000) * 1000 + 60_000;

/** One app whose webhook clock the test moves, one receiver, one endpoint subscribed to results. */
async function setUp() {
  const t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', KEY_FAILURES_PER_MINUTE: '0' } });
  const clock = { now: START };
  jest.spyOn(t.app.get(WebhookClock), 'now').mockImplementation(() => new Date(clock.now));
  const receiver = await WebhookReceiver.start();
  const manage = (await createKey(t.db, ['webhooks:manage'])).bearer;
  const run = async (query: string) => {
    const { body } = await graphql(t.app, query, {}, manage);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const created = await run(
    `mutation { createWebhookEndpoint(input: { url: "${receiver.url}", events: ["result.created"] }) { secret endpoint { id } } }`,
  );
  const endpointId: string = created.createWebhookEndpoint.endpoint.id;
  const save = () => t.app.inject({ method: 'POST', url: '/api/personality-results', payload: QUIZ });
  const log = async () =>
    (
      await run(
        `{ webhookDeliveries(endpointId: "${endpointId}") { id messageId status attempts nextAttemptAt lastStatus } }`,
      )
    ).webhookDeliveries;
  return { t, clock, receiver, run, endpointId, secret: created.createWebhookEndpoint.secret as string, save, log };
}

describe('the retry schedule, on a clock the test moves', () => {
  let env: Awaited<ReturnType<typeof setUp>>;
  beforeEach(async () => (env = await setUp()));
  afterEach(async () => {
    await env.t.close();
    await env.receiver.close();
  });

  it('a receiver failing 3 times gets the event on attempt 4, each at its scheduled time, with one webhook-id', async () => {
    const { clock, receiver } = env;
    const seenAt: number[] = [];
    receiver.answer = (_request, index) => {
      seenAt.push(clock.now);
      return { status: index < 3 ? 500 : 200 };
    };
    await env.save();
    let due = START;
    for (let attempt = 1; attempt <= 4; attempt++) {
      clock.now = due;
      await waitFor(`attempt ${attempt}`, async () => receiver.received.length >= attempt);
      const [delivery] = await env.log();
      if (attempt < 4) {
        // A claim counts the attempt at once; its outcome, the next due time, is written after the answer.
        await waitFor(`attempt ${attempt} recorded`, async () => {
          const [latest] = await env.log();
          return latest.attempts === attempt && Date.parse(latest.nextAttemptAt) > due;
        });
        const [recorded] = await env.log();
        expect(Date.parse(recorded.nextAttemptAt)).toBe(due + (RETRY_DELAYS_MS[attempt - 1] as number));
        due = Date.parse(recorded.nextAttemptAt);
      } else {
        await waitFor('success recorded', async () => (await env.log())[0].status === 'succeeded');
        expect(delivery.attempts).toBe(4);
      }
    }
    // Each attempt came once the clock had reached its time, never before.
    expect(seenAt).toEqual([START, START + 5_000, START + 5_000 + 300_000, START + 5_000 + 300_000 + 1_800_000]);
    expect(new Set(receiver.received.map(({ headers }) => headers['webhook-id'])).size).toBe(1);
    for (const { body, headers } of receiver.received) {
      expect(() => new Webhook(env.secret).verify(body, headers as Record<string, string>)).not.toThrow();
    }
  });

  it('after the last of 8 attempts the delivery stays stored as failed, and a resend delivers it', async () => {
    const { clock, receiver } = env;
    receiver.answer = () => ({ status: 500 });
    await env.save();
    let due = START;
    for (let attempt = 1; attempt <= 8; attempt++) {
      clock.now = due;
      await waitFor(`attempt ${attempt} recorded`, async () => {
        const [delivery] = await env.log();
        return (
          delivery.attempts === attempt &&
          (delivery.status === 'failed' ||
            (delivery.nextAttemptAt !== null && Date.parse(delivery.nextAttemptAt) > due))
        );
      });
      const [delivery] = await env.log();
      due = delivery.nextAttemptAt ? Date.parse(delivery.nextAttemptAt) : due;
    }
    const [failed] = await env.log();
    expect(failed).toMatchObject({ status: 'failed', attempts: 8, lastStatus: 500, nextAttemptAt: null });
    expect(due - START).toBe(RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0));
    receiver.answer = () => ({ status: 200 });
    await env.run(`mutation { resendWebhookDelivery(id: "${failed.id}") { status } }`);
    await waitFor('the resend delivered', async () => (await env.log())[0].status === 'succeeded');
    expect(receiver.of(failed.messageId)).toHaveLength(9);
  });

  it('Retry-After on 429 sets the next attempt; a 410 disables the endpoint', async () => {
    const { clock, receiver } = env;
    receiver.answer = (_request, index) =>
      index === 0 ? { status: 429, headers: { 'retry-after': '120' } } : { status: 410 };
    await env.save();
    await waitFor('the 429 recorded', async () => (await env.log())[0].lastStatus === 429);
    expect(Date.parse((await env.log())[0].nextAttemptAt)).toBe(START + 120_000);
    clock.now = START + 120_000;
    await waitFor('the 410 recorded', async () => (await env.log())[0].status === 'failed');
    const { webhookEndpoints } = await env.run('{ webhookEndpoints { id disabledAt disabledReason } }');
    expect(webhookEndpoints[0]).toEqual({
      id: env.endpointId,
      disabledAt: new Date(START + 120_000).toISOString(),
      disabledReason: 'the endpoint answered 410 Gone',
    });
    // Disabled, it is sent nothing new; enabled again, what waits goes out.
    receiver.answer = () => ({ status: 200 });
    await env.save();
    const before = receiver.received.length;
    await env.run(`mutation { setWebhookEndpointEnabled(id: "${env.endpointId}", enabled: true) { disabledAt } }`);
    await env.save();
    await waitFor('the save after enabling delivered', async () => receiver.received.length === before + 1);
  });

  it('a receiver down for an hour loses nothing: every event saved meanwhile arrives once it is back', async () => {
    const { clock, receiver } = env;
    const HOUR = 3_600_000;
    receiver.answer = () => ({ status: clock.now < START + HOUR ? 503 : 200 });
    for (let i = 0; i < 10; i++) {
      clock.now = START + i * 60_000;
      expect((await env.save()).statusCode).toBe(201);
    }
    // Through the hour and past it: at each step, every attempt then due is made and recorded.
    const settled = () =>
      waitFor('the due attempts recorded', async () => {
        const { rows } = await env.t.db.query(
          `SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= $1`,
          [new Date(clock.now)],
        );
        return rows[0].n === 0;
      });
    for (const minutes of [10, 20, 45, 70]) {
      clock.now = START + minutes * 60_000;
      await settled();
    }
    // Back: each event left arrives at its next scheduled attempt, or at the one after should that attempt meet a
    // hiccup of a busy machine (a reset connection is a failed attempt too, and is retried).
    for (let round = 0; round < 5; round++) {
      const { rows } = await env.t.db.query(
        `SELECT max(next_attempt_at) AS last FROM webhook_deliveries WHERE status = 'pending' AND endpoint_id = $1`,
        [env.endpointId],
      );
      if (!rows[0].last) break;
      clock.now = Math.max(clock.now, rows[0].last.getTime());
      await settled();
    }
    const log = await env.log();
    expect(log.filter((delivery: { status: string }) => delivery.status !== 'succeeded')).toEqual([]);
    expect(log).toHaveLength(10);
    expect(Math.min(...log.map((delivery: { attempts: number }) => delivery.attempts))).toBeGreaterThan(2);
    expect(new Set(receiver.received.map(({ headers }) => headers['webhook-id'])).size).toBe(10);
  });

  it('an endpoint failing for 5 days is disabled', async () => {
    const { clock, receiver } = env;
    receiver.answer = () => ({ status: 503 });
    await env.save();
    await waitFor(
      'the first failure recorded',
      async () => (await env.log())[0].attempts === 1 && (await env.log())[0].lastStatus === 503,
    );
    // The endpoint's failing time is written just after the delivery's outcome: wait for it too.
    await waitFor('the endpoint marked failing', async () => {
      const { webhookEndpoints } = await env.run('{ webhookEndpoints { failingSince } }');
      return webhookEndpoints[0].failingSince !== null;
    });
    clock.now = START + 5 * 24 * 3_600_000;
    await env.save();
    await waitFor(
      'disabled',
      async () => (await env.run('{ webhookEndpoints { disabledAt } }')).webhookEndpoints[0].disabledAt !== null,
    );
    const { webhookEndpoints } = await env.run('{ webhookEndpoints { disabledReason failingSince } }');
    expect(webhookEndpoints[0]).toEqual({
      disabledReason: 'every attempt failed for 5 days',
      failingSince: new Date(START).toISOString(),
    });
  });
});
