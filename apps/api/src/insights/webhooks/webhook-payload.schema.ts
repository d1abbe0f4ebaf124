import { WEBHOOK_EVENTS } from './webhook-events';

/** The JSON schema of what every webhook carries, for the OpenAPI document's `webhooks` (docs/webhooks.md lists its fields too). */
export const WEBHOOK_PAYLOAD_SCHEMA = {
  type: 'object',
  required: ['type', 'timestamp', 'data'],
  properties: {
    type: { type: 'string', enum: [...WEBHOOK_EVENTS] },
    timestamp: { type: 'string', format: 'date-time', description: 'When the event happened' },
    data: {
      description:
        'The anonymous result; for webhook.test, only the endpoint id. Never the client id or anything personal.',
      oneOf: [
        {
          type: 'object',
          required: ['id', 'personality', 'answers', 'locale', 'embedOrigin', 'shared', 'sharedAt', 'createdAt'],
          properties: {
            id: { type: 'string', format: 'uuid' },
            personality: { type: 'string', enum: ['comfort', 'adventurous', 'healthy'] },
            answers: {
              type: 'object',
              required: ['flavor', 'dining', 'cooking'],
              properties: { flavor: { type: 'string' }, dining: { type: 'string' }, cooking: { type: 'string' } },
            },
            locale: { type: 'string', enum: ['en', 'es', 'de', 'fr', 'pt-BR', 'ar'] },
            embedOrigin: { type: ['string', 'null'], description: "The publisher's page that embedded the quiz" },
            shared: { type: 'boolean' },
            sharedAt: { type: ['string', 'null'], format: 'date-time' },
            createdAt: { type: 'string', format: 'date-time' },
            attribution: {
              description: 'Where its visitor came from (docs/analytics.md); null for results stored before 1.2.0',
              oneOf: [
                {
                  type: 'object',
                  required: ['channel', 'source', 'medium', 'campaign', 'content', 'term'],
                  properties: {
                    channel: { type: 'string' },
                    source: { type: 'string' },
                    medium: { type: 'string' },
                    campaign: { type: 'string' },
                    content: { type: ['string', 'null'] },
                    term: { type: ['string', 'null'] },
                  },
                },
                { type: 'null' },
              ],
            },
          },
        },
        { type: 'object', required: ['endpointId'], properties: { endpointId: { type: 'string', format: 'uuid' } } },
      ],
    },
  },
} as const;

const HEADERS = {
  'webhook-id': 'msg_…: the same on every attempt of one delivery',
  'webhook-timestamp': 'Seconds since the Unix epoch when this attempt was signed',
  'webhook-signature': 'v1,<base64 HMAC-SHA256 of id.timestamp.body>, space-separated: two during a rotation',
};

/** One OpenAPI 3.1 `webhooks` entry per event: what TasteType POSTs to an endpoint, signed as Standard Webhooks say. */
export function openApiWebhooks() {
  const operation = (event: string, summary: string) => ({
    post: {
      summary,
      // Not a call on this server: the receiver checks webhook-signature instead.
      security: [],
      description: `Sent to every enabled endpoint subscribed to ${event}; verify webhook-signature with a Standard Webhooks library and the endpoint's whsec_ secret. Answer 2xx within 15 s; 410 disables the endpoint; other answers are retried for about 27 h.`,
      parameters: Object.entries(HEADERS).map(([name, description]) => ({
        name,
        in: 'header',
        required: true,
        description,
        schema: { type: 'string' },
      })),
      requestBody: { required: true, content: { 'application/json': { schema: WEBHOOK_PAYLOAD_SCHEMA } } },
      responses: {
        '204': { description: 'Any 2xx: delivered' },
        '410': { description: 'Gone: the endpoint is disabled' },
      },
    },
  });
  return {
    'result.created': operation('result.created', 'A quiz result was stored'),
    'result.shared': operation('result.shared', 'A result was shared for the first time'),
    'webhook.test': operation('webhook.test', 'A test event, sent on demand from the dashboard or GraphQL'),
  };
}
