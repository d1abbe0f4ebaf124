import { waitFor } from '../../helpers/http-download';
import { createKey } from '../../helpers/keys';
import { type TestApp, createTestApp, createTestDatabase, graphql } from '../../helpers/test-app';
import { WebhookReceiver } from '../../helpers/webhook-receiver';

const QUIZ = { personality: 'adventurous', answers: { flavor: 'spicy', dining: 'exotic', cooking: 'experimental' } };
const SAVES = 60;

describe('two replicas delivering from one database', () => {
  const replicas: TestApp[] = [];
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const env = {
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      KEY_FAILURES_PER_MINUTE: '0',
      RATE_LIMIT_SAVES_PER_MINUTE: '0',
    };
    for (let i = 0; i < 2; i++) replicas.push(await createTestApp({ env, database }));
    receiver = await WebhookReceiver.start();
    // A little slow, so both replicas hold deliveries in flight at once.
    receiver.answer = () => ({ status: 200, delayMs: 20 });
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await receiver.close();
  });

  it('send each attempt once', async () => {
    const [first, second] = replicas as [TestApp, TestApp];
    const manage = (await createKey(first.db, ['webhooks:manage'])).bearer;
    const { body } = await graphql(
      first.app,
      `mutation { createWebhookEndpoint(input: { url: "${receiver.url}", events: ["result.created"] }) { endpoint { id } } }`,
      {},
      manage,
    );
    expect(body.errors).toBeUndefined();
    const saves = Array.from({ length: SAVES }, (_, i) =>
      (i % 2 ? first : second).app.inject({ method: 'POST', url: '/api/personality-results', payload: QUIZ }),
    );
    expect((await Promise.all(saves)).every((saved) => saved.statusCode === 201)).toBe(true);
    await waitFor('every result delivered', async () => {
      const { rows } = await first.db.query(
        `SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'succeeded'`,
      );
      return rows[0].n === SAVES;
    });
    const ids = receiver.received.map(({ headers }) => headers['webhook-id']);
    expect(ids).toHaveLength(SAVES);
    expect(new Set(ids).size).toBe(SAVES);
  });
});
