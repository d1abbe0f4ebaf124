/** The events a webhook endpoint may subscribe to, in the order the server lists them. */
export const WEBHOOK_EVENTS = ['result.created', 'result.shared'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Sent on an analyst's demand only; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Why an endpoint was disabled, as the server stores it and the Webhooks page translates it. */
export const ENDPOINT_DISABLED_WHY = {
  manager: 'disabled by a manager',
  gone: 'the endpoint answered 410 Gone',
  failing: 'every attempt failed for 5 days',
} as const;

/** The settings that still act as keys (deprecated), as the audit trail names their uses. */
export const DEPRECATED_TOKEN_SETTINGS = ['ANALYTICS_TOKEN', 'METRICS_TOKEN'] as const;

/** Any UUID, as the server's ids are written. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
