import { buildSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KEY_SCOPES, type KeyScope } from '../../../src/access/keys/key-scopes';
import { createKey } from '../../helpers/keys';
import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';

/** Every guarded GraphQL field, with the smallest operation that runs it and the one scope that opens it. */
const GRAPHQL: Record<string, { scope: KeyScope; query: string }> = {
  resultStats: { scope: 'analytics:read', query: '{ resultStats { total } }' },
  dailyResults: { scope: 'analytics:read', query: '{ dailyResults { day } }' },
  resultsByLocale: { scope: 'analytics:read', query: '{ resultsByLocale { locale } }' },
  personalityResults: { scope: 'analytics:read', query: '{ personalityResults { totalCount } }' },
  funnel: { scope: 'analytics:read', query: '{ funnel { views } }' },
  sharing: { scope: 'analytics:read', query: '{ sharing { shares } }' },
  embedSites: { scope: 'analytics:read', query: '{ embedSites { origin } }' },
  funnelDaily: { scope: 'analytics:read', query: '{ funnelDaily { day } }' },
  acquisition: { scope: 'analytics:read', query: '{ acquisition(by: CHANNEL) { value } }' },
  webVitals: { scope: 'analytics:read', query: '{ webVitals { page } }' },
  dataRetention: { scope: 'analytics:read', query: '{ dataRetention { eventsKeepDays } }' },
  apiKeys: { scope: 'keys:manage', query: '{ apiKeys { id } }' },
  keyAudit: { scope: 'keys:manage', query: '{ keyAudit { uses } }' },
  createApiKey: {
    scope: 'keys:manage',
    // Within the maker's own scopes: a key with keys:manage alone may make only such a key.
    query: 'mutation { createApiKey(input: { name: "made in a test", scopes: ["keys:manage"] }) { secret } }',
  },
  revokeApiKey: { scope: 'keys:manage', query: 'mutation { revokeApiKey(key: "__OWN_KEY__") { revokedAt } }' },
  revokeKeysMadeBy: { scope: 'keys:manage', query: 'mutation { revokeKeysMadeBy(subject: "nobody") { id } }' },
  webhookEndpoints: { scope: 'webhooks:manage', query: '{ webhookEndpoints { id } }' },
  webhookDeliveries: { scope: 'webhooks:manage', query: '{ webhookDeliveries(endpointId: "__ENDPOINT__") { id } }' },
  createWebhookEndpoint: {
    scope: 'webhooks:manage',
    query:
      'mutation { createWebhookEndpoint(input: { url: "https://hooks.example/a", events: ["result.created"] }) { secret } }',
  },
  rotateWebhookSecret: {
    scope: 'webhooks:manage',
    query: 'mutation { rotateWebhookSecret(id: "__ENDPOINT__") { secret } }',
  },
  setWebhookEndpointEnabled: {
    scope: 'webhooks:manage',
    query: 'mutation { setWebhookEndpointEnabled(id: "__ENDPOINT__", enabled: true) { id } }',
  },
  sendTestWebhook: { scope: 'webhooks:manage', query: 'mutation { sendTestWebhook(id: "__ENDPOINT__") { status } }' },
  resendWebhookDelivery: {
    scope: 'webhooks:manage',
    query: 'mutation { resendWebhookDelivery(id: "__DELIVERY__") { id } }',
  },
  recoverWebhookDeliveries: {
    scope: 'webhooks:manage',
    query: 'mutation { recoverWebhookDeliveries(endpointId: "__ENDPOINT__", since: "2026-01-01T00:00:00Z") }',
  },
};

/** Fields anyone may call: the quiz's own, and what a key may ask of itself. */
const PUBLIC = [
  'personalities',
  'personality',
  'personalityDistribution',
  'savePersonalityResult',
  'markShared',
  'keyScopes',
  'currentKey',
];

const REST: Record<string, KeyScope> = { '/api/results.csv': 'results:export', '/metrics': 'metrics:read' };

describe('every guarded operation, against a key holding each scope alone', () => {
  let t: TestApp;
  const keys = {} as Record<KeyScope, { secret: string; id: string; bearer: { authorization: string } }>;
  const ids = { __ENDPOINT__: '', __DELIVERY__: '' };
  beforeAll(async () => {
    // A receiver that refuses connections: the test event's attempt fails at once, and is stored.
    t = await createTestApp({ env: { KEY_FAILURES_PER_MINUTE: '0', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
    for (const scope of KEY_SCOPES) keys[scope] = await createKey(t.db, [scope]);
    const manage = keys['webhooks:manage'].bearer;
    const added = await graphql(
      t.app,
      'mutation { createWebhookEndpoint(input: { url: "http://127.0.0.1:9/hook", events: ["result.shared"] }) { endpoint { id } } }',
      {},
      manage,
    );
    ids.__ENDPOINT__ = added.body.data.createWebhookEndpoint.endpoint.id;
    const test = await graphql(t.app, `mutation { sendTestWebhook(id: "${ids.__ENDPOINT__}") { id } }`, {}, manage);
    ids.__DELIVERY__ = test.body.data.sendTestWebhook.id;
  });
  afterAll(async () => t.close());

  it('the table names every field of the schema that is not public', () => {
    const schema = buildSchema(readFileSync(join(__dirname, '..', '..', '..', 'schema.gql'), 'utf8'));
    const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.keys(type?.getFields() ?? {}),
    );
    expect(fields.filter((field) => !PUBLIC.includes(field)).sort()).toEqual(Object.keys(GRAPHQL).sort());
  });

  describe.each(KEY_SCOPES)('a key with %s alone', (held) => {
    it.each(Object.entries(GRAPHQL))('GraphQL %s', async (field, { scope, query }) => {
      // A revoke of a throwaway key, so the holder's own key lives on for the other fields.
      const own = query.includes('__OWN_KEY__') ? (await createKey(t.db, ['metrics:read'])).id : '';
      const filled = Object.entries(ids).reduce(
        (text, [name, id]) => text.replaceAll(name, id),
        query.replace('__OWN_KEY__', own),
      );
      const { body } = await graphql(t.app, filled, {}, keys[held].bearer);
      if (scope === held) {
        expect(body.errors).toBeUndefined();
        expect(body.data[field]).toBeDefined();
      } else {
        expect(body.data).toBeNull();
        expect(body.errors[0]).toMatchObject({
          message: `This key lacks the scope ${scope}`,
          extensions: { code: 'FORBIDDEN' },
        });
      }
    });

    it.each(Object.entries(REST))('GET %s', async (url, scope) => {
      const response = await t.app.inject({ method: 'GET', url, headers: keys[held].bearer });
      if (scope === held) {
        expect(response.statusCode).toBe(200);
      } else {
        expect([response.statusCode, response.json()]).toEqual([
          403,
          { statusCode: 403, error: 'Forbidden', message: `This key lacks the scope ${scope}` },
        ]);
      }
    });
  });

  it('currentKey tells any valid key its name and scopes', async () => {
    const { body } = await graphql(t.app, '{ currentKey { name scopes } }', {}, keys['metrics:read'].bearer);
    expect(body.data.currentKey).toEqual({ name: 'key with metrics:read', scopes: ['metrics:read'] });
  });
});
