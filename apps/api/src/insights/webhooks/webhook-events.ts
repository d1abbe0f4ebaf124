/** What a webhook may announce; endpoints subscribe to some of them. `webhook.test` is sent on demand only. */
export const WEBHOOK_EVENTS = ['result.created', 'result.shared', 'webhook.test'] as const;
