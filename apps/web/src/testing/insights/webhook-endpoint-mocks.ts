import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  type CreateWebhookEndpointInput,
  CreateWebhookEndpointDocument,
  RotateWebhookSecretDocument,
  SetWebhookEndpointEnabledDocument,
  WebhookEndpointsDocument,
} from '../../features/insights/gql/graphql';
import { answerMock } from '../graphql-mock';
import type { Holder } from './session-mocks';

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
