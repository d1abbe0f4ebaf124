import { ConfigError } from '../../platform/config/app-config';
import { isKeyScope, KEY_SCOPES, type KeyScope } from '../keys/key-scopes';

/** OIDC_GROUP_SCOPES read once: each group's scopes. An unknown scope is refused at start, in one line. */
export function readGroupScopes(mapping: string | undefined): ReadonlyMap<string, readonly KeyScope[]> {
  const groups = new Map<string, KeyScope[]>();
  for (const entry of (mapping ?? '').split(';').filter((part) => part.trim())) {
    const [group, scopes] = entry.split('=').map((part) => part.trim());
    const named = scopes.split(',').map((scope) => scope.trim());
    const unknown = named.filter((scope) => !isKeyScope(scope));
    if (unknown.length > 0) {
      throw new ConfigError(
        `Invalid configuration: OIDC_GROUP_SCOPES names the unknown scope ${unknown.join(', ')} (for ${group}); the scopes are ${KEY_SCOPES.join(', ')}`,
      );
    }
    groups.set(group, [...new Set([...(groups.get(group) ?? []), ...(named as KeyScope[])])]);
  }
  return groups;
}

/** The scopes a person's groups give, in the vocabulary's order; none for a person of no mapped group. */
export function scopesOf(groups: readonly string[], mapping: ReadonlyMap<string, readonly KeyScope[]>): KeyScope[] {
  const granted = new Set(groups.flatMap((group) => mapping.get(group) ?? []));
  return KEY_SCOPES.filter((scope) => granted.has(scope));
}

/**
 * A groups claim as the provider sent it: a string is one group (names may hold spaces or commas), a list counts
 * only its strings; anything else gives no group. `warn` hears once of whatever was left out.
 */
export function groupsOf(claim: unknown, warn: (why: string) => void): string[] {
  if (typeof claim === 'string') return claim === '' ? [] : [claim];
  if (claim === undefined || claim === null) return [];
  if (!Array.isArray(claim)) {
    warn(`the groups claim is a ${typeof claim}, neither a string nor a list: it gives no group`);
    return [];
  }
  const groups = claim.filter((member): member is string => typeof member === 'string' && member !== '');
  if (groups.length < claim.length) {
    warn(`the groups claim lists ${claim.length - groups.length} member(s) that are not names: they give no group`);
  }
  return groups;
}
