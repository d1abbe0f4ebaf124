import { useMutation, useQuery } from '@apollo/client/react';
import {
  ApiKeysDocument,
  CreateApiKeyDocument,
  KeyAuditDocument,
  RevokeApiKeyDocument,
  RevokeKeysMadeByDocument,
} from '../../gql/graphql';

/** The audit entries one look shows, newest first. */
export const AUDIT_ENTRIES = 100;

/** Every key (revoked and expired too, newest first) and the scopes a new one may get. */
export function useApiKeys() {
  return useQuery(ApiKeysDocument);
}

/** The uses of one key (its id, or a deprecated token's setting), or of every key. */
export function useKeyAudit(key?: string) {
  return useQuery(KeyAuditDocument, { variables: { key, first: AUDIT_ENTRIES } });
}

/** Makes a key. Its secret never enters Apollo's cache: it lives in the page's state until the analyst is done. */
export function useCreateKey() {
  return useMutation(CreateApiKeyDocument, { fetchPolicy: 'no-cache', refetchQueries: ['ApiKeys', 'KeyAudit'] });
}

/** Revokes a key; the answer updates its row in the cache, and the audit shows the revocation. */
export function useRevokeKey() {
  return useMutation(RevokeApiKeyDocument, { refetchQueries: ['KeyAudit'] });
}

/** Revokes every key a person made, and the keys those made: the answer updates each one's row in the cache. */
export function useRevokeKeysMadeBy() {
  return useMutation(RevokeKeysMadeByDocument, { refetchQueries: ['KeyAudit'] });
}
