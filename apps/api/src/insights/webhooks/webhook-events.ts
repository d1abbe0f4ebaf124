import { WEBHOOK_EVENTS as SUBSCRIBABLE_EVENTS, WEBHOOK_TEST_EVENT } from '@tastetype/quiz-domain';

/** What a webhook may announce; endpoints subscribe to some of them. `webhook.test` is sent on demand only. */
export const WEBHOOK_EVENTS = [...SUBSCRIBABLE_EVENTS, WEBHOOK_TEST_EVENT] as const;
