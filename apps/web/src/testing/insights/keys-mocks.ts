import type { MockedResponse } from '@apollo/client/testing';
import {
  ApiKeysDocument,
  type CreateApiKeyInput,
  CreateApiKeyDocument,
  KeyAuditDocument,
  RevokeApiKeyDocument,
  RevokeKeysMadeByDocument,
} from '../../features/insights/gql/graphql';
import { answerMock } from '../graphql-mock';
import type { Holder } from './session-mocks';

export const SCOPES = ['analytics:read', 'results:export', 'metrics:read', 'keys:manage'];

/** The analyst signed in on the Keys view: the first key of the list. */
export const MANAGER: Holder = {
  keyId: 'key-ana',
  name: 'Ana (laptop)',
  scopes: ['analytics:read', 'keys:manage'],
  expiresAt: '2099-01-01T00:00:00.000Z',
};

const apiKey = (fields: {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: string;
  expiresAt?: string | null;
  lastUsedAt?: string | null;
  revokedAt?: string | null;
  madeBy?: string | null;
  madeBySubject?: string | null;
}) => ({
  __typename: 'ApiKey' as const,
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  madeBy: null,
  madeBySubject: null,
  ...fields,
});

export type MockKey = ReturnType<typeof apiKey>;

/** One key in each state, newest first, as apiKeys lists them. */
export const KEYS: MockKey[] = [
  apiKey({
    id: 'key-ana',
    name: 'Ana (laptop)',
    prefix: 'tt_4fQ9z',
    scopes: ['analytics:read', 'keys:manage'],
    createdAt: '2026-03-02T09:15:00.000Z',
    expiresAt: '2099-01-01T00:00:00.000Z',
    lastUsedAt: '2026-03-04T16:20:00.000Z',
    madeBy: 'cli',
  }),
  apiKey({
    id: 'key-csv',
    name: 'nightly CSV job',
    prefix: 'tt_Zx81B',
    scopes: ['results:export'],
    createdAt: '2026-02-20T08:00:00.000Z',
    madeBy: 'Grace Hopper',
    madeBySubject: 'grace',
  }),
  apiKey({
    id: 'key-old',
    name: 'old laptop',
    prefix: 'tt_a0b1c',
    scopes: ['analytics:read'],
    createdAt: '2025-01-10T12:00:00.000Z',
    expiresAt: '2025-04-10T12:00:00.000Z',
    lastUsedAt: '2025-04-01T07:05:00.000Z',
  }),
  apiKey({
    id: 'key-leak',
    name: 'leaked key',
    prefix: 'tt_Lk7Qp',
    scopes: ['metrics:read'],
    createdAt: '2025-11-01T10:00:00.000Z',
    revokedAt: '2026-01-15T13:45:00.000Z',
    madeBy: 'key Ana (laptop) (tt_4fQ9z…)',
  }),
];

export function apiKeysMock(keys: MockKey[] = KEYS): MockedResponse {
  return answerMock(ApiKeysDocument, undefined, { apiKeys: keys, keyScopes: SCOPES });
}

const entry = (
  minute: string,
  keyId: string | null,
  keyName: string,
  operation: string,
  outcome: string,
  uses = 1,
) => ({
  __typename: 'KeyAuditEntry' as const,
  minute,
  keyId,
  keyName,
  operation,
  outcome,
  uses,
});

/** Uses of every key, newest first, as keyAudit folds them. */
export const AUDIT = [
  entry('2026-03-04T16:20:00.000Z', 'key-ana', 'Ana (laptop)', 'graphql ApiKeys.apiKeys', 'allowed', 2),
  entry(
    '2026-03-04T16:19:00.000Z',
    'key-csv',
    'nightly CSV job',
    'graphql ResultInsights.resultStats',
    'denied: lacks analytics:read',
  ),
  entry('2026-03-04T03:00:00.000Z', null, 'ANALYTICS_TOKEN', 'GET /api/results.csv', 'allowed', 12),
];

/** The audit of one key (its id or a token's setting), or of all when `key` is undefined. */
export function auditMock(
  key?: string,
  entries = key ? AUDIT.filter((use) => [use.keyId, use.keyName].includes(key)) : AUDIT,
): MockedResponse {
  return answerMock(KeyAuditDocument, { key, first: 100 }, { keyAudit: entries }, Number.POSITIVE_INFINITY);
}

/** A secret as the server makes them: tt_ and 38 base-62 characters. */
export const NEW_SECRET = 'tt_N3wK3y00000000000000000000000000abcdef';

export function createKeyMock(input: CreateApiKeyInput, key: MockKey, secret = NEW_SECRET): MockedResponse {
  return answerMock(CreateApiKeyDocument, { input }, { createApiKey: { __typename: 'CreatedApiKey', key, secret } });
}

export function revokeKeyMock(key: MockKey, revokedAt: string): MockedResponse {
  return answerMock(RevokeApiKeyDocument, { key: key.id }, { revokeApiKey: { ...key, revokedAt } });
}

export function revokeMadeByMock(subject: string, keys: MockKey[], revokedAt: string): MockedResponse {
  const revoked = keys.map((key) => ({ ...key, revokedAt }));
  return answerMock(RevokeKeysMadeByDocument, { subject }, { revokeKeysMadeBy: revoked });
}
