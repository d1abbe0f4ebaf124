import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  type CreateWebhookEndpointInput,
  CreateWebhookEndpointDocument,
  RecoverWebhookDeliveriesDocument,
  ResendWebhookDeliveryDocument,
  RotateWebhookSecretDocument,
  SendTestWebhookDocument,
  SetWebhookEndpointEnabledDocument,
  WebhookDeliveriesDocument,
  WebhookEndpointsDocument,
} from '../features/insights/gql/graphql';
import { answerMock } from './graphql-mock';
import type { Holder } from './insights-mocks';

/** An analyst whose key manages webhooks (and reads the figures), but not keys. */
export const HOOKS_MANAGER: Holder = {
  keyId: 'key-hooks',
  name: 'Ben (integrations)',
  scopes: ['analytics:read', 'webhooks:manage'],
  expiresAt: null,
};

const endpoint = (fields: {
  id: string;
  url: string;
  description?: string;
  events: string[];
  createdAt: string;
  failingSince?: string | null;
  disabledAt?: string | null;
  disabledReason?: string | null;
  previousSecretUntil?: string | null;
}) => ({
  __typename: 'WebhookEndpoint' as const,
  description: '',
  failingSince: null,
  disabledAt: null,
  disabledReason: null,
  previousSecretUntil: null,
  ...fields,
});

export type MockEndpoint = ReturnType<typeof endpoint>;

/** One endpoint in each state, newest first, as webhookEndpoints lists them. */
export const ENDPOINTS: MockEndpoint[] = [
  endpoint({
    id: '6a1f0c2e-0000-4000-8000-000000000001',
    url: 'https://crm.example.com/hooks/tastetype',
    description: 'CRM sync',
    events: ['result.created', 'result.shared'],
    createdAt: '2026-03-03T10:00:00.000Z',
  }),
  endpoint({
    id: '6a1f0c2e-0000-4000-8000-000000000002',
    url: 'https://sheets.example.org/in',
    events: ['result.created'],
    createdAt: '2026-03-01T09:30:00.000Z',
    failingSince: '2026-03-04T12:00:00.000Z',
  }),
  endpoint({
    id: '6a1f0c2e-0000-4000-8000-000000000003',
    url: 'https://old.example.net/webhook',
    description: 'retired dashboard',
    events: ['result.shared'],
    createdAt: '2026-01-10T08:00:00.000Z',
    disabledAt: '2026-02-01T07:15:00.000Z',
    disabledReason: 'the endpoint answered 410 Gone',
  }),
];

export function endpointsMock(endpoints: MockEndpoint[] = ENDPOINTS, uses = 1): MockedResponse {
  return answerMock(WebhookEndpointsDocument, undefined, { webhookEndpoints: endpoints }, uses);
}

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

/** A signing secret as the server makes them: whsec_ and 32 bytes in base64. */
export const NEW_SIGNING_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw2kHfhJ7C6GE=';

export function createEndpointMock(
  input: CreateWebhookEndpointInput,
  made: MockEndpoint,
  secret = NEW_SIGNING_SECRET,
): MockedResponse {
  return answerMock(
    CreateWebhookEndpointDocument,
    { input },
    { createWebhookEndpoint: { __typename: 'WebhookEndpointWithSecret', endpoint: made, secret } },
  );
}

/** What the server answers input it refuses, in its own words. */
export function refusedCreateMock(input: CreateWebhookEndpointInput, message: string): MockedResponse {
  return {
    request: { query: CreateWebhookEndpointDocument, variables: { input } },
    result: { data: null, errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })] },
    delay: 0,
  };
}

export function rotateMock(rotated: MockEndpoint, secret: string): MockedResponse {
  return answerMock(
    RotateWebhookSecretDocument,
    { id: rotated.id },
    { rotateWebhookSecret: { __typename: 'WebhookEndpointWithSecret', endpoint: rotated, secret } },
  );
}

export function setEnabledMock(changed: MockEndpoint, enabled: boolean): MockedResponse {
  return answerMock(
    SetWebhookEndpointEnabledDocument,
    { id: changed.id, enabled },
    { setWebhookEndpointEnabled: changed },
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
