import type { MockedResponse } from '@apollo/client/testing';
import {
  RecoverWebhookDeliveriesDocument,
  ResendWebhookDeliveryDocument,
  SendTestWebhookDocument,
  WebhookDeliveriesDocument,
} from '../../features/insights/gql/graphql';
import { answerMock } from '../graphql-mock';
import { ENDPOINTS } from './webhook-endpoint-mocks';

const delivery = (fields: {
  id: string;
  eventType: string;
  createdAt: string;
  status: string;
  attempts: number;
  nextAttemptAt?: string | null;
  lastAttemptAt?: string | null;
  lastStatus?: number | null;
  lastResponse?: string | null;
  lastDurationMs?: number | null;
}) => ({
  __typename: 'WebhookDelivery' as const,
  messageId: `msg_${fields.id.replaceAll('-', '')}`,
  endpointId: ENDPOINTS[0].id,
  nextAttemptAt: null,
  lastAttemptAt: null,
  lastStatus: null,
  lastResponse: null,
  lastDurationMs: null,
  ...fields,
});

export type MockDelivery = ReturnType<typeof delivery>;

/** The first endpoint's deliveries, newest first: one of each status. */
export const DELIVERIES: MockDelivery[] = [
  delivery({
    id: 'd0000000-0000-4000-8000-000000000003',
    eventType: 'result.created',
    createdAt: '2026-03-04T16:20:05.000Z',
    status: 'succeeded',
    attempts: 1,
    lastAttemptAt: '2026-03-04T16:20:05.000Z',
    lastStatus: 204,
    lastResponse: '',
    lastDurationMs: 42,
  }),
  delivery({
    id: 'd0000000-0000-4000-8000-000000000002',
    eventType: 'result.shared',
    createdAt: '2026-03-04T15:00:00.000Z',
    status: 'failed',
    attempts: 8,
    lastAttemptAt: '2026-03-05T18:00:00.000Z',
    lastStatus: 500,
    lastResponse: 'upstream timed out',
    lastDurationMs: 1234,
  }),
  delivery({
    id: 'd0000000-0000-4000-8000-000000000001',
    eventType: 'result.created',
    createdAt: '2026-03-04T14:00:00.000Z',
    status: 'pending',
    attempts: 2,
    nextAttemptAt: '2099-03-04T14:35:05.000Z',
    lastAttemptAt: '2026-03-04T14:05:05.000Z',
    lastResponse: 'connect ECONNREFUSED 203.0.113.7:443',
    lastDurationMs: 3,
  }),
];

export function deliveriesMock(endpointId = ENDPOINTS[0].id, deliveries = DELIVERIES): MockedResponse {
  return answerMock(
    WebhookDeliveriesDocument,
    { endpointId, first: 100 },
    { webhookDeliveries: deliveries },
    Number.POSITIVE_INFINITY,
  );
}

export function sendTestMock(answer: Parameters<typeof delivery>[0]): MockedResponse {
  return answerMock(SendTestWebhookDocument, { id: ENDPOINTS[0].id }, { sendTestWebhook: delivery(answer) });
}

/** A delivery sent again: pending, no attempt yet on its new schedule. */
export function resendMock(sent: MockDelivery, at: string): MockedResponse {
  return answerMock(
    ResendWebhookDeliveryDocument,
    { id: sent.id },
    { resendWebhookDelivery: { ...sent, status: 'pending', attempts: 0, nextAttemptAt: at } },
  );
}

/** Failed deliveries since `since` (a check of the instant sent) sent again: `count` of them. */
export function recoverMock(since: (instant: string) => boolean, count: number): MockedResponse {
  return answerMock(
    RecoverWebhookDeliveriesDocument,
    (variables: { endpointId?: string; since?: string }) =>
      variables.endpointId === ENDPOINTS[0].id && since(variables.since ?? ''),
    { recoverWebhookDeliveries: count },
  );
}
