import { DAY_MS } from '@tastetype/quiz-domain';
import { BadRequest, NotFound } from '../../platform/refusals/refusals';
import type { ApiKeysTable, StoredKey } from './api-keys.repository';
import { checkWithinMaker, type KeyMaker } from './key-maker';
import { isKeyScope, KEY_SCOPES, type KeyScope } from './key-scopes';
import { keyHash, newKeySecret, shownPrefix } from './key-secret';

export const DEFAULT_EXPIRY_DAYS = 90;
export const MOST_EXPIRY_DAYS = 3650;

/** What a new key asks for; `expiresInDays` null means never, undefined the default. */
export interface KeyRequest {
  name: string;
  scopes: readonly string[];
  expiresInDays?: number | null;
}

/** `30d`, `never` or nothing (the default), as the CLI takes it. */
export function parseExpiry(text: string | undefined): number | null | undefined {
  if (text === undefined) return undefined;
  if (text === 'never') return null;
  const days = /^(\d{1,4})d$/.exec(text);
  if (!days) throw new BadRequest(`--expires must be a number of days like 30d, or never; "${text}" is neither`);
  return Number(days[1]);
}

function checkedScopes(scopes: readonly string[]): KeyScope[] {
  const unknown = scopes.filter((scope) => !isKeyScope(scope));
  if (unknown.length > 0) throw new BadRequest(`Unknown scope ${unknown.join(', ')}: use ${KEY_SCOPES.join(', ')}`);
  if (scopes.length === 0) throw new BadRequest(`A key needs at least one scope: ${KEY_SCOPES.join(', ')}`);
  return [...new Set(scopes as KeyScope[])];
}

/** Makes a key with no scope its maker lacks, recording the maker: its secret is in the answer and nowhere else, once. */
export async function makeKey(
  table: ApiKeysTable,
  request: KeyRequest,
  maker: KeyMaker,
): Promise<{ key: StoredKey; secret: string }> {
  const name = request.name.trim();
  if (name.length < 1 || name.length > 100) throw new BadRequest('A key needs a name of 1 to 100 characters');
  const scopes = checkedScopes(request.scopes);
  checkWithinMaker(maker, scopes);
  const days = request.expiresInDays === undefined ? DEFAULT_EXPIRY_DAYS : request.expiresInDays;
  if (days !== null && (!Number.isInteger(days) || days < 1 || days > MOST_EXPIRY_DAYS)) {
    throw new BadRequest(`A key expires in 1 to ${MOST_EXPIRY_DAYS} days, or never when asked for`);
  }
  const secret = newKeySecret();
  const key = await table.insert({
    name,
    prefix: shownPrefix(secret),
    secretSha256: keyHash(secret),
    scopes,
    expiresAt: days === null ? null : new Date(Date.now() + days * DAY_MS),
    maker,
  });
  return { key, secret };
}

/** Revokes the one key with this id or prefix; none or several is refused, naming what matched. */
export async function revokeKey(table: ApiKeysTable, idOrPrefix: string): Promise<StoredKey> {
  // A prefix shorter than tt_ and one character would match every key.
  if (idOrPrefix.trim().length < 4) throw new BadRequest("Give a key's id, or its prefix as the list shows it (tt_…)");
  const matches = await table.byIdOrPrefix(idOrPrefix.trim());
  if (matches.length === 0) throw new NotFound(`No key has the id or prefix ${idOrPrefix}`);
  if (matches.length > 1) {
    const which = matches.map((key) => `${key.id} (${key.prefix}…, ${key.name})`).join('; ');
    throw new BadRequest(`${matches.length} keys match ${idOrPrefix}: give one's id: ${which}`);
  }
  return (await table.revoke((matches[0] as StoredKey).id)) as StoredKey;
}
