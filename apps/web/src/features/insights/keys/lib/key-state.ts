import type { ApiKeyFieldsFragment } from '../../gql/graphql';

export type ApiKey = ApiKeyFieldsFragment;

/** What a key is now: a revocation outranks an expiry, and both say since when. */
export type KeyState = { kind: 'active' } | { kind: 'expired'; at: string } | { kind: 'revoked'; at: string };

export function stateOf(key: ApiKey, now = Date.now()): KeyState {
  if (key.revokedAt) return { kind: 'revoked', at: key.revokedAt };
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return { kind: 'expired', at: key.expiresAt };
  return { kind: 'active' };
}

/** A key's first characters as lists show them, marked as the start of something longer. */
export const shownPrefix = (key: Pick<ApiKey, 'prefix'>) => `${key.prefix}…`;

/** The UTC day of an instant, for the day formats. */
export const dayOf = (instant: string) => new Date(instant).toISOString().slice(0, 10);
